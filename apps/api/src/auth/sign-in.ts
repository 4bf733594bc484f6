import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { toUser, type UserRow } from '../db/users-repository';
import { audited } from '../lib/audited';
import { rememberAddress } from './sign-in-throttle';
import { challenges, isTwoFactorOn, twoFactorRequiredFor } from './two-factor';

/** The sign-in is audited with the address it came from, which is now one of this username's own; then the session. */
export async function finishSignIn(request: FastifyRequest, user: UserRow, method?: 'code' | 'recovery_code') {
  await audited(request, { actor: user, action: 'login', entity: 'user' }, async (trx) => {
    await rememberAddress(trx, user.username, request.ip);
    return { id: user.id, ...(method ? { after: { two_factor: method } } : {}) };
  });
  const issued = request.server.tokens.issue(user.id, user.token_version);
  return { ...issued, user: toUser(user) };
}

/**
 * What a right password leads to besides a session: a code for a person with two-factor on, or the
 * set-up for staff the centre requires it of. A challenge is signed with a key of its own, so it is never a session.
 */
export async function secondStepOf(request: FastifyRequest, user: UserRow) {
  const { db } = request.server;
  const keys = challenges(request.server);
  if (await isTwoFactorOn(db, user.id)) {
    // A random `jti`: each challenge is its own, spent once (two-factor-session.ts).
    const jti = randomBytes(12).toString('base64url');
    return { two_factor_required: true as const, challenge: keys.code.issue(user.id, user.token_version, jti).token };
  }
  if (await twoFactorRequiredFor(db, user)) {
    return { two_factor_setup_required: true as const, challenge: keys.setup.issue(user.id, user.token_version).token };
  }
  return null;
}
