import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';

/**
 * What an administrator's "Show deleted" lists and what Restore brings
 * back. A plan's entries leave with it and return with it; an entry deleted on
 * its own before stays deleted, and cannot return before its plan does.
 */
describe.each(DATABASES)('restoring deleted plans and diary entries (%s)', (kind) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(async () => t.close());

  const as = (token: string) => ({ token });
  const ids = (rows: JsonBody[]) => rows.map((r) => r.id).sort((a: number, b: number) => a - b);

  async function planWithEntries(n: number) {
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      ...as(cast.coach.token),
      body: { client_id: cast.client.id, date: '2025-04-01', summary: 'Restore me' },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const entries: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const e = await call(t.app, 'POST', '/api/action-journals', {
        ...as(cast.coach.token),
        body: { actionplan_id: plan.data.id, date: '2025-04-02', minutes: 15 + i, activity: 'phone' },
      });
      expect(e.statusCode, e.body).toBe(201);
      entries.push(e.data.id);
    }
    return { plan: plan.data.id as number, entries };
  }

  const liveEntries = async () =>
    ids((await call(t.app, 'GET', `/api/action-journals?client_id=${cast.client.id}`, as(cast.admin.token))).data);
  const deletedEntries = async () =>
    ids((await call(t.app, 'GET', `/api/action-journals?client_id=${cast.client.id}&archived=true`, as(cast.admin.token))).data);

  it('brings a plan back with the entries deleted with it, not with one deleted before', async () => {
    const { plan, entries } = await planWithEntries(3);
    const [early, ...rest] = entries;
    expect((await call(t.app, 'DELETE', `/api/action-journals/${early}`, as(cast.coach.token))).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/action-plans/${plan}`, as(cast.coach.token))).statusCode).toBe(200);
    for (const id of entries) expect(await liveEntries()).not.toContain(id);

    // The deleted plan is listed for an administrator, with when it went.
    const deletedPlans = await call(t.app, 'GET', `/api/action-plans?clientId=${cast.client.id}&archived=true`, as(cast.admin.token));
    const listed = deletedPlans.data.actionPlans.find((p: JsonBody) => p.id === plan);
    expect(listed).toMatchObject({ summary: 'Restore me', archivedAt: expect.any(String) });
    // The entry deleted on its own waits for its plan.
    const early409 = await call(t.app, 'POST', `/api/action-journals/${early}/restore`, as(cast.admin.token));
    expect(early409.statusCode).toBe(409);
    expect(early409.data.error).toMatch(/restore the plan first/);

    expect((await call(t.app, 'POST', `/api/action-plans/${plan}/restore`, as(cast.admin.token))).statusCode).toBe(200);
    const live = await liveEntries();
    for (const id of rest) expect(live).toContain(id);
    expect(live).not.toContain(early);
    expect(await deletedEntries()).toContain(early);

    const back = await call(t.app, 'POST', `/api/action-journals/${early}/restore`, as(cast.admin.token));
    expect(back.statusCode, back.body).toBe(200);
    expect(await liveEntries()).toEqual(expect.arrayContaining(entries));
    expect(await deletedEntries()).not.toContain(early);
  });

  it('lists deleted plans and entries for administrators only', async () => {
    for (const token of [cast.coach.token, cast.client.token]) {
      const plans = await call(t.app, 'GET', `/api/action-plans?clientId=${cast.client.id}&archived=true`, as(token));
      const entries = await call(t.app, 'GET', `/api/action-journals?client_id=${cast.client.id}&archived=true`, as(token));
      expect([plans.statusCode, entries.statusCode]).toEqual([403, 403]);
    }
  });
});
