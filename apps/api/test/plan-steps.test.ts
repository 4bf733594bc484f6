import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/alberta-calendar';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';

/**
 * Plans that can be finished (docs/architecture.md#plan-status-and-steps): a plan's status and due date, and
 * its checklist of steps. The access table for every role (the plan's client ticks but writes nothing else),
 * each cell on a plan of its own; then the status rules, the list filter, bad input and "Needs attention".
 */

const today = todayInAlberta();
const ACTORS = ['visitor', 'client', 'otherClient', 'coach', 'otherCoach', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

interface World {
  plan: number;
  steps: number[];
}

const CODES: Record<number, string> = { 400: 'VALIDATION_ERROR', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

const READ = { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 };
// A client is refused before the plan is looked up (the call is for coaches and administrators).
const WRITE = { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 404, admin: 200 };
const ADD = { ...WRITE, coach: 201, admin: 201 };
const TICK = { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 };

interface Row {
  method: InjectOptions['method'];
  name: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  expect: Record<ActorKey, number>;
}

const ROWS: Row[] = [
  { method: 'GET', name: 'GET /action-plans/:id/steps', url: (w) => `/api/action-plans/${w.plan}/steps`, expect: READ },
  {
    method: 'POST',
    name: 'POST /action-plans/:id/steps',
    url: (w) => `/api/action-plans/${w.plan}/steps`,
    body: () => ({ title: 'Call the licensing officer' }),
    expect: ADD,
  },
  {
    method: 'PUT',
    name: 'PUT /action-plans/:id/steps/order',
    url: (w) => `/api/action-plans/${w.plan}/steps/order`,
    body: (w) => ({ ids: [...w.steps].reverse() }),
    expect: WRITE,
  },
  {
    method: 'PUT',
    name: 'PUT /plan-steps/:id (rename)',
    url: (w) => `/api/plan-steps/${w.steps[0]}`,
    body: () => ({ title: 'Renamed' }),
    expect: WRITE,
  },
  {
    method: 'PUT',
    name: 'PUT /plan-steps/:id/done (tick)',
    url: (w) => `/api/plan-steps/${w.steps[0]}/done`,
    body: () => ({ done: true }),
    expect: TICK,
  },
  {
    method: 'PUT',
    name: 'PUT /plan-steps/:id/done (untick)',
    url: (w) => `/api/plan-steps/${w.steps[1]}/done`,
    body: () => ({ done: false }),
    expect: TICK,
  },
  { method: 'DELETE', name: 'DELETE /plan-steps/:id', url: (w) => `/api/plan-steps/${w.steps[0]}`, expect: WRITE },
  {
    method: 'PUT',
    name: 'PUT /action-plans/:id (status done)',
    url: (w) => `/api/action-plans/${w.plan}`,
    body: () => ({ status: 'done' }),
    expect: WRITE,
  },
];

describe.each(DATABASES)('plan status and steps on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t?.close());

  const as = (actor: ActorKey) => (actor === 'visitor' ? undefined : cast[actor].token);

  /** A plan of `client` by `coach` with two steps, the second ticked by the coach. */
  async function world(extra: { status?: string; due_date?: string | null; date?: string } = {}): Promise<World> {
    const now = nowIso();
    const { id: plan } = await t.app.db
      .insertInto('action_plans')
      .values({
        client_id: cast.client.id,
        coach_id: cast.coach.id,
        date: extra.date ?? today,
        summary: 'Open a second room',
        description: null,
        status: (extra.status ?? 'open') as 'open',
        due_date: extra.due_date ?? null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps: number[] = [];
    for (const [i, title] of ['Measure the room', 'Ask for the fire inspection'].entries()) {
      const { id } = await t.app.db
        .insertInto('plan_steps')
        .values({
          actionplan_id: plan,
          title,
          position: i + 1,
          done_at: i === 1 ? now : null,
          done_by: i === 1 ? cast.coach.id : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      steps.push(id);
    }
    return { plan, steps };
  }

  const stepsOf = async (plan: number) =>
    t.app.db.selectFrom('plan_steps').selectAll().where('actionplan_id', '=', plan).orderBy('position').orderBy('id').execute();
  const planRow = async (plan: number) => t.app.db.selectFrom('action_plans').selectAll().where('id', '=', plan).executeTakeFirstOrThrow();

  describe.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    it.each(ACTORS.map((a) => [a, row.expect[a]] as const))('as %s: %i', async (actor, status) => {
      const w = await world();
      const stepsBefore = await stepsOf(w.plan);
      const planBefore = await planRow(w.plan);
      const res: Res = await call(t.app, row.method, row.url(w), { token: as(actor), body: row.body?.(w) });
      expect(res.statusCode, res.body).toBe(status);
      if (status >= 400) {
        expect(res.data).toEqual({ error: expect.any(String), code: CODES[status] });
        // A refused call leaves the plan and its steps as they were.
        expect(await stepsOf(w.plan)).toEqual(stepsBefore);
        expect(await planRow(w.plan)).toEqual(planBefore);
      }
    });
  });

  it('a plan answers its status, due date and progress; a step its tick with who and when', async () => {
    const w = await world();
    const plan = await call(t.app, 'GET', `/api/action-plans/${w.plan}`, { token: cast.client.token });
    expect(plan.data).toMatchObject({ status: 'open', due_date: null, finished_at: null, steps: { total: 2, done: 1 } });
    const ticked = await call(t.app, 'PUT', `/api/plan-steps/${w.steps[0]}/done`, { token: cast.client.token, body: { done: true } });
    expect(ticked.data).toMatchObject({ done_at: expect.any(String), done_by: { id: cast.client.id } });
    // Ticking again keeps the first tick's who and when.
    const again = await call(t.app, 'PUT', `/api/plan-steps/${w.steps[0]}/done`, { token: cast.coach.token, body: { done: true } });
    expect(again.data).toEqual(ticked.data);
    const list = await call(t.app, 'GET', `/api/action-plans?clientId=${cast.client.id}`, { token: cast.coach.token });
    expect(list.data.actionPlans.find((p: { id: number }) => p.id === w.plan).steps).toEqual({ total: 2, done: 2 });
    const audit = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'plan_step')
      .where('entity_id', '=', w.steps[0])
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['update', cast.client.id]]);
  });

  it('adds steps at the end, renames, reorders and deletes them, each audited', async () => {
    const w = await world();
    const added = await call(t.app, 'POST', `/api/action-plans/${w.plan}/steps`, {
      token: cast.coach.token,
      body: { title: '  Book the inspection  ', due_date: today },
    });
    expect(added.statusCode).toBe(201);
    expect(added.data).toMatchObject({ title: 'Book the inspection', due_date: today, position: 3, done_at: null, done_by: null });
    const order = [added.data.id, w.steps[1], w.steps[0]];
    const reordered = await call(t.app, 'PUT', `/api/action-plans/${w.plan}/steps/order`, {
      token: cast.admin.token,
      body: { ids: order },
    });
    expect(reordered.data.steps.map((s: { id: number }) => s.id)).toEqual(order);
    const renamed = await call(t.app, 'PUT', `/api/plan-steps/${w.steps[0]}`, {
      token: cast.coach.token,
      body: { title: 'Measure twice' },
    });
    expect(renamed.data.title).toBe('Measure twice');
    expect((await call(t.app, 'DELETE', `/api/plan-steps/${w.steps[1]}`, { token: cast.coach.token })).data).toEqual({ id: w.steps[1] });
    const left = await call(t.app, 'GET', `/api/action-plans/${w.plan}/steps`, { token: cast.client.token });
    expect(left.data.steps.map((s: { title: string }) => s.title)).toEqual(['Book the inspection', 'Measure twice']);
    const entities = await t.app.db
      .selectFrom('audit_entries')
      .select(['entity', 'action'])
      .where((eb) =>
        eb.or([
          eb('entity_id', 'in', [...w.steps, added.data.id]).and('entity', '=', 'plan_step'),
          eb('entity', '=', 'plan_steps_order').and('entity_id', '=', w.plan),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(entities.map((e) => `${e.entity}:${e.action}`)).toEqual([
      'plan_step:create',
      'plan_steps_order:update',
      'plan_step:update',
      'plan_step:delete',
    ]);
  });

  it('stamps finished_at when a plan is done or dropped, clears it on reopening, and filters the list by status', async () => {
    const w = await world();
    const due = addDays(today, 14);
    const done = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, {
      token: cast.coach.token,
      body: { status: 'done', due_date: due },
    });
    expect(done.data).toMatchObject({ status: 'done', due_date: due, finished_at: expect.any(String) });
    const dropped = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, { token: cast.coach.token, body: { status: 'dropped' } });
    expect(dropped.data.finished_at >= done.data.finished_at).toBe(true);
    const kept = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, { token: cast.coach.token, body: { summary: 'Still dropped' } });
    expect(kept.data).toMatchObject({ status: 'dropped', finished_at: dropped.data.finished_at });
    const listed = async (status: string) =>
      (
        await call(t.app, 'GET', `/api/action-plans?clientId=${cast.client.id}&status=${status}&pageSize=100`, { token: cast.client.token })
      ).data.actionPlans.map((p: { id: number }) => p.id);
    expect(await listed('dropped')).toContain(w.plan);
    expect(await listed('open')).not.toContain(w.plan);
    const reopened = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, {
      token: cast.admin.token,
      body: { status: 'open', due_date: null },
    });
    expect(reopened.data).toMatchObject({ status: 'open', due_date: null, finished_at: null });
    expect(await listed('open')).toContain(w.plan);
    // Without a status, every plan, as before (product specification section 3).
    const all = await call(t.app, 'GET', `/api/action-plans?clientId=${cast.client.id}&pageSize=100`, { token: cast.coach.token });
    expect(all.data.total).toBe(all.data.actionPlans.length);
    const created = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.coach.token,
      body: { client_id: cast.client.id, date: today, summary: 'Done on the day', status: 'done', due_date: today },
    });
    expect(created.data).toMatchObject({ status: 'done', due_date: today, finished_at: expect.any(String), steps: { total: 0, done: 0 } });
  });

  it.each([
    ['POST', 'steps', { title: '' }, 'title'],
    ['POST', 'steps', { title: 'x'.repeat(301) }, 'title'],
    ['POST', 'steps', { title: 'Line\u0000break' }, 'title'],
    ['POST', 'steps', { title: 'Ok', due_date: '2026-02-30' }, 'due_date'],
    ['POST', 'steps', { title: 'Ok', extra: 1 }, ''],
    ['PUT', 'order', { ids: [1, 1] }, 'ids'],
    ['PUT', 'order', { ids: 'all' }, 'ids'],
    ['PUT', 'order', { ids: [] }, 'ids'],
    ['PUT', 'step', {}, 'title'],
    ['PUT', 'done', { done: 'yes' }, 'done'],
    ['PUT', 'plan', { status: 'finished' }, 'status'],
    ['PUT', 'plan', { due_date: 'tomorrow' }, 'due_date'],
  ] as const)('%s %s %j: 400 in the shape of DESIGN 4', async (method, target, body, field) => {
    const w = await world();
    const url = {
      steps: `/api/action-plans/${w.plan}/steps`,
      order: `/api/action-plans/${w.plan}/steps/order`,
      step: `/api/plan-steps/${w.steps[0]}`,
      done: `/api/plan-steps/${w.steps[0]}/done`,
      plan: `/api/action-plans/${w.plan}`,
    }[target];
    const res = await call(t.app, method, url, { token: cast.coach.token, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.data).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR' });
    if (field) expect(res.data.issues.map((i: { path: string[] }) => i.path.join('.'))).toContain(field);
  });

  it('a step of an archived plan is gone for all but reading administrators; an unknown one is 404', async () => {
    const w = await world();
    await t.app.db.updateTable('action_plans').set({ deleted_at: nowIso() }).where('id', '=', w.plan).execute();
    expect((await call(t.app, 'GET', `/api/action-plans/${w.plan}/steps`, { token: cast.coach.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/action-plans/${w.plan}/steps`, { token: cast.admin.token })).data.steps).toHaveLength(2);
    const tick = await call(t.app, 'PUT', `/api/plan-steps/${w.steps[0]}/done`, { token: cast.admin.token, body: { done: true } });
    expect(tick.statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/plan-steps/2147483647', { token: cast.admin.token })).data.code).toBe('NOT_FOUND');
  });

  it("leaves finished plans out of a coach's nudges and lists overdue steps and plans of open ones", async () => {
    const old = addDays(today, -60);
    const yesterday = addDays(today, -1);
    const open = await world({ date: old, due_date: yesterday });
    const finished = await world({ date: old, status: 'done', due_date: yesterday });
    for (const w of [open, finished]) {
      await t.app.db
        .updateTable('plan_steps')
        .set({ due_date: addDays(today, -3) })
        .where('id', '=', w.steps[0])
        .execute();
      // A ticked step is never overdue.
      await t.app.db
        .updateTable('plan_steps')
        .set({ due_date: addDays(today, -3) })
        .where('id', '=', w.steps[1])
        .execute();
    }
    const d = (await call(t.app, 'GET', '/api/dashboard', { token: cast.coach.token })).data;
    const nudged = d.nudges.plans.rows.map((p: { id: number }) => p.id);
    expect(nudged).toContain(open.plan);
    expect(nudged).not.toContain(finished.plan);
    const overdue = d.overdue.rows.map((o: { kind: string; id: number }) => `${o.kind}:${o.id}`);
    expect(overdue).toEqual(expect.arrayContaining([`step:${open.steps[0]}`, `plan:${open.plan}`]));
    expect(overdue).not.toContain(`step:${open.steps[1]}`);
    expect(overdue.join()).not.toMatch(new RegExp(`step:(${finished.steps.join('|')})\\b|plan:${finished.plan}\\b`));
    expect(d.overdue.rows.find((o: { kind: string }) => o.kind === 'step')).toMatchObject({
      title: 'Measure the room',
      plan: { id: open.plan, summary: 'Open a second room' },
      client: { id: cast.client.id },
    });
    // Another coach sees none of it.
    const other = (await call(t.app, 'GET', '/api/dashboard', { token: cast.otherCoach.token })).data;
    expect(other.overdue.total).toBe(0);
  });
});
