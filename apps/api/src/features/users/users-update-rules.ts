import { ROLES } from '@tc/contract/roles';
import type { updateUserBodySchema } from '@tc/contract/users';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { type Actor, can } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { canonicalRegion } from '../../db/regions-lookup';
import { type UserRow, usernameTaken } from '../../db/users-lookup';
import type { UserPatch } from '../../db/users-store';
import { conflict, fieldError, forbidden, usernameConflict } from '../../lib/errors';
import { countOtherActiveAdmins } from './users-repository';

/** The last active administrator must stay, whoever asks. */
export async function assertNotLastAdmin(db: Db, target: UserRow, message: string) {
  if (target.category_id !== ROLES.ADMIN || target.status !== 'active' || target.deleted_at) return;
  if ((await countOtherActiveAdmins(db, target.id)) === 0) throw conflict(message);
}

/**
 * Checks a change of `target` against the rules of DESIGN section 6 and answers
 * what to write: account fields are an administrator's, the last administrator
 * stays, and a new password for yourself needs your current one.
 */
export async function userPatch(db: Db, me: Actor, target: UserRow, input: z.infer<typeof updateUserBodySchema>): Promise<UserPatch> {
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
  if (password !== undefined) {
    if (me.id === target.id) {
      if (!current_password) throw fieldError('current_password', 'Enter your current password to set a new one.');
      if (!(await verifyPassword(target.password_hash, current_password))) {
        throw fieldError('current_password', 'Your current password is not correct.');
      }
    }
    patch.password_hash = await hashPassword(password);
  } else if (current_password !== undefined) {
    throw fieldError('current_password', 'current_password goes with a new password.');
  }
  // What changes who may sign in, or as what, ends every session of that user.
  patch.bumpTokenVersion = password !== undefined || accountChanges.some((k) => k !== 'username');
  return patch;
}
