import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { requireUser } from '../../auth/authenticate';
import type { TokenService } from '../../auth/tokens';
import { findUserById, type UserRow } from '../../db/users-repository';
import { fieldError, unauthenticated } from '../../lib/errors';

export const CHALLENGE_ENDED = 'Your sign-in took too long. Please sign in again.';

/** The person a challenge was issued to, while it is current and their account unchanged. */
export async function userOfChallenge(request: FastifyRequest, service: TokenService, challenge: string): Promise<UserRow> {
  const claims = service.verify(challenge);
  const user = claims ? await findUserById(request.server.db, claims.userId) : undefined;
  if (!claims || !user || user.status !== 'active' || user.token_version !== claims.version) throw unauthenticated(CHALLENGE_ENDED);
  return user;
}

export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';

/**
 * Set-up is for the signed-in person who gives their current password (a session alone does not change how
 * the account signs in), or for staff at a sign-in the centre requires it of (their set-up challenge).
 * `checkPassword`: the throttled check, where a wrong password counts like a failed sign-in.
 */
export async function setupActor(
  request: FastifyRequest,
  service: TokenService,
  body: { challenge?: string; current_password?: string },
  checkPassword: (user: UserRow, password: string) => Promise<boolean>,
): Promise<{ user: UserRow; signingIn: boolean }> {
  if (body.challenge !== undefined) return { user: await userOfChallenge(request, service, body.challenge), signingIn: true };
  const user = await requireUser(request);
  if (body.current_password === undefined) throw fieldError('current_password', 'Enter your current password.');
  if (!(await checkPassword(user, body.current_password))) throw fieldError('current_password', CURRENT_PASSWORD_WRONG);
  return { user, signingIn: false };
}

const challengeKey = (challenge: string) => createHash('sha256').update(challenge, 'utf8').digest('hex');

/**
 * Marks a sign-in challenge used: true for the one use that may give a session, false once it has been
 * used. One insert under a primary key, so of two uses at once (on either database) only one gets true.
 */
export async function spendChallenge(db: Db, challenge: string): Promise<boolean> {
  const now = new Date().toISOString();
  await db.deleteFrom('spent_challenges').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('spent_challenges')
    // Kept past the challenge's 5 minutes: a used one is never taken again.
    .values({ challenge_hash: challengeKey(challenge), expires_at: new Date(Date.now() + 10 * 60_000).toISOString() })
    .onConflict((oc) => oc.column('challenge_hash').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows) === 1;
}

/** Gives a challenge back after a wrong code, so the person can try another code with it. */
export async function releaseChallenge(db: Db, challenge: string): Promise<void> {
  await db.deleteFrom('spent_challenges').where('challenge_hash', '=', challengeKey(challenge)).execute();
}
