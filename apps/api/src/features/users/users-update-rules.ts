import { ROLES } from '@tc/contract/roles';
import type { updateUserBodySchema } from '@tc/contract/users';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { type Actor, can } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { canonicalRegion } from '../../db/regions-repository';
import { type UserPatch, type UserRow, usernameTaken } from '../../db/users-repository';
import { conflict, fieldError, forbidden, usernameConflict } from '../../lib/errors';
import { countOtherActiveAdmins } from './users-repository';

/** The last active administrator must stay, whoever asks. */
export async function assertNotLastAdmin(db: Db, target: UserRow, message: string) {
  if (target.category_id !== ROLES.ADMIN || target.status !== 'active' || target.deleted_at) return;
  if ((await countOtherActiveAdmins(db, target.id)) === 0) throw conflict(message);
}

/** Checks a signed-in person's current password (counted like a sign-in failure when wrong; 429 past the limit). */
export type CurrentPasswordCheck = (password: string) => Promise<boolean>;

/**
 * Checks a change of `target` against the rules of docs/architecture.md#access and answers
 * what to write: account fields are an administrator's, the last administrator
 * stays, and a new password or email address for yourself needs your current password.
 */
export async function userPatch(
  db: Db,
  me: Actor,
  target: UserRow,
  input: z.infer<typeof updateUserBodySchema>,
  checkCurrentPassword: CurrentPasswordCheck,
): Promise<UserPatch> {
  const { password, current_password, ...body } = input;
  const accountChanges = (['username', 'category_id', 'status'] as const).filter((k) => body[k] !== undefined && body[k] !== target[k]);
  if (accountChanges.length && !can(me, 'users.updateAccount')) {
    throw forbidden(`Only an administrator can change ${accountChanges.join(', ')}.`);
  }
  if ((body.category_id !== undefined && body.category_id !== ROLES.ADMIN) || body.status === 'inactive') {
    await assertNotLastAdmin(db, target, 'The centre needs at least one active administrator: this change would leave none.');
  }
  if (body.username && body.username !== target.username && (await usernameTaken(db, body.username, target.id))) {
    throw usernameConflict();
  }
  const patch: UserPatch = { ...body };
  if (body.region) patch.region = await canonicalRegion(db, body.region);
  // Whoever holds a session could otherwise take the account over: a new password, or an email
  // address that a reset link would go to, needs the current password (an administrator
  // changing someone else's record does not).
  const emailChange = body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase();
  const credentialChange = password !== undefined ? 'password' : emailChange ? 'email' : null;
  if (credentialChange && me.id === target.id) {
    if (!current_password) {
      throw fieldError(
        'current_password',
        credentialChange === 'password'
          ? 'Enter your current password to set a new one.'
          : 'Enter your current password to change your email address.',
      );
    }
    if (!(await checkCurrentPassword(current_password))) throw fieldError('current_password', 'Your current password is not correct.');
  } else if (!credentialChange && current_password !== undefined) {
    throw fieldError('current_password', 'current_password goes with a new password or email address.');
  }
  if (password !== undefined) patch.password_hash = await hashPassword(password);
  // What changes who may sign in, or as what, ends every session of that user.
  patch.bumpTokenVersion = password !== undefined || accountChanges.some((k) => k !== 'username');
  return patch;
}
