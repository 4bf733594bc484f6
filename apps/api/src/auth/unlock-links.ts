import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/users-repository';
import type { MailMessage } from '../lib/mailer';
import { nowIso } from '../lib/time';
import { hashLinkToken } from './account-links';

/**
 * Unlock links (docs/architecture.md#applications-and-accounts): when failures elsewhere pause a username's sign-in from new
 * addresses, its owner may ask for a link mailed to the account's address. With it, the right
 * password signs them in from wherever they open it (only that address's own failures still count),
 * and that address becomes one of theirs. Single-use, one hour, stored as the SHA-256 of the token;
 * a change of password or email address ends the open ones (`endOpenLinks`).
 */
export const UNLOCK_LIFETIME_MS = 3600_000;
/** Unlock links one account may be sent in an hour; beyond it, asking again sends nothing (and answers the same). */
export const UNLOCKS_PER_HOUR = 3;

export const UNLOCK_REQUESTED =
  "If sign-in to that account is paused from this network, we've emailed its owner a link to sign in. It works for one hour.";

/** Stores a new unlock link for the user and answers its token. */
export async function issueUnlockLink(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('unlock_links')
    .values({
      user_id: userId,
      token_hash: hashLinkToken(token),
      expires_at: new Date(Date.now() + UNLOCK_LIFETIME_MS).toISOString(),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/** Unlock links this account was sent in the last hour. */
export async function recentUnlockLinks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('unlock_links')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - 3600_000).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the token is an open unlock link of the account named `username`. */
export async function isOpenUnlockLink(db: Db, token: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('unlock_links')
    .innerJoin('users', 'users.id', 'unlock_links.user_id')
    .select('unlock_links.id')
    .where('unlock_links.token_hash', '=', hashLinkToken(token))
    .where('unlock_links.used_at', 'is', null)
    .where('unlock_links.expires_at', '>', nowIso())
    .where('users.username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses the link up: true for the one use that may sign in with it (a conditional update: of two at once, one wins). */
export async function useUnlockLink(db: Db, token: string, userId: number): Promise<boolean> {
  const now = nowIso();
  const used = await db
    .updateTable('unlock_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashLinkToken(token))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export function unlockMail(app: FastifyInstance, user: Pick<UserRow, 'firstname' | 'username' | 'email'>, token: string): MailMessage {
  const { centre, publicUrl } = app.config;
  return {
    to: user.email,
    subject: `Signing in to your account – ${centre.name}`,
    greeting: `Hello ${user.firstname},`,
    paragraphs: [
      `Someone tried to sign in to the account ${user.username} with wrong passwords too many times, so signing in to it from new networks is paused for 15 minutes.`,
      'If you are trying to sign in, use the link below: with your password, it signs you in from where you open it. It works once, for one hour.',
      'If it was not you, you need do nothing: your password has not been shown to anyone. If you think someone knows it, change it.',
    ],
    action: { label: 'Sign in', url: `${publicUrl}/login?${new URLSearchParams({ unlock: token })}` },
  };
}
