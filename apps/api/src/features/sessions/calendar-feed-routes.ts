import { createHash, randomBytes } from 'node:crypto';
import { ROLES } from '@tc/contract/roles';
import type { CalendarFeed } from '@tc/contract/sessions';
import { calendarFeedEndpoints as api } from '@tc/contract/sessions-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { notFound } from '../../lib/errors';
import { icalendar } from '../../lib/icalendar';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { calendarSessions, sessionEvent } from './session-calendar';

/**
 * A person's private calendar feed (docs/architecture.md#coaching-sessions): an address with a random secret
 * that Google Calendar, Outlook and Apple Calendar subscribe to. Only the secret's sha256 is kept, so the address
 * is shown once, when made; making a new one replaces the old (which stops working), and it can be turned off.
 */

const NO_FEED = 'No such calendar. Its address may have been replaced or turned off: make a new one on your account page.';
/** What the feed holds: the last three months and the year ahead. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function feedOf(db: Db, userId: number): Promise<CalendarFeed> {
  const row = await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
  return { url: null, webcal: null, exists: row !== undefined, createdAt: row?.created_at ?? null };
}

export async function calendarFeedRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.feed, async (request) => {
    const me = await requireUser(request);
    return feedOf(db, me.id);
  });

  route(app, api.makeFeed, async (request, reply) => {
    const me = await requireUser(request);
    // 32 random bytes: the address is the only key to the feed, and cannot be guessed.
    const token = randomBytes(32).toString('base64url');
    const createdAt = nowIso();
    await audited(request, { actor: me, action: 'create', entity: 'calendar_feeds' }, async (trx) => {
      const before = await feedOf(trx, me.id);
      const row = { token_hash: hashOf(token), created_at: createdAt };
      await trx
        .insertInto('calendar_feeds')
        .values({ user_id: me.id, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute();
      return { id: me.id, before: { exists: before.exists, createdAt: before.createdAt }, after: { exists: true, createdAt } };
    });
    // The API and the site share PUBLIC_URL's origin; the feed is the API's call under it.
    const url = `${app.config.publicUrl}/api/calendar/${token}`;
    reply.code(201);
    return { url, webcal: url.replace(/^https?:\/\//, 'webcal://'), exists: true, createdAt };
  });

  route(app, api.revokeFeed, async (request) => {
    const me = await requireUser(request);
    await audited(request, { actor: me, action: 'delete', entity: 'calendar_feeds' }, async (trx) => {
      const before = await feedOf(trx, me.id);
      await trx.deleteFrom('calendar_feeds').where('user_id', '=', me.id).execute();
      return { id: me.id, before: { exists: before.exists, createdAt: before.createdAt }, after: { exists: false } };
    });
    return { url: null, webcal: null, exists: false, createdAt: null };
  });

  // No token, no session: the secret in the address is the key. Not under the general rate limit (the contract
  // says rateLimited: false): Google Calendar reads every subscriber's feed from a few shared addresses.
  route(app, api.calendar, async (request, reply) => {
    const person = await db
      .selectFrom('calendar_feeds as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select(['u.id', 'u.category_id', 'u.firstname', 'u.lastname'])
      .where('f.token_hash', '=', hashOf(request.params.token))
      // An account deactivated or archived has no calendar any more.
      .where('u.status', '=', 'active')
      .where('u.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!person) throw notFound(NO_FEED);
    const now = Date.now();
    // A client's own sessions; a coach's (an administrator's) the sessions they hold as the coach.
    const side = person.category_id === ROLES.CLIENT ? 'client' : 'coach';
    const rows = await calendarSessions(db)
      .where(side === 'client' ? 's.client_id' : 's.coach_id', '=', person.id)
      .where('s.deleted_at', 'is', null)
      .where('s.starts_at', '>=', new Date(now - DAYS_BACK * DAY_MS).toISOString())
      .where('s.starts_at', '<=', new Date(now + DAYS_AHEAD * DAY_MS).toISOString())
      .orderBy('s.starts_at')
      .execute();
    // Each occurrence of a repeating session is its own row, so its own VEVENT: no RRULE to expand.
    const body = icalendar({
      name: `Coaching sessions – ${app.config.centre.name}`,
      refresh: 'PT1H',
      events: rows.map((s) => sessionEvent(s, side, { stamp: s.updated_at })),
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="sessions.ics"')
      .send(body);
  });

  route(app, api.reminders, async (request) => {
    const me = await requireUser(request);
    return { sessionReminders: me.session_reminders === 1 };
  });

  route(app, api.putReminders, async (request) => {
    const me = await requireUser(request);
    const on = request.body.sessionReminders;
    await audited(request, { actor: me, action: 'update', entity: 'users' }, async (trx) => {
      await trx
        .updateTable('users')
        .set({ session_reminders: on ? 1 : 0, updated_at: nowIso() })
        .where('id', '=', me.id)
        .execute();
      return { id: me.id, before: { sessionReminders: me.session_reminders === 1 }, after: { sessionReminders: on } };
    });
    return { sessionReminders: on };
  });
}
