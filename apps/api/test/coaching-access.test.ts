import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { nowIso } from '../src/lib/time';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';
import { type Cast, makeCast } from './fixtures';

/**
 * The access table of docs/architecture.md#access for the coaching records: every
 * endpoint of client-coach, action-plans and action-journals, asked by each
 * actor about `client`'s records. Every cell runs on a world of its own (a
 * fresh cast, assignment, plans and entries), so a write one cell lets through
 * cannot change what another cell sees; a refused call must leave the world as
 * it was.
 */

const ACTORS = ['visitor', 'client', 'otherClient', 'coach', 'otherCoach', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

interface World {
  cast: Cast;
  /** Assignment of `client` to `coach`. */
  a1: number;
  /** Assignment of `otherClient` to `otherCoach`. */
  a2: number;
  /** `client`'s plan, written by `coach`, and an entry on it (30 minutes). */
  plan: number;
  entry: number;
  /** `otherClient`'s plan, written by `otherCoach`, and an entry on it. */
  otherPlan: number;
  otherEntry: number;
}

interface Row {
  method: InjectOptions['method'];
  /** What the row shows, e.g. the path; the method is prepended. */
  name: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  /** Runs before the call, e.g. to archive the record a restore brings back. */
  setup?: (t: TestApp, w: World) => Promise<void>;
  expect: Record<ActorKey, number>;
  /** More assertions on an allowed call. */
  check?: (res: Res, w: World, actor: ActorKey, t: TestApp) => void | Promise<void>;
}

const PLAN_DATE = '2025-03-01';
const ENTRY_DATE = '2025-03-02';

/** The error code docs/architecture.md#errors pairs with each refusal. */ const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

/** Reads: administrator, assigned coach and the client themself; lists refuse (403), records by id hide (404). */
const READ_LIST = { visitor: 401, client: 200, otherClient: 403, coach: 200, otherCoach: 403, admin: 200 };
const READ_ONE = { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 };
/**
 * Writes: administrator and assigned coach; any client 403 (a client never writes, and is told so before the
 * record is looked up, so nothing leaks); a coach who cannot read the record 404 (by id) or 403 (named in the body).
 */
const CREATE = { visitor: 401, client: 403, otherClient: 403, coach: 201, otherCoach: 403, admin: 201 };
const CHANGE = { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 404, admin: 200 };
const ADMIN_ONLY = { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 200 };

const ROWS: Row[] = [
  // ---- Client–coach assignments ----
  {
    method: 'GET',
    name: '/api/client-coach (only the assignments you are part of)',
    url: () => '/api/client-coach',
    expect: { visitor: 401, client: 200, otherClient: 200, coach: 200, otherCoach: 200, admin: 200 },
    check: (res, w, actor) => {
      const got = ids(res.data);
      if (actor === 'admin') expect(got).toEqual(expect.arrayContaining([w.a1, w.a2]));
      else expect(got).toEqual(actor === 'client' || actor === 'coach' ? [w.a1] : [w.a2]);
    },
  },
  {
    method: 'GET',
    name: '/api/client-coach?client_id={client}',
    url: (w) => `/api/client-coach?client_id=${w.cast.client.id}`,
    expect: { visitor: 401, client: 200, otherClient: 200, coach: 200, otherCoach: 200, admin: 200 },
    check: (res, w, actor) => expect(ids(res.data)).toEqual(actor === 'otherClient' || actor === 'otherCoach' ? [] : [w.a1]),
  },
  {
    method: 'GET',
    name: '/api/client-coach?coach_id={coach}',
    url: (w) => `/api/client-coach?coach_id=${w.cast.coach.id}`,
    expect: { visitor: 401, client: 200, otherClient: 200, coach: 200, otherCoach: 200, admin: 200 },
    check: (res, w, actor) => expect(ids(res.data)).toEqual(actor === 'otherClient' || actor === 'otherCoach' ? [] : [w.a1]),
  },
  {
    method: 'GET',
    name: '/api/client-coach/{id}',
    url: (w) => `/api/client-coach/${w.a1}`,
    expect: { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 },
    check: (res, w) => {
      expect(res.data).toMatchObject({ id: w.a1, client_id: w.cast.client.id, coach_id: w.cast.coach.id });
      expect(res.data.client).toMatchObject({ id: w.cast.client.id, firstname: w.cast.client.row.firstname });
      expect(res.data.coach).toMatchObject({ id: w.cast.coach.id, lastname: w.cast.coach.row.lastname });
    },
  },
  {
    method: 'POST',
    name: '/api/client-coach',
    url: () => '/api/client-coach',
    body: (w) => ({ client_id: w.cast.client.id, coach_id: w.cast.otherCoach.id }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 201 },
    check: (res, w) => expect(res.data).toMatchObject({ client_id: w.cast.client.id, coach_id: w.cast.otherCoach.id }),
  },
  {
    method: 'PUT',
    name: '/api/client-coach (id in the body)',
    url: () => '/api/client-coach',
    body: (w) => ({ id: w.a1, client_id: w.cast.client.id, coach_id: w.cast.otherCoach.id }),
    expect: ADMIN_ONLY,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.a1, client_id: w.cast.client.id, coach_id: w.cast.otherCoach.id }),
  },
  {
    method: 'DELETE',
    name: '/api/client-coach/{id}',
    url: (w) => `/api/client-coach/${w.a1}`,
    expect: ADMIN_ONLY,
    check: async (res, w, _a, t) => {
      expect(res.data).toEqual({ id: w.a1 });
      expect(await t.app.db.selectFrom('client_coach').select('id').where('id', '=', w.a1).executeTakeFirst()).toBeUndefined();
    },
  },

  // ---- Action plans ----
  {
    method: 'GET',
    name: '/api/action-plans?clientId={client}',
    url: (w) => `/api/action-plans?clientId=${w.cast.client.id}`,
    expect: READ_LIST,
    check: (res, w) => {
      expect(res.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
      expect(ids(res.data.actionPlans)).toEqual([w.plan]);
    },
  },
  {
    method: 'GET',
    name: '/api/action-plans/{id}',
    url: (w) => `/api/action-plans/${w.plan}`,
    expect: READ_ONE,
    check: (res, w) =>
      expect(res.data).toMatchObject({
        id: w.plan,
        client_id: w.cast.client.id,
        coach_id: w.cast.coach.id,
        coach: { id: w.cast.coach.id, firstname: w.cast.coach.row.firstname, lastname: w.cast.coach.row.lastname },
      }),
  },
  {
    method: 'POST',
    name: '/api/action-plans',
    url: () => '/api/action-plans',
    body: (w) => ({ client_id: w.cast.client.id, date: '2025-04-01', summary: 'Plan the spring menu' }),
    expect: CREATE,
    check: (res, w, actor) => {
      expect(res.data).toMatchObject({ client_id: w.cast.client.id, date: '2025-04-01', summary: 'Plan the spring menu' });
      // A coach's plan is theirs; an administrator who names nobody writes a plan without a coach.
      expect(res.data.coach_id).toBe(actor === 'coach' ? w.cast.coach.id : null);
    },
  },
  {
    method: 'PUT',
    name: '/api/action-plans/{id}',
    url: (w) => `/api/action-plans/${w.plan}`,
    body: () => ({ summary: 'Changed summary' }),
    expect: CHANGE,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.plan, summary: 'Changed summary', client_id: w.cast.client.id }),
  },
  {
    method: 'DELETE',
    name: '/api/action-plans/{id}',
    url: (w) => `/api/action-plans/${w.plan}`,
    expect: CHANGE,
    check: async (res, w, _a, t) => {
      expect(res.data).toEqual({ id: w.plan });
      const row = await t.app.db.selectFrom('action_plans').select('deleted_at').where('id', '=', w.plan).executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
    },
  },
  {
    method: 'POST',
    name: '/api/action-plans/{id}/restore',
    url: (w) => `/api/action-plans/${w.plan}/restore`,
    setup: (t, w) => archive(t, 'action_plans', w.plan),
    expect: ADMIN_ONLY,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.plan, archivedAt: null }),
  },

  // ---- Action journals ----
  {
    method: 'GET',
    name: '/api/action-journals?client_id={client}',
    url: (w) => `/api/action-journals?client_id=${w.cast.client.id}`,
    expect: READ_LIST,
    check: (res, w) => expect(ids(res.data)).toEqual([w.entry]),
  },
  {
    method: 'GET',
    name: '/api/action-journals/filter?actionplan_id={plan}',
    url: (w) => `/api/action-journals/filter?actionplan_id=${w.plan}`,
    expect: READ_ONE,
    check: (res, w) => expect(ids(res.data)).toEqual([w.entry]),
  },
  {
    method: 'GET',
    name: '/api/action-journals/summary?client_id={client}',
    url: (w) => `/api/action-journals/summary?client_id=${w.cast.client.id}`,
    expect: READ_LIST,
    check: (res, w) => expect(res.data).toMatchObject({ client_id: w.cast.client.id, entries: 1, minutes: 30 }),
  },
  {
    method: 'GET',
    name: '/api/action-journals/{id}',
    url: (w) => `/api/action-journals/${w.entry}`,
    expect: READ_ONE,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.entry, actionplan_id: w.plan, client_id: w.cast.client.id, minutes: 30 }),
  },
  {
    method: 'POST',
    name: '/api/action-journals',
    url: () => '/api/action-journals',
    body: (w) => ({ actionplan_id: w.plan, date: ENTRY_DATE, minutes: 45, activity: 'phone' }),
    expect: CREATE,
    check: (res, w) =>
      // The entry's client is the plan's; its coach the coach who logs it, or (administrator) the plan's coach.
      expect(res.data).toMatchObject({
        actionplan_id: w.plan,
        client_id: w.cast.client.id,
        coach_id: w.cast.coach.id,
        minutes: 45,
        activity: 'phone',
      }),
  },
  {
    method: 'PUT',
    name: '/api/action-journals/{id}',
    url: (w) => `/api/action-journals/${w.entry}`,
    body: () => ({ minutes: 50 }),
    expect: CHANGE,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.entry, minutes: 50 }),
  },
  {
    method: 'DELETE',
    name: '/api/action-journals/{id}',
    url: (w) => `/api/action-journals/${w.entry}`,
    expect: CHANGE,
    check: async (res, w, _a, t) => {
      expect(res.data).toEqual({ id: w.entry });
      const row = await t.app.db.selectFrom('action_journals').select('deleted_at').where('id', '=', w.entry).executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
    },
  },
  {
    method: 'POST',
    name: '/api/action-journals/{id}/restore',
    url: (w) => `/api/action-journals/${w.entry}/restore`,
    setup: (t, w) => archive(t, 'action_journals', w.entry),
    expect: ADMIN_ONLY,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.entry, archivedAt: null }),
  },

  // ---- Ids in the body are checked like ids in the path ----
  {
    method: 'POST',
    name: '/api/action-plans with client_id of otherClient in the body',
    url: () => '/api/action-plans',
    body: (w) => ({ client_id: w.cast.otherClient.id, date: '2025-04-01', summary: 'Not yours' }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 201, admin: 201 },
    check: (res, w) => expect(res.data.client_id).toBe(w.cast.otherClient.id),
  },
  {
    method: 'PUT',
    name: '/api/action-plans/{id} moving the plan to otherClient (client_id in the body)',
    url: (w) => `/api/action-plans/${w.plan}`,
    body: (w) => ({ client_id: w.cast.otherClient.id }),
    // An administrator gets 400: the plan's coach is not assigned to otherClient.
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 404, admin: 400 },
  },
  {
    method: 'PUT',
    name: '/api/action-plans/{id} moving the plan to otherClient with otherClient’s coach',
    url: (w) => `/api/action-plans/${w.plan}`,
    body: (w) => ({ client_id: w.cast.otherClient.id, coach_id: w.cast.otherCoach.id }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 404, admin: 200 },
    check: async (res, w, _a, t) => {
      expect(res.data).toMatchObject({ id: w.plan, client_id: w.cast.otherClient.id, coach_id: w.cast.otherCoach.id });
      // Its entries move with it: an entry's client is its plan's.
      const entry = await t.app.db.selectFrom('action_journals').select('client_id').where('id', '=', w.entry).executeTakeFirstOrThrow();
      expect(entry.client_id).toBe(w.cast.otherClient.id);
    },
  },
  {
    method: 'POST',
    name: '/api/action-journals against otherClient’s plan (actionplan_id in the body)',
    url: () => '/api/action-journals',
    body: (w) => ({ actionplan_id: w.otherPlan, date: ENTRY_DATE, minutes: 15, activity: 'email' }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 201, admin: 201 },
    check: (res, w) =>
      expect(res.data).toMatchObject({ actionplan_id: w.otherPlan, client_id: w.cast.otherClient.id, coach_id: w.cast.otherCoach.id }),
  },
  {
    method: 'PUT',
    name: '/api/action-journals/{id} moving the entry to otherClient’s plan',
    url: (w) => `/api/action-journals/${w.entry}`,
    body: (w) => ({ actionplan_id: w.otherPlan }),
    // An administrator gets 400: an entry stays with its client.
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 404, admin: 400 },
  },
  {
    method: 'POST',
    name: '/api/action-plans naming otherCoach as coach_id',
    url: () => '/api/action-plans',
    body: (w) => ({ client_id: w.cast.client.id, coach_id: w.cast.otherCoach.id, date: '2025-04-01', summary: 'As someone else' }),
    // An administrator may name only a coach assigned to the client: 400.
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 400 },
  },
  {
    method: 'PUT',
    name: '/api/action-plans/{id} naming otherCoach as coach_id',
    url: (w) => `/api/action-plans/${w.plan}`,
    body: (w) => ({ coach_id: w.cast.otherCoach.id }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 404, admin: 400 },
  },
  {
    method: 'POST',
    name: '/api/action-journals naming otherCoach as coach_id',
    url: () => '/api/action-journals',
    body: (w) => ({ actionplan_id: w.plan, coach_id: w.cast.otherCoach.id, date: ENTRY_DATE, minutes: 15, activity: 'email' }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 400 },
  },
  {
    method: 'PUT',
    name: '/api/action-journals/{id} naming otherCoach as coach_id',
    url: (w) => `/api/action-journals/${w.entry}`,
    body: (w) => ({ coach_id: w.cast.otherCoach.id }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 404, admin: 400 },
  },
];

async function archive(t: TestApp, table: 'action_plans' | 'action_journals', id: number) {
  await t.app.db.updateTable(table).set({ deleted_at: nowIso() }).where('id', '=', id).execute();
}

/** A world of its own for one cell, written straight to the database. */
async function makeWorld(t: TestApp): Promise<World> {
  const db = t.app.db;
  const cast = await makeCast(t.app);
  const now = nowIso();
  const assignmentOf = async (clientId: number) =>
    (await db.selectFrom('client_coach').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow()).id;
  const plan = async (clientId: number, coachId: number) =>
    (
      await db
        .insertInto('action_plans')
        .values({
          client_id: clientId,
          coach_id: coachId,
          date: PLAN_DATE,
          summary: 'Open a second room',
          description: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const entry = async (planId: number, clientId: number, coachId: number) =>
    (
      await db
        .insertInto('action_journals')
        .values({
          actionplan_id: planId,
          client_id: clientId,
          coach_id: coachId,
          date: ENTRY_DATE,
          minutes: 30,
          activity: 'meeting',
          notes: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const p = await plan(cast.client.id, cast.coach.id);
  const op = await plan(cast.otherClient.id, cast.otherCoach.id);
  return {
    cast,
    a1: await assignmentOf(cast.client.id),
    a2: await assignmentOf(cast.otherClient.id),
    plan: p,
    entry: await entry(p, cast.client.id, cast.coach.id),
    otherPlan: op,
    otherEntry: await entry(op, cast.otherClient.id, cast.otherCoach.id),
  };
}

/** Everything a cell could change in its world, to prove a refused call changed nothing. */
async function snapshot(t: TestApp, w: World) {
  const db = t.app.db;
  const people = [w.cast.client.id, w.cast.otherClient.id];
  return {
    assignments: await db.selectFrom('client_coach').selectAll().where('client_id', 'in', people).orderBy('id').execute(),
    plans: await db.selectFrom('action_plans').selectAll().where('client_id', 'in', people).orderBy('id').execute(),
    entries: await db.selectFrom('action_journals').selectAll().where('client_id', 'in', people).orderBy('id').execute(),
    audit: (
      await db
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  };
}

const tokenOf = (w: World, actor: ActorKey) => (actor === 'visitor' ? undefined : w.cast[actor].token);

describe.each(DATABASES)('coaching access on %s', (kind) => {
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

  it('removing an assignment takes the coach’s access to that client away at once', async () => {
    const w = await makeWorld(t);
    const { admin, coach, client } = w.cast;
    const asCoach = (url: string) => call(t.app, 'GET', url, { token: coach.token });
    expect((await asCoach(`/api/action-plans?clientId=${client.id}`)).statusCode).toBe(200);
    expect((await asCoach(`/api/action-plans/${w.plan}`)).statusCode).toBe(200);

    expect((await call(t.app, 'DELETE', `/api/client-coach/${w.a1}`, { token: admin.token })).statusCode).toBe(200);

    // The same token, the very next request.
    expect((await asCoach(`/api/action-plans?clientId=${client.id}`)).statusCode).toBe(403);
    expect((await asCoach(`/api/action-plans/${w.plan}`)).statusCode).toBe(404);
    expect((await asCoach(`/api/action-journals?client_id=${client.id}`)).statusCode).toBe(403);
    expect((await asCoach(`/api/action-journals/${w.entry}`)).statusCode).toBe(404);
    expect((await asCoach(`/api/action-journals/filter?actionplan_id=${w.plan}`)).statusCode).toBe(404);
    const write = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, { token: coach.token, body: { summary: 'Too late' } });
    expect(write.statusCode).toBe(404);
    // Nor does the plan show up in the coach's unfiltered list.
    const mine = await asCoach('/api/action-plans');
    expect(mine.statusCode).toBe(200);
    expect(ids(mine.data.actionPlans)).not.toContain(w.plan);
    // The client still reads their own plan.
    expect((await call(t.app, 'GET', `/api/action-plans/${w.plan}`, { token: client.token })).statusCode).toBe(200);
  });
});
