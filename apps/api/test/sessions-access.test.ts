import { ROLES } from '@tc/contract/roles';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../src/features/sessions/sessions-repository';
import { nowIso } from '../src/lib/time';
import { type Cast, assign, makeCast, makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';

/**
 * The access table of docs/architecture.md#access for coaching sessions: every session call, asked by each
 * actor about `client`'s session (with `coach`), and about a session of a client that both coaches share
 * (with `otherCoach`). Every cell runs on a world of its own; a refused call must leave it as it was.
 */

const ACTORS = ['visitor', 'client', 'otherClient', 'coach', 'otherCoach', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

interface World {
  cast: Cast;
  /** A client coached by both `coach` and `otherCoach`. */
  shared: number;
  /** `client`'s session with `coach`, next year; one of last winter; `otherClient`'s with `otherCoach`; the shared client's with `otherCoach`. */
  session: number;
  past: number;
  otherSession: number;
  sharedSession: number;
}

interface Row {
  method: InjectOptions['method'];
  name: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  setup?: (t: TestApp, w: World) => Promise<void>;
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
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

const READ_LIST = { visitor: 401, client: 200, otherClient: 403, coach: 200, otherCoach: 403, admin: 200 };
const READ_ONE = { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 };
/** Staff-only calls refuse every client (403, before the record is looked up); a coach who cannot read the record 404. */
const CREATE = { visitor: 401, client: 403, otherClient: 403, coach: 201, otherCoach: 403, admin: 201 };
const CHANGE = { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 404, admin: 200 };
const SHARED = { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 200, admin: 200 };
const ADMIN_ONLY = { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 200 };

const ROWS: Row[] = [
  {
    method: 'GET',
    name: '/api/sessions (what each may see)',
    url: () => '/api/sessions?pageSize=500',
    expect: { visitor: 401, client: 200, otherClient: 200, coach: 200, otherCoach: 200, admin: 200 },
    check: (res, w, actor) => {
      const mine: Record<Exclude<ActorKey, 'visitor' | 'admin'>, number[]> = {
        client: [w.session, w.past],
        otherClient: [w.otherSession],
        // A coach sees their clients' sessions, a shared client's with the other coach too, and no one else's.
        coach: [w.session, w.past, w.sharedSession],
        otherCoach: [w.otherSession, w.sharedSession],
      };
      const got = ids(res.data);
      if (actor === 'admin') expect(got).toEqual(expect.arrayContaining([w.session, w.past, w.otherSession, w.sharedSession]));
      else expect(got).toEqual(mine[actor as keyof typeof mine].sort((a, b) => a - b));
      expect(res.headers['x-total-count']).toBe(String(res.data.length));
    },
  },
  {
    method: 'GET',
    name: '/api/sessions?client_id={client}',
    url: (w) => `/api/sessions?client_id=${w.cast.client.id}`,
    expect: READ_LIST,
    check: (res, w) => expect(ids(res.data)).toEqual([w.session, w.past].sort((a, b) => a - b)),
  },
  {
    method: 'GET',
    name: '/api/sessions?coach_id={otherCoach} (a coach sees a shared client’s only)',
    url: (w) => `/api/sessions?coach_id=${w.cast.otherCoach.id}`,
    expect: { visitor: 401, client: 200, otherClient: 200, coach: 200, otherCoach: 200, admin: 200 },
    check: (res, w, actor) => {
      const expected = { client: [], otherClient: [w.otherSession], coach: [w.sharedSession] }[actor as string] ?? [
        w.otherSession,
        w.sharedSession,
      ];
      expect(ids(res.data)).toEqual(expected.sort((a, b) => a - b));
    },
  },
  {
    method: 'GET',
    name: '/api/sessions?archived=true',
    url: () => '/api/sessions?archived=true',
    expect: ADMIN_ONLY,
  },
  {
    method: 'GET',
    name: '/api/sessions/check?coach_id={coach}',
    url: (w) => `/api/sessions/check?coach_id=${w.cast.coach.id}&start=2027-01-04T10:30&minutes=60`,
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 403, admin: 200 },
    check: (res, w) => expect(res.data).toEqual({ overlapping: [expect.objectContaining({ id: w.session })], outsideAvailability: false }),
  },
  {
    method: 'GET',
    name: '/api/sessions/{id}',
    url: (w) => `/api/sessions/${w.session}`,
    expect: READ_ONE,
    check: (res, w) =>
      expect(res.data).toMatchObject({
        id: w.session,
        client_id: w.cast.client.id,
        coach_id: w.cast.coach.id,
        localStart: '2027-01-04T10:00',
        start: '2027-01-04T16:00:00.000Z',
        status: 'scheduled',
      }),
  },
  {
    method: 'GET',
    name: '/api/sessions/{id} (a shared client’s, with the other coach)',
    url: (w) => `/api/sessions/${w.sharedSession}`,
    expect: { visitor: 401, client: 404, otherClient: 404, coach: 200, otherCoach: 200, admin: 200 },
  },
  {
    method: 'POST',
    name: '/api/sessions',
    url: () => '/api/sessions',
    body: (w) => ({ client_id: w.cast.client.id, start: '2027-02-01T09:00', minutes: 60, kind: 'visit' }),
    expect: CREATE,
    // The client has one coach: an administrator who names none schedules with them.
    check: (res, w) => expect(res.data).toMatchObject({ client_id: w.cast.client.id, coach_id: w.cast.coach.id, status: 'scheduled' }),
  },
  {
    method: 'PUT',
    name: '/api/sessions/{id}',
    url: (w) => `/api/sessions/${w.session}`,
    body: () => ({ agenda: 'Menu planning', start: '2027-01-05T11:00' }),
    expect: CHANGE,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.session, agenda: 'Menu planning', localStart: '2027-01-05T11:00' }),
  },
  {
    method: 'PUT',
    name: '/api/sessions/{id} (a shared client’s, with the other coach)',
    url: (w) => `/api/sessions/${w.sharedSession}`,
    body: () => ({ location: 'At the day home' }),
    expect: SHARED,
  },
  {
    method: 'POST',
    name: '/api/sessions/{id}/status (cancel, with a reason)',
    url: (w) => `/api/sessions/${w.session}/status`,
    body: () => ({ status: 'cancelled', reason: 'Closed for a family event' }),
    expect: { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 },
    check: (res, w, actor) => {
      expect(res.data).toMatchObject({ status: 'cancelled', statusReason: 'Closed for a family event' });
      expect(res.data.statusBy.id).toBe(w.cast[actor as Exclude<ActorKey, 'visitor'>].id);
    },
  },
  {
    method: 'POST',
    name: '/api/sessions/{id}/status (complete)',
    url: (w) => `/api/sessions/${w.past}/status`,
    body: () => ({ status: 'completed' }),
    expect: { visitor: 401, client: 403, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 },
    check: (res) => expect(res.data).toMatchObject({ status: 'completed' }),
  },
  {
    method: 'DELETE',
    name: '/api/sessions/{id}',
    url: (w) => `/api/sessions/${w.session}`,
    expect: CHANGE,
    check: async (res, w, _a, t) => {
      expect(res.data).toEqual({ id: w.session });
      const row = await t.app.db.selectFrom('coaching_sessions').select('deleted_at').where('id', '=', w.session).executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
    },
  },
  {
    method: 'POST',
    name: '/api/sessions/{id}/restore',
    url: (w) => `/api/sessions/${w.session}/restore`,
    setup: async (t, w) => {
      await t.app.db.updateTable('coaching_sessions').set({ deleted_at: nowIso() }).where('id', '=', w.session).execute();
    },
    expect: ADMIN_ONLY,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.session, archivedAt: null }),
  },
];

async function makeWorld(t: TestApp): Promise<World> {
  const cast = await makeCast(t.app);
  const shared = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
  await assign(t.app, shared.id, cast.coach.id);
  await assign(t.app, shared.id, cast.otherCoach.id);
  const session = (client_id: number, coach_id: number, localStart: string) =>
    insertSession(t.app.db, {
      client_id,
      coach_id,
      actionplan_id: null,
      localStart,
      minutes: 60,
      kind: 'visit',
      location: null,
      agenda: null,
      status: 'scheduled',
      series_id: null,
      repeat_rule: null,
      created_by: cast.admin.id,
    });
  return {
    cast,
    shared: shared.id,
    session: await session(cast.client.id, cast.coach.id, '2027-01-04T10:00'),
    past: await session(cast.client.id, cast.coach.id, '2026-02-02T10:00'),
    otherSession: await session(cast.otherClient.id, cast.otherCoach.id, '2027-01-04T10:00'),
    sharedSession: await session(shared.id, cast.otherCoach.id, '2027-01-06T10:00'),
  };
}

async function snapshot(t: TestApp, w: World) {
  const db = t.app.db;
  const people = [w.cast.client.id, w.cast.otherClient.id, w.shared];
  return {
    sessions: await db.selectFrom('coaching_sessions').selectAll().where('client_id', 'in', people).orderBy('id').execute(),
    audit: (
      await db
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  };
}

const tokenOf = (w: World, actor: ActorKey) => (actor === 'visitor' ? undefined : w.cast[actor].token);

describe.each(DATABASES)('session access on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  for (const row of ROWS) {
    describe(`${row.method} ${row.name}`, () => {
      for (const actor of ACTORS) {
        const expected = row.expect[actor];
        it(`${actor} → ${expected}`, async () => {
          const w = await makeWorld(t);
          await row.setup?.(t, w);
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
});
