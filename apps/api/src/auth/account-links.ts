import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import type { AccountTokensTable } from '../db/schema';
import type { UserRow } from '../db/users-repository';
import { writeAudit } from '../lib/audit';
import { type AuditedWrite, audited } from '../lib/audited';
import { badRequest } from '../lib/errors';
import type { MailMessage, MailOutcome } from '../lib/mailer';
import { nowIso } from '../lib/time';

/**
 * Single-use links (docs/architecture.md#applications-and-accounts). The link carries 32 random bytes
 * (base64url); the database keeps only their SHA-256, so a copy of the
 * database opens no account. Invitations last 7 days, resets 1 hour; a newer
 * link of the same purpose for the same person ends the older unused ones, and
 * a change of password or email address, or the use of a link, ends them all
 * (`endOpenLinks`): a link asked for before the change never sets a password after it.
 */
export type LinkPurpose = AccountTokensTable['purpose'];

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = { invitation: 7 * 24 * 3600_000, reset: 3600_000 };

export const LINK_REFUSED = 'This link has expired or has already been used. Ask for a new one.';

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Ends every unused link of the account (invitations, resets and unlock links), in the caller's transaction: run by any change of
 * password or email address and by the use of a link, so no link from before it works after it.
 */
export async function endOpenLinks(trx: Db, userId: number): Promise<void> {
  const now = nowIso();
  await trx.updateTable('account_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await trx.updateTable('unlock_links').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Stores a new link for the user (ending their older unused ones of that purpose) and answers its token. */
async function storeLink(trx: Db, userId: number, purpose: LinkPurpose, createdBy: number | null) {
  const token = randomBytes(32).toString('base64url');
  const now = nowIso();
  await trx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const row = await trx
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashLinkToken(token),
      expires_at: new Date(Date.now() + LINK_LIFETIME_MS[purpose]).toISOString(),
      used_at: null,
      created_at: now,
      created_by: createdBy,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { token, ...row };
}

/**
 * Stores a new link for the user (ending their older unused ones of that purpose), audited without
 * its token, and answers the token. `actor`: who sent it; 'visitor' for a reset someone asked for.
 */
export async function issueLink(
  request: FastifyRequest,
  user: { id: number },
  purpose: LinkPurpose,
  actor: AuditedWrite['actor'],
): Promise<string> {
  const createdBy = typeof actor === 'object' ? actor.id : null;
  const { token } = await audited(request, { actor, action: 'create', entity: 'account_link' }, async (trx) => {
    const link = await storeLink(trx, user.id, purpose, createdBy);
    return { id: link.id, after: { user_id: user.id, purpose, expires_at: link.expires_at }, token: link.token };
  });
  return token;
}

/**
 * issueLink inside the caller's transaction (bulk invitations, features/client-bulk): the link and its audit
 * entry commit with the rest of the action, or not at all.
 */
export async function issueLinkIn(
  trx: Db,
  request: FastifyRequest,
  userId: number,
  purpose: LinkPurpose,
  actorId: number,
): Promise<string> {
  const link = await storeLink(trx, userId, purpose, actorId);
  const after = { user_id: userId, purpose, expires_at: link.expires_at };
  await writeAudit(trx, { actorId, action: 'create', entity: 'account_link', entityId: link.id, after, ip: request.ip });
  return link.token;
}

/**
 * Marks the link used, in the caller's transaction (the one that sets the
 * password), and answers whose and what it was; 400 when it is unknown,
 * expired or used. The conditional update lets one of two racing uses win.
 */
export async function consumeLink(trx: Db, token: string): Promise<{ userId: number; purpose: LinkPurpose }> {
  const now = nowIso();
  const used = await trx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashLinkToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
  if (!used) throw badRequest(LINK_REFUSED);
  // The password it sets ends the account's other links (an invitation's and a reset's alike).
  await endOpenLinks(trx, used.user_id);
  return { userId: used.user_id, purpose: used.purpose };
}

/** The page of the web app that a link opens. */
export function linkUrl(publicUrl: string, token: string, purpose: LinkPurpose): string {
  const query = new URLSearchParams({ token, ...(purpose === 'reset' ? { purpose } : {}) });
  return `${publicUrl}/set-password?${query}`;
}

type Person = Pick<UserRow, 'firstname' | 'username' | 'email'>;

export function invitationMail(app: FastifyInstance, user: Person, token: string): MailMessage {
  const { centre, publicUrl } = app.config;
  return {
    to: user.email,
    subject: `Your account with ${centre.name}`,
    greeting: `Hello ${user.firstname},`,
    paragraphs: [
      `${centre.name} has set up your account for business coaching. Your username is ${user.username}.`,
      'Choose your password with the link below. It works once, for 7 days; if it has expired, ask us for a new one.',
      `If you were not expecting this, you can ignore this email, or call us at ${centre.phone}.`,
    ],
    action: { label: 'Set your password', url: linkUrl(publicUrl, token, 'invitation') },
  };
}

export function resetMail(app: FastifyInstance, user: Person, token: string): MailMessage {
  const { centre, publicUrl } = app.config;
  return {
    to: user.email,
    subject: `Reset your password – ${centre.name}`,
    greeting: `Hello ${user.firstname},`,
    paragraphs: [
      `Someone asked to reset the password of the account ${user.username}. If it was you, choose a new password with the link below. It works once, for one hour.`,
      'Setting a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: linkUrl(publicUrl, token, 'reset') },
  };
}

/**
 * A new invitation for the user, stored first and then emailed; answers whether the mail went.
 * Run it after the transaction that created the account, so a mail server that is down loses nothing.
 */
export async function sendInvitation(request: FastifyRequest, user: Person & { id: number }, actor: { id: number }): Promise<MailOutcome> {
  const token = await issueLink(request, user, 'invitation', actor);
  return request.server.mailer.send(invitationMail(request.server, user, token));
}
