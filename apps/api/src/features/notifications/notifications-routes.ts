import { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationKind, type NotificationSettings } from '@tc/contract/notifications';
import { notificationEndpoints as e } from '@tc/contract/notifications-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { findUserById, type UserRow } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { badRequest, notFound } from '../../lib/errors';
import { NOTIFICATION_COLUMNS, verifyUnsubscribe } from '../../lib/notifications';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';

/** A person's settings as the contract names them (1 in the column: on). */
function settingsOf(user: UserRow): NotificationSettings {
  const on = (kind: NotificationKind) => (user as unknown as Record<string, number>)[NOTIFICATION_COLUMNS[kind]] === 1;
  return { messages: on('messages'), reminders: on('reminders'), handoffs: on('handoffs') };
}

async function writeSettings(db: Db, userId: number, settings: Partial<NotificationSettings>): Promise<void> {
  const set: Record<string, number> = {};
  for (const kind of NOTIFICATION_KINDS) if (settings[kind] !== undefined) set[NOTIFICATION_COLUMNS[kind]] = settings[kind] ? 1 : 0;
  await db
    .updateTable('users')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

const LINK_REFUSED = 'This unsubscribe link is not valid. Open it again from the email, or choose your emails on your account page.';

/**
 * Which emails a person gets (docs/architecture.md#notifications): their own choice on the account page, and the
 * one-click unsubscribe of each email (RFC 8058), which needs no sign-in: the link's token, an HMAC of the person
 * and the kind, is the proof, and it turns off that one kind for that one person and nothing else.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  const db = app.db;

  // A mail program's one-click POST is a form (`List-Unsubscribe=One-Click`): accepted here and not read, as the
  // link's query says everything. This scope only; every other call stays JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  route(app, e.get, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'account.notifications');
    return settingsOf(me);
  });

  route(app, e.put, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'account.notifications');
    const after = request.body;
    await audited(request, { actor: me, action: 'update', entity: 'users' }, async (trx) => {
      await writeSettings(trx, me.id, after);
      return { id: me.id, before: { notifications: settingsOf(me) }, after: { notifications: after } };
    });
    return after;
  });

  route(app, e.unsubscribe, async (request) => {
    const { u: userId, k: kind, t: token } = request.query;
    if (!verifyUnsubscribe(app.config.jwtSecret, userId, kind, token)) throw badRequest(LINK_REFUSED);
    // An archived person's link still works: turning an email off is never harmful.
    const user = await findUserById(db, userId, { includeArchived: true });
    if (!user) throw notFound(LINK_REFUSED);
    const before = settingsOf(user);
    // Twice is once: a kind already off is left as it is, and nothing is audited again.
    if (before[kind]) {
      await audited(request, { actor: user, action: 'update', entity: 'users' }, async (trx) => {
        await writeSettings(trx, user.id, { [kind]: false });
        return { id: user.id, before: { notifications: before }, after: { notifications: { ...before, [kind]: false } } };
      });
    }
    return {
      kind,
      message: `${NOTIFICATION_LABELS[kind]}: you will no longer get these emails. You can turn them on again on your account page.`,
    };
  });
}
