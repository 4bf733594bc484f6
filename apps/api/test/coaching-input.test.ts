import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInAlberta } from '../src/lib/time';
import { call, createTestApp, DATABASES, type JsonBody, type Res, type TestApp } from './harness';
import { assign, type Cast, makeCast, makeUser, type Person } from './fixtures';

/**
 * Bad input on the coaching endpoints: 400 in the error shape of docs/architecture.md#errors and
 * nothing written; duplicate assignments 409; then paging of action plans and
 * the soft delete and restore round trip of plans and journal entries.
 */

/** Tomorrow's calendar date where the centre works. */
function tomorrowInAlberta(): string {
  const d = new Date(`${todayInAlberta()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function expect400(res: Res, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.data).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR' });
  expect(res.data.error.length).toBeGreaterThan(0);
  expect(Array.isArray(res.data.issues)).toBe(true);
  expect(res.data.issues).toContainEqual(expect.objectContaining({ path: [field] }));
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe.each(DATABASES)('coaching input on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const count = async (table: 'action_plans' | 'action_journals' | 'client_coach' | 'audit_entries') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    plans: await count('action_plans'),
    journals: await count('action_journals'),
    assignments: await count('client_coach'),
    audit: await count('audit_entries'),
  });

  /** A client of their own, assigned to `coach`. */
  async function newClient(): Promise<Person> {
    const c = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, c.id, cast.coach.id);
    return c;
  }

  async function newPlan(clientId: number, extra: object = {}, as: Person = cast.coach) {
    const res = await call(t.app, 'POST', '/api/action-plans', {
      token: as.token,
      body: { client_id: clientId, date: '2025-06-01', summary: 'Get licensed', ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data as { id: number; client_id: number; date: string };
  }

  async function newEntry(planId: number, extra: object = {}, as: Person = cast.coach) {
    const res = await call(t.app, 'POST', '/api/action-journals', {
      token: as.token,
      body: { actionplan_id: planId, date: '2025-06-02', minutes: 30, activity: 'meeting', ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data as { id: number; minutes: number };
  }

  const row = (table: 'action_plans' | 'action_journals', id: number) =>
    t.app.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  // ---- Journal entries ----

  const badEntries: [string, string, Record<string, unknown>][] = [
    ['an unknown actionplan_id', 'actionplan_id', { actionplan_id: 987654 }],
    ['minutes 0', 'minutes', { minutes: 0 }],
    ['minutes -5', 'minutes', { minutes: -5 }],
    ['minutes 1.5', 'minutes', { minutes: 1.5 }],
    ['minutes 1441', 'minutes', { minutes: 1441 }],
    ['minutes "60" (a string)', 'minutes', { minutes: '60' }],
    ['a future date (tomorrow in Alberta)', 'date', { date: tomorrowInAlberta() }],
    ['an impossible date 2026-02-30', 'date', { date: '2026-02-30' }],
    ['a date that is not YYYY-MM-DD', 'date', { date: '02/03/2025' }],
    ['an unknown activity', 'activity', { activity: 'juggling' }],
    ['client_id (an unknown field)', 'client_id', { client_id: 1 }],
    ['id (an unknown field)', 'id', { id: 5 }],
    ['createdAt (an unknown field)', 'createdAt', { createdAt: '2025-01-01T00:00:00.000Z' }],
  ];

  it.each(badEntries)('POST /api/action-journals with %s: 400, nothing written', async (_name, field, patch) => {
    const c = await newClient();
    const plan = await newPlan(c.id);
    const before = await counts();
    const body = { actionplan_id: plan.id, date: '2025-06-02', minutes: 30, activity: 'meeting', ...patch };
    for (const as of [cast.coach, cast.admin]) {
      expect400(await call(t.app, 'POST', '/api/action-journals', { token: as.token, body }), field);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(badEntries.filter(([, field]) => field !== 'actionplan_id'))(
    'PUT /api/action-journals/{id} with %s: 400, entry unchanged',
    async (_name, field, patch) => {
      const c = await newClient();
      const entry = await newEntry((await newPlan(c.id)).id);
      const stored = await row('action_journals', entry.id);
      const before = await counts();
      for (const as of [cast.coach, cast.admin]) {
        expect400(await call(t.app, 'PUT', `/api/action-journals/${entry.id}`, { token: as.token, body: patch }), field);
      }
      expect(await counts()).toEqual(before);
      expect(await row('action_journals', entry.id)).toEqual(stored);
    },
  );

  it('PUT /api/action-journals/{id} to an unknown plan: 400, entry unchanged', async () => {
    const c = await newClient();
    const entry = await newEntry((await newPlan(c.id)).id);
    const stored = await row('action_journals', entry.id);
    const before = await counts();
    expect400(
      await call(t.app, 'PUT', `/api/action-journals/${entry.id}`, { token: cast.coach.token, body: { actionplan_id: 987654 } }),
      'actionplan_id',
    );
    expect(await counts()).toEqual(before);
    expect(await row('action_journals', entry.id)).toEqual(stored);
  });

  it('PUT /api/action-journals/{id} moving an entry to a plan of another client: 400, entry unchanged', async () => {
    // The coach coaches both clients, so only the rule "an entry stays with its client" stands in the way.
    const a = await newClient();
    const b = await newClient();
    const entry = await newEntry((await newPlan(a.id)).id);
    const planOfB = await newPlan(b.id);
    const planOfOther = await newPlan(cast.otherClient.id, {}, cast.otherCoach);
    const stored = await row('action_journals', entry.id);
    const before = await counts();
    expect400(
      await call(t.app, 'PUT', `/api/action-journals/${entry.id}`, { token: cast.coach.token, body: { actionplan_id: planOfB.id } }),
      'actionplan_id',
    );
    expect400(
      await call(t.app, 'PUT', `/api/action-journals/${entry.id}`, { token: cast.admin.token, body: { actionplan_id: planOfB.id } }),
      'actionplan_id',
    );
    expect400(
      await call(t.app, 'PUT', `/api/action-journals/${entry.id}`, { token: cast.admin.token, body: { actionplan_id: planOfOther.id } }),
      'actionplan_id',
    );
    expect(await counts()).toEqual(before);
    expect(await row('action_journals', entry.id)).toEqual(stored);
  });

  it('accepts the edges: minutes 1 and 1440, today in Alberta, every activity', async () => {
    const c = await newClient();
    const plan = await newPlan(c.id);
    expect((await newEntry(plan.id, { minutes: 1 })).minutes).toBe(1);
    expect((await newEntry(plan.id, { minutes: 1440, date: todayInAlberta() })).minutes).toBe(1440);
    for (const activity of ['meeting', 'phone', 'email', 'site_visit', 'training', 'preparation', 'travel', 'other'])
      await newEntry(plan.id, { activity });
    const moved = await call(t.app, 'PUT', `/api/action-journals/${(await newEntry(plan.id)).id}`, {
      token: cast.coach.token,
      body: { actionplan_id: (await newPlan(c.id)).id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  // ---- Action plans ----

  const badPlans: [string, string, Record<string, unknown>][] = [
    ['no summary', 'summary', { summary: undefined }],
    ['a blank summary', 'summary', { summary: '   ' }],
    ['a summary of 301 characters', 'summary', { summary: 'x'.repeat(301) }],
    ['an impossible date 2026-02-30', 'date', { date: '2026-02-30' }],
    ['id (an unknown field)', 'id', { id: 77 }],
    ['createdAt (an unknown field)', 'createdAt', { createdAt: '2025-01-01T00:00:00.000Z' }],
    ['deleted_at (an unknown field)', 'deleted_at', { deleted_at: null }],
  ];

  it.each(badPlans)('POST /api/action-plans with %s: 400, nothing written', async (_name, field, patch) => {
    const c = await newClient();
    const before = await counts();
    const body = JSON.parse(JSON.stringify({ client_id: c.id, date: '2025-06-01', summary: 'Get licensed', ...patch }));
    for (const as of [cast.coach, cast.admin]) {
      expect400(await call(t.app, 'POST', '/api/action-plans', { token: as.token, body }), field);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(badPlans.filter(([name]) => name !== 'no summary'))(
    'PUT /api/action-plans/{id} with %s: 400, plan unchanged',
    async (_name, field, patch) => {
      const plan = await newPlan((await newClient()).id);
      const stored = await row('action_plans', plan.id);
      const before = await counts();
      for (const as of [cast.coach, cast.admin]) {
        expect400(await call(t.app, 'PUT', `/api/action-plans/${plan.id}`, { token: as.token, body: patch }), field);
      }
      expect(await counts()).toEqual(before);
      expect(await row('action_plans', plan.id)).toEqual(stored);
    },
  );

  it('POST /api/action-plans for a user who is not a client (administrator): 400, nothing written', async () => {
    const before = await counts();
    expect400(
      await call(t.app, 'POST', '/api/action-plans', {
        token: cast.admin.token,
        body: { client_id: cast.coach.id, date: '2025-06-01', summary: 'x' },
      }),
      'client_id',
    );
    expect400(
      await call(t.app, 'POST', '/api/action-plans', {
        token: cast.admin.token,
        body: { client_id: 987654, date: '2025-06-01', summary: 'x' },
      }),
      'client_id',
    );
    expect(await counts()).toEqual(before);
  });

  it('accepts a summary of exactly 300 characters', async () => {
    const plan = await newPlan((await newClient()).id, { summary: 's'.repeat(300) });
    expect((await row('action_plans', plan.id)).summary).toHaveLength(300);
  });

  // ---- Client–coach ----

  it('client–coach: a client_id that is a coach or a coach_id that is a client is 400, nothing written', async () => {
    const a = await makeUser(t.app, ROLES.CLIENT);
    const assignment = await assign(t.app, a.id, cast.coach.id);
    const before = await counts();
    const admin = cast.admin.token;
    expect400(
      await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: cast.otherCoach.id, coach_id: cast.coach.id } }),
      'client_id',
    );
    expect400(
      await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: a.id, coach_id: cast.otherClient.id } }),
      'coach_id',
    );
    expect400(
      await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: a.id, coach_id: cast.admin.id } }),
      'coach_id',
    );
    expect400(
      await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: 987654, coach_id: cast.coach.id } }),
      'client_id',
    );
    expect400(
      await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: a.id, coach_id: cast.otherCoach.id, id: 3 } }),
      'id',
    );
    expect400(
      await call(t.app, 'PUT', '/api/client-coach', {
        token: admin,
        body: { id: assignment.id, client_id: cast.otherCoach.id, coach_id: cast.coach.id },
      }),
      'client_id',
    );
    expect400(
      await call(t.app, 'PUT', '/api/client-coach', {
        token: admin,
        body: { id: assignment.id, client_id: a.id, coach_id: cast.otherClient.id },
      }),
      'coach_id',
    );
    expect(await counts()).toEqual(before);
    const stored = await t.app.db.selectFrom('client_coach').selectAll().where('id', '=', assignment.id).executeTakeFirstOrThrow();
    expect(stored).toEqual(assignment);
  });

  it('client–coach: a duplicate assignment is 409 CONFLICT and adds no second row', async () => {
    const a = await makeUser(t.app, ROLES.CLIENT);
    const admin = cast.admin.token;
    const first = await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: a.id, coach_id: cast.coach.id } });
    expect(first.statusCode, first.body).toBe(201);
    const other = await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: a.id, coach_id: cast.otherCoach.id } });
    expect(other.statusCode, other.body).toBe(201);
    const before = await counts();
    const again = await call(t.app, 'POST', '/api/client-coach', { token: admin, body: { client_id: a.id, coach_id: cast.coach.id } });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.data).toMatchObject({ error: expect.any(String), code: 'CONFLICT' });
    // Changing one assignment into the other's pair is the same duplicate.
    const put = await call(t.app, 'PUT', '/api/client-coach', {
      token: admin,
      body: { id: other.data.id, client_id: a.id, coach_id: cast.coach.id },
    });
    expect(put.statusCode, put.body).toBe(409);
    expect(put.data.code).toBe('CONFLICT');
    expect(await counts()).toEqual(before);
    const pairs = await t.app.db
      .selectFrom('client_coach')
      .select(['id', 'coach_id'])
      .where('client_id', '=', a.id)
      .orderBy('id')
      .execute();
    expect(pairs).toEqual([
      { id: first.data.id, coach_id: cast.coach.id },
      { id: other.data.id, coach_id: cast.otherCoach.id },
    ]);
  });

  // ---- Paging ----

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
  ])('GET /api/action-plans?%s is 400', async (query, field) => {
    const res = await call(t.app, 'GET', `/api/action-plans?clientId=${cast.client.id}&${query}`, { token: cast.coach.token });
    expect400(res, field);
  });

  it('pages 23 plans: totals, page sizes, newest date first and the higher id first on equal dates', async () => {
    const c = await newClient();
    // Eight dates for 23 plans, written out of order, so many share a date and ids do not follow dates.
    const created: { id: number; date: string }[] = [];
    for (let i = 0; i < 23; i++) {
      const date = `2025-05-${String(10 + ((i * 5) % 8)).padStart(2, '0')}`;
      created.push(await newPlan(c.id, { date, summary: `Plan ${i}` }));
    }
    expect(new Set(created.map((p) => p.date)).size).toBe(8);
    const expected = [...created].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).map((p) => p.id);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}&page=${page}&pageSize=10`, { token: cast.coach.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data).toMatchObject({ total: 23, page, pageSize: 10 });
      pages.push(ids(res.data.actionPlans));
      for (const p of res.data.actionPlans) {
        expect(p).toMatchObject({
          client_id: c.id,
          coach_id: cast.coach.id,
          coach: { id: cast.coach.id, firstname: cast.coach.row.firstname, lastname: cast.coach.row.lastname },
        });
      }
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages.flat()).toEqual(expected);

    // Defaults: page 1, pageSize 10.
    const plain = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}`, { token: cast.coach.token });
    expect(plain.data).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(ids(plain.data.actionPlans)).toEqual(pages[0]);
    const onlyPage = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}&page=3`, { token: cast.coach.token });
    expect(onlyPage.data).toMatchObject({ total: 23, page: 3, pageSize: 10 });
    expect(ids(onlyPage.data.actionPlans)).toEqual(pages[2]);

    // Past the end: empty, same total; one page of 100 holds them all.
    const past = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}&page=4&pageSize=10`, { token: cast.coach.token });
    expect(past.data).toMatchObject({ total: 23, page: 4, pageSize: 10, actionPlans: [] });
    const all = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}&pageSize=100`, { token: cast.admin.token });
    expect(ids(all.data.actionPlans)).toEqual(expected);
    // The client sees the same list of their own.
    const own = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}&page=2&pageSize=10`, { token: c.token });
    expect(ids(own.data.actionPlans)).toEqual(pages[1]);
  });

  // ---- Soft delete and restore ----

  async function diary(c: Person, as: Person = cast.coach) {
    const plans = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}`, { token: as.token });
    const entries = await call(t.app, 'GET', `/api/action-journals?client_id=${c.id}`, { token: as.token });
    const summary = await call(t.app, 'GET', `/api/action-journals/summary?client_id=${c.id}`, { token: as.token });
    for (const r of [plans, entries, summary]) expect(r.statusCode, r.body).toBe(200);
    return {
      plans: ids(plans.data.actionPlans).sort(),
      total: plans.data.total,
      entries: ids(entries.data).sort(),
      summary: {
        entries: summary.data.entries,
        minutes: summary.data.minutes,
        byPlan: summary.data.byPlan.map((p: JsonBody) => [p.actionplan_id, p.entries, p.minutes]),
      },
    };
  }

  it('deleting a plan takes it and its entries out of lists and totals; restoring brings both back', async () => {
    const c = await newClient();
    const a = await newPlan(c.id, { date: '2025-06-01' });
    const b = await newPlan(c.id, { date: '2025-06-05' });
    const a1 = await newEntry(a.id, { minutes: 30 });
    const a2 = await newEntry(a.id, { minutes: 45 });
    const b1 = await newEntry(b.id, { minutes: 20 });
    const full = {
      plans: [a.id, b.id].sort(),
      total: 2,
      entries: [a1.id, a2.id, b1.id].sort(),
      summary: {
        entries: 3,
        minutes: 95,
        byPlan: expect.arrayContaining([
          [a.id, 2, 75],
          [b.id, 1, 20],
        ]),
      },
    };
    expect(await diary(c)).toEqual(full);

    const del = await call(t.app, 'DELETE', `/api/action-plans/${a.id}`, { token: cast.coach.token });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.data).toEqual({ id: a.id });
    const without = { plans: [b.id], total: 1, entries: [b1.id], summary: { entries: 1, minutes: 20, byPlan: [[b.id, 1, 20]] } };
    expect(await diary(c)).toEqual(without);
    expect(await diary(c, c)).toEqual(without);
    expect(await diary(c, cast.admin)).toEqual(without);
    for (const url of [`/api/action-plans/${a.id}`, `/api/action-journals/${a1.id}`, `/api/action-journals/filter?actionplan_id=${a.id}`]) {
      expect((await call(t.app, 'GET', url, { token: cast.coach.token })).statusCode, url).toBe(404);
    }
    const unfiltered = await call(t.app, 'GET', '/api/action-journals', { token: cast.coach.token });
    expect(ids(unfiltered.data)).not.toContain(a1.id);
    // Kept, not erased: the rows are there, and an administrator lists the archived plan.
    expect((await row('action_plans', a.id)).deleted_at).not.toBeNull();
    const archived = await call(t.app, 'GET', `/api/action-plans?clientId=${c.id}&archived=true`, { token: cast.admin.token });
    expect(ids(archived.data.actionPlans)).toEqual([a.id]);

    const restored = await call(t.app, 'POST', `/api/action-plans/${a.id}/restore`, { token: cast.admin.token });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.data).toMatchObject({ id: a.id, archivedAt: null });
    expect(await diary(c)).toEqual(full);
    expect(
      (await call(t.app, 'GET', `/api/action-journals/filter?actionplan_id=${a.id}`, { token: cast.coach.token })).data
        .map((e: JsonBody) => e.id)
        .sort(),
    ).toEqual([a1.id, a2.id].sort());
  });

  it('deleting a single entry takes it out of lists and totals; restoring brings it back', async () => {
    const c = await newClient();
    const p = await newPlan(c.id);
    const e1 = await newEntry(p.id, { minutes: 30 });
    const e2 = await newEntry(p.id, { minutes: 45 });
    const full = { plans: [p.id], total: 1, entries: [e1.id, e2.id].sort(), summary: { entries: 2, minutes: 75, byPlan: [[p.id, 2, 75]] } };
    expect(await diary(c)).toEqual(full);

    const del = await call(t.app, 'DELETE', `/api/action-journals/${e1.id}`, { token: cast.coach.token });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.data).toEqual({ id: e1.id });
    expect(await diary(c)).toEqual({
      plans: [p.id],
      total: 1,
      entries: [e2.id],
      summary: { entries: 1, minutes: 45, byPlan: [[p.id, 1, 45]] },
    });
    expect((await call(t.app, 'GET', `/api/action-journals/${e1.id}`, { token: cast.coach.token })).statusCode).toBe(404);
    expect(ids((await call(t.app, 'GET', `/api/action-journals/filter?actionplan_id=${p.id}`, { token: cast.coach.token })).data)).toEqual([
      e2.id,
    ]);
    expect((await row('action_journals', e1.id)).deleted_at).not.toBeNull();
    const archived = await call(t.app, 'GET', `/api/action-journals?client_id=${c.id}&archived=true`, { token: cast.admin.token });
    expect(ids(archived.data)).toEqual([e1.id]);

    const restored = await call(t.app, 'POST', `/api/action-journals/${e1.id}/restore`, { token: cast.admin.token });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.data).toMatchObject({ id: e1.id, minutes: 30, archivedAt: null });
    expect(await diary(c)).toEqual(full);
  });
});
