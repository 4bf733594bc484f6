import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import type { TokenService } from '../../auth/tokens';
import { findUserById, type UserRow } from '../../db/users-lookup';
import { unauthenticated } from '../../lib/errors';

export const CHALLENGE_ENDED = 'Your sign-in took too long. Please sign in again.';

/** The person a challenge was issued to, while it is current and their account unchanged. */
export async function userOfChallenge(request: FastifyRequest, service: TokenService, challenge: string): Promise<UserRow> {
  const claims = service.verify(challenge);
  const user = claims ? await findUserById(request.server.db, claims.userId) : undefined;
  if (!claims || !user || user.status !== 'active' || user.token_version !== claims.version) throw unauthenticated(CHALLENGE_ENDED);
  return user;
}

/** Set-up is for the signed-in person, or for staff at a sign-in the centre requires it of (their set-up challenge). */
export async function setupActor(request: FastifyRequest, service: TokenService, challenge: string | undefined) {
  if (challenge === undefined) return { user: await requireUser(request), signingIn: false };
  return { user: await userOfChallenge(request, service, challenge), signingIn: true };
}
