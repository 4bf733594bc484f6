import type { FastifyRequest } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSession, type NewSession } from '../src/features/sessions/sessions-repository';
import { noticeSessionChange } from '../src/features/sessions/session-notices';
import { foldLine, icalendar } from '../src/lib/icalendar';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { type MailServer, startMailServer } from './mail-server';

/**
 * docs/architecture.md#coaching-sessions: a person's private calendar feed and the `.ics` emailed with each
 * invitation, change and cancellation, read back by an RFC 5545 parser (ical.js): the UID and SEQUENCE, times
 * in UTC that no calendar program with old time zone data can misread (Alberta stays at UTC−6 from 2026-11-01),
 * the status, the method, folded lines with accents whole.
 */

/** The VEVENTs of an iCalendar text, and the calendar itself, as ical.js reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

/** A property's value as written: a date-time as its iCalendar text (20261105T160000Z). */
function raw(event: ICAL.Component, name: string): string {
  const value = event.getFirstPropertyValue(name);
  if (value instanceof ICAL.Time) return value.toICALString();
  return String(value);
}

/** Every line of an iCalendar text ends with CR LF and holds at most 75 octets. */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
}

const LONG_AGENDA =
  'Révision du coin lecture; the toddlers\' nap routine, "quiet time" and outdoor play, reviewed with Zoë and Ève, ' +
  'then the licensing checklist: fire drill log, first-aid kit, allergy plans — and a café au lait. '.repeat(3) +
  '\nSecond line, with a backslash \\ and commas, semicolons; done.';

describe.each(DATABASES)('calendar feed and .ics mail on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  let smtp: MailServer;
  const session = (overrides: Partial<NewSession> = {}) =>
    insertSession(t.app.db, {
      client_id: cast.client.id,
      coach_id: cast.coach.id,
      actionplan_id: null,
      localStart: '2026-11-05T10:00',
      minutes: 60,
      kind: 'visit',
      location: '12 Maple Street, Calgary',
      agenda: 'Outdoor play',
      status: 'scheduled',
      series_id: null,
      repeat_rule: null,
      created_by: cast.coach.id,
      ...overrides,
    });

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestApp(kind, {
      mail: { smtpUrl: smtp.url, from: 'Centre <centre@example.ca>' },
      publicUrl: 'https://coaching.example.ca',
    });
    cast = await makeCast(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A new feed for the person; answers its token (the last part of the address). */
  async function makeFeed(token: string): Promise<string> {
    const res = await call(t.app, 'POST', '/api/account/calendar-feed', { token });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.url.split('/').pop();
  }

  it('folds long lines at 75 octets without splitting a character, and escapes TEXT', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    const text = icalendar({
      events: [
        {
          uid: 'u@x',
          sequence: 0,
          start: '2026-01-15T17:00:00.000Z',
          end: '2026-01-15T18:00:00.000Z',
          summary: 'a, b; c \\ d\ne',
          status: 'CONFIRMED',
        },
      ],
    });
    expect(text).toContain('SUMMARY:a\\, b\\; c \\\\ d\\ne\r\n');
    expect(parse(text).events[0].getFirstPropertyValue('summary')).toBe('a, b; c \\ d\ne');
  });

  it('makes a private address (shown once), lists your sessions in UTC, and stops answering once replaced or turned off', async () => {
    const { client, coach, otherClient } = cast;
    // Today is 2026-11-27 or later: the feed holds the last 90 days and the year ahead.
    const november = await session({ localStart: '2026-11-05T10:00', agenda: LONG_AGENDA });
    const january = await session({ localStart: '2027-01-14T10:00', minutes: 90, kind: 'phone', location: null });
    const requested = await session({ localStart: '2026-12-10T10:00', status: 'requested', kind: 'video' });
    const cancelled = await session({ localStart: '2026-11-12T10:00' });
    await t.app.db.updateTable('coaching_sessions').set({ status: 'cancelled', sequence: 2 }).where('id', '=', cancelled).execute();
    const archived = await session({ localStart: '2026-11-19T10:00' });
    await t.app.db.updateTable('coaching_sessions').set({ deleted_at: new Date().toISOString() }).where('id', '=', archived).execute();
    const longAgo = await session({ localStart: '2026-07-02T10:00' });
    // Another person's session never shows in this feed.
    await insertSession(t.app.db, {
      client_id: otherClient.id,
      coach_id: cast.otherCoach.id,
      actionplan_id: null,
      localStart: '2026-11-05T11:00',
      minutes: 60,
      kind: 'visit',
      location: null,
      agenda: null,
      status: 'scheduled',
      series_id: null,
      repeat_rule: null,
      created_by: cast.otherCoach.id,
    });
    const uidOf = async (id: number) =>
      (await t.app.db.selectFrom('coaching_sessions').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;

    expect((await call(t.app, 'GET', '/api/account/calendar-feed', { token: client.token })).data).toEqual({
      url: null,
      webcal: null,
      exists: false,
      createdAt: null,
    });
    const made = await call(t.app, 'POST', '/api/account/calendar-feed', { token: client.token });
    expect(made.statusCode).toBe(201);
    expect(made.data.url).toMatch(/^https:\/\/coaching\.example\.ca\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
    expect(made.data.webcal).toBe(made.data.url.replace('https://', 'webcal://'));
    const token = made.data.url.split('/').pop();
    // Only its hash is kept: the address is not shown again.
    const again = await call(t.app, 'GET', '/api/account/calendar-feed', { token: client.token });
    expect(again.data).toMatchObject({ url: null, webcal: null, exists: true, createdAt: made.data.createdAt });
    const stored = await t.app.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', client.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);

    // No token needed: the address is the key.
    const feed = await call(t.app, 'GET', `/api/calendar/${token}`);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    expectWellFormed(feed.body);
    const { calendar, events } = parse(feed.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Coaching sessions/);
    const byUid = new Map(events.map((e) => [String(e.getFirstPropertyValue('uid')), e]));
    expect(byUid.size).toBe(4);
    expect(byUid.has(await uidOf(archived))).toBe(false);
    expect(byUid.has(await uidOf(longAgo))).toBe(false);

    // 10:00 in Alberta is 16:00 UTC from 2026-11-01 on, winter included: Alberta stays at UTC−6.
    const nov = byUid.get(await uidOf(november))!;
    expect(raw(nov, 'dtstart')).toBe('20261105T160000Z');
    expect(raw(nov, 'dtend')).toBe('20261105T170000Z');
    expect(feed.body).toContain('DTSTART:20261105T160000Z\r\n');
    expect(feed.body).not.toMatch(/TZID|VTIMEZONE/);
    expect((nov.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid).toBe('UTC');
    expect(nov.getFirstPropertyValue('summary')).toBe(`Coaching visit with ${coach.row.firstname} ${coach.row.lastname}`);
    expect(nov.getFirstPropertyValue('location')).toBe('12 Maple Street, Calgary');
    expect(nov.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(nov.getFirstPropertyValue('sequence')).toBe(0);
    // The long agenda is folded, and reads back whole, accents and all.
    expect(nov.getFirstPropertyValue('description')).toBe(LONG_AGENDA);
    const jan = byUid.get(await uidOf(january))!;
    expect(raw(jan, 'dtstart')).toBe('20270114T160000Z');
    expect(raw(jan, 'dtend')).toBe('20270114T173000Z');
    expect(jan.getFirstPropertyValue('summary')).toMatch(/^Coaching phone call with /);
    expect(jan.getFirstPropertyValue('location')).toBeNull();
    const asked = byUid.get(await uidOf(requested))!;
    expect(asked.getFirstPropertyValue('status')).toBe('TENTATIVE');
    const cancel = byUid.get(await uidOf(cancelled))!;
    expect(cancel.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.getFirstPropertyValue('sequence')).toBe(2);

    // The coach's own feed holds the same sessions, each named for the client.
    const coachToken = await makeFeed(coach.token);
    const coachFeed = parse((await call(t.app, 'GET', `/api/calendar/${coachToken}`)).body);
    const coachNov = coachFeed.events.find((e) => e.getFirstPropertyValue('uid') === nov.getFirstPropertyValue('uid'))!;
    expect(coachNov.getFirstPropertyValue('summary')).toBe(
      `Coaching visit with ${client.row.firstname} ${client.row.lastname} (Little Maples Day Home)`,
    );
    expect(coachFeed.events).toHaveLength(4);

    // A new address replaces the old one, which answers 404 in the error shape from then on.
    const replacement = await makeFeed(client.token);
    expect(replacement).not.toBe(token);
    const old = await call(t.app, 'GET', `/api/calendar/${token}`);
    expect(old.statusCode).toBe(404);
    expect(old.data).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call(t.app, 'GET', `/api/calendar/${replacement}`)).statusCode).toBe(200);
    const off = await call(t.app, 'DELETE', '/api/account/calendar-feed', { token: client.token });
    expect(off.statusCode).toBe(200);
    expect(off.data).toEqual({ url: null, webcal: null, exists: false, createdAt: null });
    expect((await call(t.app, 'GET', `/api/calendar/${replacement}`)).statusCode).toBe(404);
    // The coach's feed is the coach's own: turning the client's off leaves it.
    expect((await call(t.app, 'GET', `/api/calendar/${coachToken}`)).statusCode).toBe(200);
  });

  it('answers 404 for an address never made, and 401 to the account calls without a token', async () => {
    const res = await call(t.app, 'GET', `/api/calendar/${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.data).toMatchObject({ code: 'NOT_FOUND' });
    // Not even the shape of an address: refused as input.
    expect((await call(t.app, 'GET', '/api/calendar/short')).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/account/calendar-feed'],
      ['POST', '/api/account/calendar-feed'],
      ['DELETE', '/api/account/calendar-feed'],
      ['GET', '/api/account/reminders'],
      ['PUT', '/api/account/reminders'],
    ] as const) {
      expect((await call(t.app, method, url, { body: method === 'PUT' ? { sessionReminders: false } : undefined })).statusCode).toBe(401);
    }
  });

  it("an administrator's feed holds the sessions they coach, and an archived account's feed stops", async () => {
    const mine = await session({ coach_id: cast.admin.id, localStart: '2026-12-03T09:00' });
    const token = await makeFeed(cast.admin.token);
    const { events } = parse((await call(t.app, 'GET', `/api/calendar/${token}`)).body);
    const uid = (await t.app.db.selectFrom('coaching_sessions').select('uid').where('id', '=', mine).executeTakeFirstOrThrow()).uid;
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual([uid]);
    expect(raw(events[0], 'dtstart')).toBe('20261203T150000Z');

    const gone = await makeFeed(cast.otherClient.token);
    expect((await call(t.app, 'GET', `/api/calendar/${gone}`)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', cast.otherClient.id).execute();
    expect((await call(t.app, 'GET', `/api/calendar/${gone}`)).statusCode).toBe(404);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', cast.otherClient.id).execute();
  });

  it.runIf(kind === 'sqlite')('answers a calendar program polling often, beyond the general rate limit', async () => {
    const limited = await createTestApp(kind, { rateLimitPerMinute: 3 });
    try {
      const { client } = await makeCast(limited.app);
      const made = await call(limited.app, 'POST', '/api/account/calendar-feed', { token: client.token });
      const token = made.data.url.split('/').pop();
      for (let i = 0; i < 8; i++) expect((await call(limited.app, 'GET', `/api/calendar/${token}`)).statusCode).toBe(200);
      // The account's own calls still count.
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call(limited.app, 'GET', '/api/account/calendar-feed', { token: client.token })).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('keeps each person’s reminder preference, their own only', async () => {
    const { client, coach } = cast;
    expect((await call(t.app, 'GET', '/api/account/reminders', { token: client.token })).data).toEqual({ sessionReminders: true });
    const off = await call(t.app, 'PUT', '/api/account/reminders', { token: client.token, body: { sessionReminders: false } });
    expect(off.statusCode).toBe(200);
    expect(off.data).toEqual({ sessionReminders: false });
    expect((await call(t.app, 'GET', '/api/account/reminders', { token: client.token })).data).toEqual({ sessionReminders: false });
    expect((await call(t.app, 'GET', '/api/account/reminders', { token: coach.token })).data).toEqual({ sessionReminders: true });
    const row = await t.app.db.selectFrom('users').select('session_reminders').where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(row.session_reminders).toBe(0);
    const bad = await call(t.app, 'PUT', '/api/account/reminders', { token: client.token, body: { sessionReminders: 'no' } });
    expect(bad.statusCode).toBe(400);
    await call(t.app, 'PUT', '/api/account/reminders', { token: client.token, body: { sessionReminders: true } });
  });

  it('emails the client and the coach an invitation, a change and a cancellation with the same UID, the SEQUENCE raised', async () => {
    const { otherClient: client, otherCoach: coach } = cast;
    const id = await session({ client_id: client.id, coach_id: coach.id, localStart: '2026-11-05T10:00', agenda: LONG_AGENDA });
    const uid = (await t.app.db.selectFrom('coaching_sessions').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;
    // As a route calls it: in its transaction, with its request.
    const request = { server: t.app } as unknown as FastifyRequest;
    const notice = (change: 'invite' | 'update' | 'cancel') =>
      t.app.db.transaction().execute((trx) => noticeSessionChange(trx, request, [id], change));
    const delivered = async (n: number) => {
      await t.app.mailer.deliverDue();
      expect(smtp.to(client.row.email)).toHaveLength(n);
      expect(smtp.to(coach.row.email)).toHaveLength(n);
    };

    await notice('invite');
    // Queued in the transaction, sent by the queue's round.
    expect(await t.app.db.selectFrom('mail_queue').select('status').where('recipient', '=', client.row.email).execute()).toEqual([
      { status: 'waiting' },
    ]);
    await delivered(1);
    const invite = smtp.to(client.row.email)[0];
    expect(invite.subject).toBe('Coaching visit booked: Thursday 5 November, 10:00 (Alberta time)');
    expect(invite.text).toContain('When: Thursday 5 November, 10:00 (Alberta time)');
    expect(invite.text).toContain('Where: 12 Maple Street, Calgary');
    expect(invite.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(invite.raw).toMatch(/filename=invite\.ics/);
    expectWellFormed(invite.calendar);
    const inv = parse(invite.calendar);
    expect(inv.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(inv.events).toHaveLength(1);
    const ev = inv.events[0];
    expect(ev.getFirstPropertyValue('uid')).toBe(uid);
    expect(ev.getFirstPropertyValue('sequence')).toBe(0);
    expect(raw(ev, 'dtstart')).toBe('20261105T160000Z');
    expect(ev.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(ev.getFirstPropertyValue('description')).toBe(LONG_AGENDA);
    expect(ev.getFirstPropertyValue('summary')).toBe(`Coaching visit with ${coach.row.firstname} ${coach.row.lastname}`);
    expect(ev.getFirstPropertyValue('organizer')).toBe(`mailto:${t.config.centre.email}`);
    expect(ev.getAllProperties('attendee').map((p) => p.getFirstValue())).toEqual([
      `mailto:${client.row.email}`,
      `mailto:${coach.row.email}`,
    ]);
    // The coach's copy names the client.
    const coachInvite = parse(smtp.to(coach.row.email)[0].calendar).events[0];
    expect(coachInvite.getFirstPropertyValue('summary')).toMatch(new RegExp(`^Coaching visit with ${client.row.firstname} `));

    // Moved by a route, which raises the sequence: to 2026-01-15 10:00 (MST, 17:00 UTC), then 2026-07-02 10:00 (MDT, 16:00 UTC).
    const moves = [
      {
        sequence: 1,
        starts_at: '2026-01-15T17:00:00.000Z',
        ends_at: '2026-01-15T18:00:00.000Z',
        dtstart: '20260115T170000Z',
        when: 'Thursday 15 January',
      },
      {
        sequence: 2,
        starts_at: '2026-07-02T16:00:00.000Z',
        ends_at: '2026-07-02T17:00:00.000Z',
        dtstart: '20260702T160000Z',
        when: 'Thursday 2 July',
      },
    ];
    for (const [i, move] of moves.entries()) {
      const { dtstart, when, ...row } = move;
      await t.app.db.updateTable('coaching_sessions').set(row).where('id', '=', id).execute();
      await notice('update');
      await delivered(2 + i);
      const change = smtp.to(client.row.email)[1 + i];
      expect(change.subject).toBe(`Coaching visit changed: ${when}, 10:00 (Alberta time)`);
      const moved = parse(change.calendar);
      expect(moved.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(moved.events[0].getFirstPropertyValue('uid')).toBe(uid);
      expect(moved.events[0].getFirstPropertyValue('sequence')).toBe(move.sequence);
      expect(raw(moved.events[0], 'dtstart')).toBe(dtstart);
    }

    await t.app.db.updateTable('coaching_sessions').set({ status: 'cancelled', sequence: 3 }).where('id', '=', id).execute();
    await notice('cancel');
    await delivered(4);
    const cancel = smtp.to(client.row.email)[3];
    expect(cancel.subject).toBe('Coaching visit cancelled: Thursday 2 July, 10:00 (Alberta time)');
    expect(cancel.raw).toMatch(/method=CANCEL/);
    const cancelled = parse(cancel.calendar);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.events[0].getFirstPropertyValue('uid')).toBe(uid);
    expect(cancelled.events[0].getFirstPropertyValue('sequence')).toBe(3);
    expect(cancelled.events[0].getFirstPropertyValue('status')).toBe('CANCELLED');

    // A change rolled back sends nothing.
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await noticeSessionChange(trx, request, [id], 'update');
        throw new Error('rolled back');
      })
      .catch(() => {});
    await delivered(4);
  });

  it('tells each person of a series in one email listing every date, its .ics holding an event for each', async () => {
    const { client, coach } = cast;
    const starts = ['2027-02-01T10:00', '2027-02-08T10:00', '2027-02-15T10:00'];
    const ids: number[] = [];
    for (const localStart of starts) ids.push(await session({ localStart, series_id: 'series-mail', repeat_rule: 'FREQ=WEEKLY;COUNT=3' }));
    const request = { server: t.app } as unknown as FastifyRequest;
    const before = smtp.to(client.row.email).length;
    await t.app.db.transaction().execute((trx) => noticeSessionChange(trx, request, ids, 'invite'));
    await t.app.mailer.deliverDue();
    // The queue's own round (its poll, or an earlier notice's wake) may have claimed the mail first: deliverDue then
    // finds nothing due, and the mail arrives when that round's delivery ends.
    const mails = await vi.waitFor(() => {
      const arrived = smtp.to(client.row.email).slice(before);
      if (arrived.length === 0) throw new Error('not delivered yet');
      return arrived;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('3 coaching sessions booked, from Monday 1 February, 10:00 (Alberta time)');
    for (const day of ['Monday 1 February', 'Monday 8 February', 'Monday 15 February']) expect(mails[0].text).toContain(`- ${day}, 10:00`);
    const ics = parse(mails[0].calendar);
    expect(ics.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    // 16:00 UTC: Alberta stays at UTC−6 through the winter from 2026-11-01.
    expect(ics.events.map((e) => raw(e, 'dtstart'))).toEqual(['20270201T160000Z', '20270208T160000Z', '20270215T160000Z']);
    expect(new Set(ics.events.map((e) => e.getFirstPropertyValue('uid'))).size).toBe(3);
    await vi.waitFor(() =>
      expect(smtp.to(coach.row.email).filter((m) => m.subject.startsWith('3 coaching sessions booked'))).toHaveLength(1),
    );
  });
});
