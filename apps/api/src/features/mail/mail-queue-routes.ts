import { mailQueueEndpoints as e } from '@tc/contract/mail-queue-endpoints';
import type { OutgoingMail } from '@tc/contract/mail-queue';
import type { FastifyInstance } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import type { MailQueueTable } from '../../db/schema';
import { audited } from '../../lib/audited';
import { conflict, notFound } from '../../lib/errors';
import type { Db } from '../../db/connection';
import { likePattern, type Paging, paging, sendTotal, totalOf } from '../../lib/listing';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';

const toMail = (r: Selectable<MailQueueTable>): OutgoingMail => ({
  id: r.id,
  recipient: r.recipient,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  next_attempt_at: r.next_attempt_at,
  last_error: r.last_error,
  createdAt: r.created_at,
  sent_at: r.sent_at,
});

/** One page of the queue, newest first, and how many match. */
export async function listMail(db: Db, f: { status?: MailQueueTable['status']; q?: string }, page: Paging) {
  const filtered = () => {
    let query = db.selectFrom('mail_queue');
    if (f.status) query = query.where('status', '=', f.status);
    if (f.q) query = query.where(sql<boolean>`lower(recipient) like ${likePattern(f.q)} escape '\\'`);
    return query;
  };
  const rows = await filtered()
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await totalOf(rows.length, page, async () => {
    const r = await filtered()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return r.n;
  });
  return { rows, total };
}

/**
 * Outgoing mail for administrators (docs/decisions/017-mail-queue.md, access in docs/architecture.md#access):
 * what went, what waits and why, and "send again" for a message that failed. The body is never shown.
 */
export async function mailQueueRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, e.list, async (request, reply) => {
    authorize(await requireUser(request), 'mail.read');
    const { status, q, ...pageQuery } = request.query;
    const { rows, total } = await listMail(db, { status, q }, paging(pageQuery));
    sendTotal(reply, total);
    return rows.map(toMail);
  });

  route(app, e.sendAgain, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'mail.sendAgain');
    const { id } = request.params;
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'mail' }, async (trx) => {
      const before = await trx.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound('Message not found.');
      // Only a failed message: one waiting or being sent is already on its way, one sent went.
      const row = await trx
        .updateTable('mail_queue')
        .set({ status: 'waiting', attempts: 0, next_attempt_at: nowIso(), locked_by: null, locked_until: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict(`This message is ${before.status}: only a failed message can be sent again.`);
      return { id, before: toMail(before), after: toMail(row) };
    });
    // Tried now, not at the next poll.
    app.mailer.wake();
    return after;
  });
}
