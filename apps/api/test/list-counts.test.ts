import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@tc/contract/roles';
import { type Cast, assign, makeCast, makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * The counts migration 0027's triggers keep (docs/decisions/039-list-counts.md): after a mix of writes through the
 * API (plans and entries made, moved, redated, finished, archived and restored; a client archived, restored and
 * erased), every row of plan_counts and journal_counts equals a full recount, and the administrators' lists
 * answer those totals.
 */
describe.each(DATABASES)('list counts kept by triggers (%s)', (kind) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(async () => t.close());

  const ok = <R extends { statusCode: number; body: string }>(res: R) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const admin = () => ({ token: cast.admin.token });

  async function plan(token: string, clientId: number, date: string) {
    const res = ok(await call(t.app, 'POST', '/api/action-plans', { token, body: { client_id: clientId, date, summary: `Plan ${date}` } }));
    return res.data.id as number;
  }
  async function entry(token: string, body: Record<string, unknown>) {
    const res = ok(await call(t.app, 'POST', '/api/action-journals', { token, body: { minutes: 30, activity: 'phone', ...body } }));
    return res.data.id as number;
  }

  /** Each kept count beside the same count made from the tables. */
  async function compare() {
    const db = t.app.db;
    const plans = await sql<{ date: string; status: string; n: number }>`
      select p.date, p.status, count(*) as n from action_plans p inner join users u on u.id = p.client_id
      where p.deleted_at is null and u.deleted_at is null group by p.date, p.status`.execute(db);
    const entries = await sql<{ date: string; n: number }>`
      select j.date, count(*) as n from action_journals j
      left join action_plans p on p.id = j.actionplan_id inner join users u on u.id = j.client_id
      where j.deleted_at is null and u.deleted_at is null and (j.actionplan_id is null or p.deleted_at is null)
      group by j.date`.execute(db);
    const keptPlans = await db.selectFrom('plan_counts').selectAll().where('n', '<>', 0).execute();
    const keptEntries = await db.selectFrom('journal_counts').selectAll().where('n', '<>', 0).execute();
    const byKey = <R extends { date: string; n: number }>(rows: R[], key: (r: R) => string) =>
      Object.fromEntries(rows.map((r) => [key(r), Number(r.n)]));
    expect(byKey(keptPlans, (r) => `${r.date} ${r.status}`)).toEqual(byKey(plans.rows, (r) => `${r.date} ${r.status}`));
    expect(byKey(keptEntries, (r) => r.date)).toEqual(byKey(entries.rows, (r) => r.date));
    const total = (rows: { n: number }[]) => rows.reduce((s, r) => s + Number(r.n), 0);

    // The administrators' lists answer the kept totals, page 1 and a page past the first.
    const allPlans = ok(await call(t.app, 'GET', '/api/action-plans?page=1', admin()));
    expect(allPlans.data.total).toBe(total(plans.rows));
    const allEntries = ok(await call(t.app, 'GET', '/api/action-journals?page=1&pageSize=2', admin()));
    expect(Number(allEntries.headers['x-total-count'])).toBe(total(entries.rows));
  }

  it('match a full recount after every kind of write', async () => {
    const coach = cast.coach.token;
    const a = await plan(coach, cast.client.id, '2025-04-01');
    const b = await plan(coach, cast.client.id, '2025-04-02');
    const c = await plan(cast.admin.token, cast.otherClient.id, '2025-04-02');
    const e1 = await entry(coach, { actionplan_id: a, date: '2025-04-03' });
    await entry(coach, { actionplan_id: a, date: '2025-04-03' });
    await entry(coach, { actionplan_id: b, date: '2025-04-04' });
    await entry(coach, { actionplan_id: null, client_id: cast.client.id, date: '2025-04-05' });
    await entry(cast.otherCoach.token, { actionplan_id: c, date: '2025-04-05' });
    await compare();

    // Redated, finished, an entry given to another plan, one archived and restored.
    ok(await call(t.app, 'PUT', `/api/action-plans/${b}`, { token: coach, body: { date: '2025-05-01', status: 'done' } }));
    ok(await call(t.app, 'PUT', `/api/action-journals/${e1}`, { token: coach, body: { actionplan_id: b, date: '2025-05-02' } }));
    ok(await call(t.app, 'DELETE', `/api/action-journals/${e1}`, { token: coach }));
    await compare();
    ok(await call(t.app, 'POST', `/api/action-journals/${e1}/restore`, admin()));
    await compare();

    // A plan archived takes its entries with it; restored, brings them back.
    ok(await call(t.app, 'DELETE', `/api/action-plans/${a}`, { token: coach }));
    await compare();
    ok(await call(t.app, 'POST', `/api/action-plans/${a}/restore`, admin()));
    await compare();

    // A plan moved to another client (the administrator may), its entries with it.
    await assign(t.app, cast.otherClient.id, cast.coach.id);
    ok(await call(t.app, 'PUT', `/api/action-plans/${a}`, { token: cast.admin.token, body: { client_id: cast.otherClient.id } }));
    await compare();

    // A client archived takes their plans and entries out of the lists; restored, brings them back.
    ok(await call(t.app, 'DELETE', `/api/users/${cast.client.id}`, admin()));
    await compare();
    ok(await call(t.app, 'POST', `/api/users/${cast.client.id}/restore`, admin()));
    await compare();

    // Erased: the client's records stay (scrubbed) and count as before.
    const erasable = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
    await assign(t.app, erasable.id, cast.coach.id);
    const d = await plan(coach, erasable.id, '2025-06-01');
    await entry(coach, { actionplan_id: d, date: '2025-06-02' });
    await compare();
    const name = `${erasable.row.firstname} ${erasable.row.lastname}`;
    ok(await call(t.app, 'POST', `/api/users/${erasable.id}/erase`, { ...admin(), body: { confirm: name } }));
    await compare();
  });
});
