import { ROLES } from '@tc/contract/roles';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/connection';
import { type CoachCalendar, freeSlots } from '../src/features/sessions/availability-repository';
import { addDays, isoWeekday } from '../src/lib/alberta-calendar';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { assign, type Cast, makeCast, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';

/**
 * Availability and booking (docs/architecture.md#coaching-sessions, docs/decisions/020-booking.md): a coach's
 * weekly hours and days away, the free slots in them, a client's request for one (raced by parallel
 * requests on both databases), and who is free at a time. Dates are counted from today in Alberta.
 */

const TODAY = todayInAlberta();
/** A Monday at least two days ahead, so none of its slots is within the hour. */
const MONDAY = (() => {
  let d = addDays(TODAY, 2);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
})();
const TUESDAY = addDays(MONDAY, 1);
const NEXT_MONDAY = addDays(MONDAY, 7);

/** The coach's hours in the access tests: Monday mornings visits, Tuesday afternoons calls (15:30: a half slot left over). */
const HOURS = [
  { weekday: 1, startTime: '09:00', endTime: '12:00', mode: 'visit' },
  { weekday: 2, startTime: '13:00', endTime: '15:30', mode: 'call' },
];

const ACTORS = ['visitor', 'client', 'otherClient', 'coach', 'otherCoach', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

interface World {
  cast: Cast;
  /** Days away of `coach`, a month ahead. */
  exception: number;
}

interface Row {
  method: InjectOptions['method'];
  name: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  expect: Record<ActorKey, number>;
  check?: (res: Res, w: World, actor: ActorKey, t: TestApp) => void | Promise<void>;
}

const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

const READ = { visitor: 401, client: 200, otherClient: 403, coach: 200, otherCoach: 200, admin: 200 };
const WRITE = { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 403, admin: 200 };
const ADMIN_ONLY = { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 200 };

const ROWS: Row[] = [
  {
    method: 'GET',
    name: '/api/coaches/{coach}/availability',
    url: (w) => `/api/coaches/${w.cast.coach.id}/availability`,
    expect: READ,
    check: (res, w) =>
      expect(res.data).toMatchObject({
        coach_id: w.cast.coach.id,
        weekly: HOURS.map((h) => ({ ...h, id: expect.any(Number) })),
        exceptions: [{ id: w.exception, firstDay: addDays(MONDAY, 28), lastDay: addDays(MONDAY, 30), reason: 'Conference' }],
      }),
  },
  {
    method: 'PUT',
    name: '/api/coaches/{coach}/availability',
    url: (w) => `/api/coaches/${w.cast.coach.id}/availability`,
    body: () => ({ weekly: [{ weekday: 3, startTime: '08:00', endTime: '10:00', mode: 'call' }] }),
    expect: WRITE,
    check: (res) =>
      expect(res.data.weekly).toEqual([{ id: expect.any(Number), weekday: 3, startTime: '08:00', endTime: '10:00', mode: 'call' }]),
  },
  {
    method: 'POST',
    name: '/api/coaches/{coach}/availability/exceptions',
    url: (w) => `/api/coaches/${w.cast.coach.id}/availability/exceptions`,
    body: () => ({ firstDay: MONDAY, lastDay: MONDAY }),
    expect: { ...WRITE, coach: 201, admin: 201 },
    check: (res) => expect(res.data.exceptions.map((e: { firstDay: string }) => e.firstDay)).toEqual([MONDAY, addDays(MONDAY, 28)]),
  },
  {
    method: 'DELETE',
    name: '/api/coaches/{coach}/availability/exceptions/{id}',
    url: (w) => `/api/coaches/${w.cast.coach.id}/availability/exceptions/${w.exception}`,
    expect: WRITE,
    check: (res) => expect(res.data.exceptions).toEqual([]),
  },
  {
    method: 'GET',
    name: '/api/coaches/{coach}/slots',
    url: (w) => `/api/coaches/${w.cast.coach.id}/slots?from=${MONDAY}&to=${TUESDAY}`,
    expect: READ,
    check: (res) =>
      expect(res.data.map((s: { start: string }) => s.start.slice(11))).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00']),
  },
  {
    method: 'POST',
    name: '/api/sessions/requests',
    url: () => '/api/sessions/requests',
    body: (w) => ({ coach_id: w.cast.coach.id, start: `${MONDAY}T10:00`, kind: 'visit' }),
    expect: { visitor: 401, client: 201, otherClient: 403, coach: 403, otherCoach: 403, admin: 403 },
    check: (res, w) =>
      expect(res.data).toMatchObject({
        client_id: w.cast.client.id,
        coach_id: w.cast.coach.id,
        localStart: `${MONDAY}T10:00`,
        localEnd: `${MONDAY}T11:00`,
        minutes: 60,
        kind: 'visit',
        status: 'requested',
      }),
  },
  {
    method: 'GET',
    name: '/api/coaches/free',
    url: () => `/api/coaches/free?start=${MONDAY}T10:00&minutes=60`,
    expect: ADMIN_ONLY,
    check: (res, w) => expect(res.data.map((c: { id: number }) => c.id)).toContain(w.cast.coach.id),
  },
];

async function putHours(t: TestApp, coach: Person, weekly: unknown[], token = coach.token) {
  const res = await call(t.app, 'PUT', `/api/coaches/${coach.id}/availability`, { token, body: { weekly } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function awayDays(t: TestApp, coach: Person, firstDay: string, lastDay: string, reason?: string) {
  const res = await call(t.app, 'POST', `/api/coaches/${coach.id}/availability/exceptions`, {
    token: coach.token,
    body: { firstDay, lastDay, ...(reason ? { reason } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.exceptions.find((e: { firstDay: string }) => e.firstDay === firstDay).id as number;
}

/** A session straight in the table (the scheduling calls are another module's). */
async function insertRaw(
  t: TestApp,
  coachId: number,
  clientId: number,
  startUtc: string,
  minutes: number,
  extra: Record<string, unknown> = {},
  db: Db = t.app.db,
) {
  const now = nowIso();
  await db
    .insertInto('coaching_sessions')
    .values({
      client_id: clientId,
      coach_id: coachId,
      actionplan_id: null,
      starts_at: startUtc,
      ends_at: new Date(Date.parse(startUtc) + minutes * 60_000).toISOString(),
      minutes,
      kind: 'visit',
      location: null,
      agenda: null,
      status: 'scheduled',
      series_id: null,
      repeat_rule: null,
      uid: `${Math.random().toString(36).slice(2)}@test`,
      created_by: coachId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      ...extra,
    })
    .execute();
}

async function makeWorld(t: TestApp): Promise<World> {
  const cast = await makeCast(t.app);
  await putHours(t, cast.coach, HOURS);
  const exception = await awayDays(t, cast.coach, addDays(MONDAY, 28), addDays(MONDAY, 30), 'Conference');
  return { cast, exception };
}

async function snapshot(t: TestApp, w: World) {
  const db = t.app.db;
  const coaches = [w.cast.coach.id, w.cast.otherCoach.id];
  return {
    hours: await db.selectFrom('coach_availability').selectAll().where('coach_id', 'in', coaches).orderBy('id').execute(),
    away: await db.selectFrom('availability_exceptions').selectAll().where('coach_id', 'in', coaches).orderBy('id').execute(),
    sessions: await db.selectFrom('coaching_sessions').selectAll().where('coach_id', 'in', coaches).orderBy('id').execute(),
    audit: (
      await db
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  };
}

const tokenOf = (w: World, actor: ActorKey) => (actor === 'visitor' ? undefined : w.cast[actor].token);
const starts = (res: Res) => res.data.map((s: { start: string }) => s.start);

describe('free slots, the arithmetic', () => {
  const MONDAY_10 = { coach_id: 1, weekday: 1, start_time: '10:00', end_time: '11:00', mode: 'visit' as const };
  const SUNDAY_9 = { coach_id: 1, weekday: 7, start_time: '09:00', end_time: '10:00', mode: 'call' as const };
  const cal = (busy: CoachCalendar['busy'] = []): CoachCalendar => ({ blocks: [MONDAY_10, SUNDAY_9], away: [], busy });

  it('a weekly 10:00 stays at 10:00 Alberta time across 2026-11-01 (UTC−6 on both sides), days before now left out', () => {
    const slots = freeSlots(1, cal(), { from: '2026-10-25', to: '2026-11-09' }, 60, new Date('2026-10-26T12:00:00Z'));
    expect(slots).toEqual([
      { start: '2026-10-26T10:00', end: '2026-10-26T11:00', mode: 'visit' },
      { start: '2026-11-01T09:00', end: '2026-11-01T10:00', mode: 'call' },
      { start: '2026-11-02T10:00', end: '2026-11-02T11:00', mode: 'visit' },
      { start: '2026-11-08T09:00', end: '2026-11-08T10:00', mode: 'call' },
      { start: '2026-11-09T10:00', end: '2026-11-09T11:00', mode: 'visit' },
    ]);
    // 2026-11-02 10:00 in Alberta is 16:00 UTC: a booking then takes it, one at 17:00 UTC (UTC−7, the old rule) does not.
    const taken = freeSlots(
      1,
      cal([{ coach_id: 1, starts_at: '2026-11-02T16:00:00.000Z', ends_at: '2026-11-02T17:00:00.000Z' }]),
      { from: '2026-11-02', to: '2026-11-02' },
      60,
      new Date('2026-10-26T12:00:00Z'),
    );
    expect(taken).toEqual([]);
    const oldRule = freeSlots(
      1,
      cal([{ coach_id: 1, starts_at: '2026-11-02T17:00:00.000Z', ends_at: '2026-11-02T18:00:00.000Z' }]),
      { from: '2026-11-02', to: '2026-11-02' },
      60,
      new Date('2026-10-26T12:00:00Z'),
    );
    expect(oldRule.map((s) => s.start)).toEqual(['2026-11-02T10:00']);
  });

  it('a slot starts at least an hour from now; another coach’s bookings and days away do not count', () => {
    const block = { coach_id: 1, weekday: 1, start_time: '09:00', end_time: '12:00', mode: 'visit' as const };
    const c: CoachCalendar = {
      blocks: [block],
      away: [{ coach_id: 2, first_day: '2026-11-02', last_day: '2026-11-02' }],
      busy: [{ coach_id: 2, starts_at: '2026-11-02T17:00:00.000Z', ends_at: '2026-11-02T18:00:00.000Z' }],
    };
    // 09:30 in Alberta: 10:00 is half an hour away, 11:00 is bookable.
    const slots = freeSlots(1, c, { from: '2026-11-02', to: '2026-11-02' }, 60, new Date('2026-11-02T15:30:00Z'));
    expect(slots.map((s) => s.start)).toEqual(['2026-11-02T11:00']);
  });
});

describe.each(DATABASES)('booking on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const setSlotMinutes = async (admin: Person, settings: Record<string, unknown>) => {
    const res = await call(t.app, 'PUT', '/api/settings/sessions', { token: admin.token, body: settings });
    expect(res.statusCode, res.body).toBe(200);
  };

  describe('access (docs/architecture.md#access)', () => {
    for (const row of ROWS) {
      describe(`${row.method} ${row.name}`, () => {
        for (const actor of ACTORS) {
          const expected = row.expect[actor];
          it(`${actor} → ${expected}`, async () => {
            const w = await makeWorld(t);
            const before = await snapshot(t, w);
            const res = await call(t.app, row.method, row.url(w), { token: tokenOf(w, actor), body: row.body?.(w) });
            expect(res.statusCode, `${row.method} ${row.url(w)} as ${actor}: ${res.body}`).toBe(expected);
            if (expected >= 400) {
              expect(res.data).toMatchObject({ error: expect.any(String), code: CODES[expected] });
              expect(await snapshot(t, w), 'a refused call wrote something').toEqual(before);
            } else {
              await row.check?.(res, w, actor, t);
            }
          });
        }
      });
    }

    it('answers 404 for someone who is not an active coach, and for another coach’s days away', async () => {
      const w = await makeWorld(t);
      const { admin, coach, otherCoach, client } = w.cast;
      for (const url of [
        `/api/coaches/${client.id}/availability`,
        `/api/coaches/${client.id}/slots?from=${MONDAY}&to=${MONDAY}`,
        '/api/coaches/999999/availability',
      ]) {
        const res = await call(t.app, 'GET', url, { token: admin.token });
        expect(res.statusCode, url).toBe(404);
      }
      expect(
        (await call(t.app, 'PUT', `/api/coaches/${client.id}/availability`, { token: admin.token, body: { weekly: [] } })).statusCode,
      ).toBe(404);
      const other = await call(t.app, 'DELETE', `/api/coaches/${otherCoach.id}/availability/exceptions/${w.exception}`, {
        token: admin.token,
      });
      expect(other.statusCode).toBe(404);
      await t.app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', coach.id).execute();
      expect((await call(t.app, 'GET', `/api/coaches/${coach.id}/availability`, { token: admin.token })).statusCode).toBe(404);
      // A client of an inactive coach cannot ask them for a session.
      const asked = await call(t.app, 'POST', '/api/sessions/requests', {
        token: client.token,
        body: { coach_id: coach.id, start: `${MONDAY}T09:00`, kind: 'visit' },
      });
      expect(asked.statusCode).toBe(403);
    });

    it('a client loses sight of a coach’s hours when the assignment goes', async () => {
      const w = await makeWorld(t);
      const { coach, client } = w.cast;
      await t.app.db.deleteFrom('client_coach').where('client_id', '=', client.id).execute();
      expect((await call(t.app, 'GET', `/api/coaches/${coach.id}/availability`, { token: client.token })).statusCode).toBe(403);
      expect(
        (await call(t.app, 'GET', `/api/coaches/${coach.id}/slots?from=${MONDAY}&to=${MONDAY}`, { token: client.token })).statusCode,
      ).toBe(403);
    });
  });

  describe('weekly hours and days away', () => {
    let w: World;
    beforeAll(async () => {
      w = await makeWorld(t);
    });
    const put = (weekly: unknown[]) =>
      call(t.app, 'PUT', `/api/coaches/${w.cast.coach.id}/availability`, { token: w.cast.coach.token, body: { weekly } });

    it('refuses blocks that overlap on one weekday, and leaves the hours as they were', async () => {
      const res = await put([
        { weekday: 1, startTime: '09:00', endTime: '12:00', mode: 'visit' },
        { weekday: 2, startTime: '09:00', endTime: '12:00', mode: 'visit' },
        { weekday: 1, startTime: '11:30', endTime: '13:00', mode: 'call' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.data).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: ['weekly', 2, 'startTime'], message: expect.stringContaining('Monday') }],
      });
      const now = await call(t.app, 'GET', `/api/coaches/${w.cast.coach.id}/availability`, { token: w.cast.coach.token });
      expect(now.data.weekly).toHaveLength(HOURS.length);
    });

    it.each([
      ['an end before the start', { weekday: 1, startTime: '12:00', endTime: '09:00', mode: 'visit' }],
      ['a weekday 8', { weekday: 8, startTime: '09:00', endTime: '12:00', mode: 'visit' }],
      ['a time that is not HH:MM', { weekday: 1, startTime: '9am', endTime: '12:00', mode: 'visit' }],
      ['a mode outside the list', { weekday: 1, startTime: '09:00', endTime: '12:00', mode: 'office' }],
    ])('refuses %s', async (_name, block) => {
      const res = await put([block]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.data.code).toBe('VALIDATION_ERROR');
    });

    it('replaces every block at once (blocks that only touch are fine), audited as the availability', async () => {
      const res = await put([
        { weekday: 5, startTime: '12:00', endTime: '15:00', mode: 'call' },
        { weekday: 5, startTime: '09:00', endTime: '12:00', mode: 'visit' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.weekly.map((b: { weekday: number; startTime: string }) => `${b.weekday} ${b.startTime}`)).toEqual([
        '5 09:00',
        '5 12:00',
      ]);
      const audit = await t.app.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('entity', '=', 'availability')
        .where('entity_id', '=', w.cast.coach.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'update', actor_id: w.cast.coach.id });
      expect(JSON.parse(audit.before!).weekly).toHaveLength(HOURS.length);
      expect(JSON.parse(audit.after!).weekly).toHaveLength(2);
      const emptied = await put([]);
      expect(emptied.data.weekly).toEqual([]);
      await put(HOURS);
    });

    it('lists days away from today on; refuses a last day before the first, or days all past', async () => {
      const { coach } = w.cast;
      await t.app.db
        .insertInto('availability_exceptions')
        .values({ coach_id: coach.id, first_day: addDays(TODAY, -10), last_day: addDays(TODAY, -1), reason: 'Past', created_at: nowIso() })
        .execute();
      const today = await awayDays(t, coach, addDays(TODAY, -2), TODAY);
      const got = await call(t.app, 'GET', `/api/coaches/${coach.id}/availability`, { token: coach.token });
      expect(got.data.exceptions.map((e: { id: number }) => e.id)).toEqual([today, w.exception]);
      const post = (body: unknown) => call(t.app, 'POST', `/api/coaches/${coach.id}/availability/exceptions`, { token: coach.token, body });
      const backwards = await post({ firstDay: TUESDAY, lastDay: MONDAY });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.data.issues[0].path).toEqual(['lastDay']);
      const past = await post({ firstDay: addDays(TODAY, -5), lastDay: addDays(TODAY, -1) });
      expect(past.statusCode).toBe(400);
      expect(past.data.issues[0].path).toEqual(['lastDay']);
    });
  });

  describe('free slots', () => {
    let w: World;
    beforeAll(async () => {
      w = await makeWorld(t);
    });
    afterEach(async () => setSlotMinutes(w.cast.admin, { slotMinutes: 60, clientBooking: true }));
    const slots = (from: string, to: string, token = w.cast.client.token) =>
      call(t.app, 'GET', `/api/coaches/${w.cast.coach.id}/slots?from=${from}&to=${to}`, { token });

    it('cuts each block into the centre’s slot length, in Alberta time, sorted', async () => {
      const res = await slots(MONDAY, TUESDAY);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data).toEqual([
        { start: `${MONDAY}T09:00`, end: `${MONDAY}T10:00`, mode: 'visit' },
        { start: `${MONDAY}T10:00`, end: `${MONDAY}T11:00`, mode: 'visit' },
        { start: `${MONDAY}T11:00`, end: `${MONDAY}T12:00`, mode: 'visit' },
        { start: `${TUESDAY}T13:00`, end: `${TUESDAY}T14:00`, mode: 'call' },
        { start: `${TUESDAY}T14:00`, end: `${TUESDAY}T15:00`, mode: 'call' },
      ]);
      await setSlotMinutes(w.cast.admin, { slotMinutes: 45 });
      expect(starts(await slots(TUESDAY, TUESDAY))).toEqual([`${TUESDAY}T13:00`, `${TUESDAY}T13:45`, `${TUESDAY}T14:30`]);
    });

    it('leaves out days before today, days away, and times a live session holds', async () => {
      const { coach, client } = w.cast;
      const lastWeek = await slots(addDays(TODAY, -7), addDays(TODAY, -1));
      expect(lastWeek.data).toEqual([]);
      const away = await awayDays(t, coach, NEXT_MONDAY, NEXT_MONDAY, 'Day off');
      expect(starts(await slots(NEXT_MONDAY, NEXT_MONDAY))).toEqual([]);
      await call(t.app, 'DELETE', `/api/coaches/${coach.id}/availability/exceptions/${away}`, { token: coach.token });
      expect(starts(await slots(NEXT_MONDAY, NEXT_MONDAY))).toHaveLength(3);

      // MONDAY is after 2026-11-01: Alberta time is UTC−6 for good, 10:30 is 16:30 UTC.
      await insertRaw(t, coach.id, client.id, `${MONDAY}T16:30:00.000Z`, 60); // 10:30–11:30 takes 10:00 and 11:00
      await insertRaw(t, coach.id, client.id, `${MONDAY}T15:00:00.000Z`, 60, { status: 'cancelled' });
      await insertRaw(t, coach.id, client.id, `${MONDAY}T15:00:00.000Z`, 60, { deleted_at: nowIso() });
      expect(starts(await slots(MONDAY, MONDAY))).toEqual([`${MONDAY}T09:00`]);
      await insertRaw(t, coach.id, client.id, `${MONDAY}T15:00:00.000Z`, 30, { status: 'requested', kind: 'phone' });
      expect(starts(await slots(MONDAY, MONDAY))).toEqual([]);
      // Another coach's sessions are not this coach's.
      expect(
        starts(await call(t.app, 'GET', `/api/coaches/${w.cast.otherCoach.id}/slots?from=${MONDAY}&to=${MONDAY}`, { token: coach.token })),
      ).toEqual([]);
    });

    it('answers at most 62 days, from a first day not after the last', async () => {
      expect((await slots(MONDAY, addDays(MONDAY, 61))).statusCode).toBe(200);
      const tooLong = await slots(MONDAY, addDays(MONDAY, 62));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.data.issues[0].path).toEqual(['to']);
      expect((await slots(TUESDAY, MONDAY)).statusCode).toBe(400);
      expect((await slots('2026-02-30', MONDAY)).statusCode).toBe(400);
      expect(
        (await call(t.app, 'GET', `/api/coaches/${w.cast.coach.id}/slots?from=${MONDAY}`, { token: w.cast.client.token })).statusCode,
      ).toBe(400);
    });
  });

  describe('a client asks for a slot', () => {
    let w: World;
    let secondClient: Person;
    beforeAll(async () => {
      w = await makeWorld(t);
      secondClient = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
      await assign(t.app, secondClient.id, w.cast.coach.id);
    });
    const ask = (body: Record<string, unknown>, token = w.cast.client.token) =>
      call(t.app, 'POST', '/api/sessions/requests', { token, body: { coach_id: w.cast.coach.id, ...body } });
    const liveAt = async (startUtc: string) =>
      t.app.db
        .selectFrom('coaching_sessions')
        .selectAll()
        .where('coach_id', '=', w.cast.coach.id)
        .where('starts_at', '=', startUtc)
        .where('status', 'in', ['requested', 'scheduled'])
        .execute();

    it('books a free slot as requested, for the slot’s length, audited; the slot is gone after', async () => {
      await setSlotMinutes(w.cast.admin, { slotMinutes: 30 });
      const res = await ask({ start: `${TUESDAY}T13:30`, kind: 'video', agenda: 'Licensing questions' });
      await setSlotMinutes(w.cast.admin, { slotMinutes: 60 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.data).toMatchObject({
        status: 'requested',
        minutes: 30,
        kind: 'video',
        agenda: 'Licensing questions',
        localStart: `${TUESDAY}T13:30`,
        localEnd: `${TUESDAY}T14:00`,
        start: `${TUESDAY}T19:30:00.000Z`,
        client: { id: w.cast.client.id },
        coach: { id: w.cast.coach.id },
      });
      const row = await t.app.db.selectFrom('coaching_sessions').selectAll().where('id', '=', res.data.id).executeTakeFirstOrThrow();
      expect(row.created_by).toBe(w.cast.client.id);
      const audit = await t.app.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('entity', '=', 'session')
        .where('entity_id', '=', res.data.id)
        .execute();
      expect(audit).toMatchObject([{ action: 'create', actor_id: w.cast.client.id }]);
      const after = await call(t.app, 'GET', `/api/coaches/${w.cast.coach.id}/slots?from=${TUESDAY}&to=${TUESDAY}`, {
        token: w.cast.client.token,
      });
      expect(starts(after)).toEqual([`${TUESDAY}T14:00`]);
    });

    it('refuses a time that is not one of the free slots, and a kind the block does not take', async () => {
      for (const start of [`${MONDAY}T09:30`, `${MONDAY}T12:00`, `${addDays(TODAY, -7)}T10:00`, `${addDays(MONDAY, 2)}T10:00`]) {
        const res = await ask({ start, kind: 'visit' });
        expect(res.statusCode, start).toBe(409);
        expect(res.data).toMatchObject({ code: 'CONFLICT', error: 'That time is no longer free. Choose another.' });
      }
      const phoneAtVisit = await ask({ start: `${MONDAY}T09:00`, kind: 'phone' });
      expect(phoneAtVisit.statusCode).toBe(400);
      expect(phoneAtVisit.data.issues).toMatchObject([{ path: ['kind'] }]);
      const visitAtCall = await ask({ start: `${TUESDAY}T14:00`, kind: 'visit' });
      expect(visitAtCall.statusCode).toBe(400);
      const workshop = await ask({ start: `${TUESDAY}T14:00`, kind: 'workshop' });
      expect(workshop.statusCode).toBe(400);
      expect(await liveAt(`${MONDAY}T15:00:00.000Z`)).toEqual([]);
    });

    it('answers 409 while the centre has booking turned off', async () => {
      await setSlotMinutes(w.cast.admin, { clientBooking: false });
      const res = await ask({ start: `${MONDAY}T09:00`, kind: 'visit' });
      await setSlotMinutes(w.cast.admin, { clientBooking: true });
      expect(res.statusCode).toBe(409);
      expect(res.data).toMatchObject({ code: 'CONFLICT', error: 'Booking is turned off: ask your coach for a session.' });
      expect(await liveAt(`${MONDAY}T15:00:00.000Z`)).toEqual([]);
    });

    it('THE RACE: ten parallel requests for one slot from two clients: one 201, nine 409, one row', async () => {
      const start = `${NEXT_MONDAY}T11:00`;
      const tokens = Array.from({ length: 10 }, (_, i) => (i % 2 ? secondClient.token : w.cast.client.token));
      const answers = await Promise.all(tokens.map((token) => ask({ start, kind: 'visit' }, token)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([201, ...Array(9).fill(409)]);
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.data).toMatchObject({ code: 'CONFLICT', error: 'That time is no longer free. Choose another.' });
      }
      const rows = await t.app.db
        .selectFrom('coaching_sessions')
        .selectAll()
        .where('coach_id', '=', w.cast.coach.id)
        .where('starts_at', '=', `${NEXT_MONDAY}T17:00:00.000Z`)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'requested', id: answers.find((a) => a.statusCode === 201)!.data.id });
    });

    it.runIf(kind === 'postgres')(
      'a request that passed the check while another booking was being written gets 409 from the index',
      async () => {
        const start = `${NEXT_MONDAY}T10:00`;
        const startUtc = `${NEXT_MONDAY}T16:00:00.000Z`;
        let answer: Promise<Res> | undefined;
        // Another booking of the slot is written but not yet committed: the request's check cannot see it.
        await t.app.db.transaction().execute(async (trx) => {
          await insertRaw(t, w.cast.coach.id, secondClient.id, startUtc, 60, { status: 'requested' }, trx);
          answer = ask({ start, kind: 'visit' });
          // Long enough for the request to pass its check and wait on the index for this transaction.
          await new Promise((resolve) => setTimeout(resolve, 500));
        });
        const res = await answer!;
        expect(res.statusCode, res.body).toBe(409);
        expect(res.data.error).toBe('That time is no longer free. Choose another.');
        expect(await liveAt(startUtc)).toMatchObject([{ client_id: secondClient.id }]);
      },
    );

    it('the database refuses a second live booking even when the check is passed (the guard of docs/decisions/020)', async () => {
      const startUtc = `${NEXT_MONDAY}T15:00:00.000Z`;
      await insertRaw(t, w.cast.coach.id, w.cast.client.id, startUtc, 60);
      await expect(insertRaw(t, w.cast.coach.id, secondClient.id, startUtc, 60, { status: 'requested' })).rejects.toThrow();
      // A cancelled one, or a workshop, does not hold the start.
      await insertRaw(t, w.cast.coach.id, secondClient.id, startUtc, 60, { status: 'cancelled' });
      await insertRaw(t, w.cast.coach.id, secondClient.id, startUtc, 60, { kind: 'workshop' });
    });
  });

  describe('who is free', () => {
    it('lists the coaches whose hours hold the time, not away, with no session then', async () => {
      const { admin, client } = await makeCast(t.app);
      const region = `Lethbridge ${kind}`;
      const coach = (lastname: string, r = region) => makeUser(t.app, ROLES.COACH, { region: r, lastname });
      const [free, busy, away, noHours, call_, elsewhere] = await Promise.all([
        coach('Aalto'),
        coach('Brown'),
        coach('Chen'),
        coach('Dube'),
        coach('Eze'),
        coach('Ford', `Red Deer ${kind}`),
      ]);
      const morning = [{ weekday: 1, startTime: '09:00', endTime: '12:00', mode: 'visit' }];
      for (const c of [free, busy, away, elsewhere]) await putHours(t, c, morning);
      await putHours(t, call_, [
        { weekday: 1, startTime: '10:00', endTime: '10:30', mode: 'call' },
        { weekday: 1, startTime: '10:30', endTime: '12:00', mode: 'call' },
      ]);
      await insertRaw(t, busy.id, client.id, `${MONDAY}T16:30:00.000Z`, 30); // 10:30–11:00
      await awayDays(t, away, addDays(MONDAY, -1), MONDAY);
      void noHours;

      const ask = (q: string) => call(t.app, 'GET', `/api/coaches/free?${q}`, { token: admin.token });
      const res = await ask(`start=${MONDAY}T10:00&minutes=60&region=${encodeURIComponent(region)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data).toEqual([{ id: free.id, firstname: free.row.firstname, lastname: 'Aalto', region, mode: 'visit' }]);
      // Before the busy coach's session, both are free; an hour in one block is needed (Eze's two blocks do not join).
      const early = await ask(`start=${MONDAY}T09:00&minutes=90&region=${encodeURIComponent(region)}`);
      expect(early.data.map((c: { lastname: string }) => c.lastname)).toEqual(['Aalto', 'Brown']);
      const call30 = await ask(`start=${MONDAY}T10:00&minutes=30&region=${encodeURIComponent(region)}`);
      expect(call30.data.map((c: { lastname: string; mode: string }) => `${c.lastname} ${c.mode}`)).toEqual([
        'Aalto visit',
        'Brown visit',
        'Eze call',
      ]);
      // Past the end of the hours, or on another weekday: nobody.
      expect((await ask(`start=${MONDAY}T11:30&minutes=60&region=${encodeURIComponent(region)}`)).data).toEqual([]);
      expect((await ask(`start=${TUESDAY}T10:00&minutes=60&region=${encodeURIComponent(region)}`)).data).toEqual([]);
      // Without a region, every region's free coaches.
      const everywhere = (await ask(`start=${MONDAY}T10:00&minutes=60`)).data.map((c: { id: number }) => c.id);
      expect(everywhere).toEqual(expect.arrayContaining([free.id, elsewhere.id]));
      expect(everywhere).not.toContain(busy.id);
      expect(everywhere).not.toContain(away.id);
      const bad = await ask(`start=${MONDAY}T25:00`);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('across 2026-11-01 through the API (the clock set to 2026-10-28)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    it('a Monday 10:00 block gives 10:00 slots on both sides, and a booking at 16:00 UTC takes the second', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-28T18:00:00Z') });
      const { coach, client } = await makeCast(t.app);
      await putHours(t, coach, [{ weekday: 1, startTime: '10:00', endTime: '11:00', mode: 'visit' }]);
      const slotsBefore = await call(t.app, 'GET', `/api/coaches/${coach.id}/slots?from=2026-10-26&to=2026-11-09`, { token: client.token });
      expect(slotsBefore.statusCode, slotsBefore.body).toBe(200);
      expect(starts(slotsBefore)).toEqual(['2026-11-02T10:00', '2026-11-09T10:00']);
      const booked = await call(t.app, 'POST', '/api/sessions/requests', {
        token: client.token,
        body: { coach_id: coach.id, start: '2026-11-02T10:00', kind: 'visit' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.data).toMatchObject({ start: '2026-11-02T16:00:00.000Z', localStart: '2026-11-02T10:00' });
      const slotsAfter = await call(t.app, 'GET', `/api/coaches/${coach.id}/slots?from=2026-10-26&to=2026-11-09`, { token: client.token });
      expect(starts(slotsAfter)).toEqual(['2026-11-09T10:00']);
    });
  });
});
