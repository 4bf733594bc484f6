import { hashLinkToken } from '../../auth/account-links';
import type { Db } from '../../db/connection';
import { type UserRow } from '../../db/users-repository';
import { nowIso } from '../../lib/time';

/** The active, current accounts that use this address (addresses are stored in lower case). */
export function usersWithEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(10)
    .execute();
}

/** Reset links this account was sent in the last hour. */
export async function recentResets(db: Db, userId: number): Promise<number> {
  const since = new Date(Date.now() - 3600_000).toISOString();
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account of a link that still works (not used, not expired, account not archived), or undefined. */
export async function findLinkHolder(db: Db, token: string): Promise<{ user: UserRow } | undefined> {
  const link = await db
    .selectFrom('account_tokens')
    .select('user_id')
    .where('token_hash', '=', hashLinkToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!link) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', link.user_id).where('deleted_at', 'is', null).executeTakeFirst();
  return user ? { user } : undefined;
}
