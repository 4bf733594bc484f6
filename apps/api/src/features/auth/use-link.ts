import type { FastifyRequest } from 'fastify';
import { type LinkPurpose, consumeLink } from '../../auth/account-links';
import { type UserRow, toUser, updateUser } from '../../db/users-repository';
import { audited } from '../../lib/audited';

/**
 * Uses the link and sets the password in one transaction, audited as the
 * person's own change (never with the hash). Every session of the account
 * ends: after a reset, whoever knew the old password is signed out.
 */
export async function useLink(
  request: FastifyRequest,
  token: string,
  password_hash: string,
): Promise<{ purpose: LinkPurpose; user: UserRow }> {
  return audited(request, { actor: 'self', action: 'update', entity: 'user' }, async (trx) => {
    const { userId, purpose } = await consumeLink(trx, token);
    const before = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const user = await updateUser(trx, userId, { password_hash, bumpTokenVersion: true });
    return { id: userId, before: toUser(before), after: toUser(user), purpose, user };
  });
}
