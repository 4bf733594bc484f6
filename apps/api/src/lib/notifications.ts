import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@tc/contract/notifications';
import type { Db } from '../db/connection';
import type { UsersTable } from '../db/schema';

/**
 * Which emails a person gets (docs/architecture.md#notifications). Every email of a kind a person may
 * turn off is sent only when `wantsEmail` says so, and carries `unsubscribeLinks` in its MailContent
 * (`unsubscribe`): the mailer turns them into the List-Unsubscribe and List-Unsubscribe-Post headers
 * (RFC 8058, one click in the mail program) and the layout into a line at the foot of the message.
 *
 * An unsubscribe link needs no sign-in: it carries the person, the kind and an HMAC of both under the
 * server's secret, so it turns off that one kind for that one person and nothing else, and never expires.
 */
export const NOTIFICATION_COLUMNS = {
  messages: 'notify_messages',
  reminders: 'session_reminders',
  handoffs: 'notify_handoffs',
} as const satisfies Record<NotificationKind, keyof UsersTable>;

/** Whether this person gets emails of this kind: an active, not archived account that has not turned them off. */
export async function wantsEmail(db: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(NOTIFICATION_COLUMNS[kind])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return (row as Record<string, number> | undefined)?.[NOTIFICATION_COLUMNS[kind]] === 1;
}

const signature = (secret: string, userId: number, kind: NotificationKind) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/** Whether `token` is this person's unsubscribe token for this kind. */
export function verifyUnsubscribe(secret: string, userId: number, kind: NotificationKind, token: string): boolean {
  const expected = Buffer.from(signature(secret, userId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The query every unsubscribe link carries: `u` the person, `k` the kind, `t` the token. */
function query(secret: string, userId: number, kind: NotificationKind): string {
  return new URLSearchParams({ u: String(userId), k: kind, t: signature(secret, userId, kind) }).toString();
}

/**
 * The two links of one person and kind: `page`, the web page the footer links to (it asks before turning
 * anything off, as link checkers open every link), and `oneClick`, the API address a mail program POSTs
 * to (List-Unsubscribe-Post: List-Unsubscribe=One-Click).
 */
export function unsubscribeLinks(
  config: { publicUrl: string; jwtSecret: string },
  userId: number,
  kind: NotificationKind,
): { page: string; oneClick: string; kind: NotificationKind } {
  const q = query(config.jwtSecret, userId, kind);
  return { page: `${config.publicUrl}/unsubscribe?${q}`, oneClick: `${config.publicUrl}/api/notifications/unsubscribe?${q}`, kind };
}
