import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ACTIVITIES, REPORT_MONTHS } from '../src/db/migrations/0029-report-sums';
import { ReportBatches } from '../src/features/reports/reports-batch';
import { allClientsReport, fold } from '../src/features/reports/reports-build';
import { fiscalYearPeriod } from '../src/features/reports/reports-period';
import { type ClientFilter, sumByClient, sumByDayAndActivity } from '../src/features/reports/reports-repository';
import { assign, makeCast, makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * The report sums kept by triggers (migration 0029, docs/decisions/041) after a mix of writes through the
 * API: every kept value equals a recount from the records, and the all-clients report of a fiscal year
 * (read from the sums) equals the same report summed from the entries, for every filter.
 */

const fy = (date: string) => Number(date.slice(0, 4)) - (date.slice(5, 7) < '04' ? 1 : 0);

/** What report_client_years should hold, counted from the records (rows with nothing in them left out). */
async function recount(t: TestApp) {
  const db = t.app.db;
  const archived = new Set(
    (await db.selectFrom('action_plans').select('id').where('deleted_at', 'is not', null).execute()).map((p) => p.id),
  );
  const rows = new Map<string, Record<string, number | string | null>>();
  const row = (year: number, clientId: number) => {
    const key = `${year} ${clientId}`;
    let r = rows.get(key);
    if (!r) {
      r = { fiscal_year: year, client_id: clientId, last_entry_date: null, entries: 0, minutes: 0, plans: 0, milestones: 0 };
      for (const k of [...REPORT_MONTHS, ...REPORT_ACTIVITIES]) r[`entries_${k}`] = r[`minutes_${k}`] = 0;
      rows.set(key, r);
    }
    return r as Record<string, number> & { last_entry_date: string | null };
  };
  for (const j of await db.selectFrom('action_journals').selectAll().where('deleted_at', 'is', null).execute()) {
    if (j.actionplan_id !== null && archived.has(j.actionplan_id)) continue;
    const r = row(fy(j.date), j.client_id);
    r.entries += 1;
    r.minutes += j.minutes;
    r[`entries_${j.date.slice(5, 7)}`] += 1;
    r[`minutes_${j.date.slice(5, 7)}`] += j.minutes;
    r[`entries_${j.activity}`] += 1;
    r[`minutes_${j.activity}`] += j.minutes;
    if (r.last_entry_date === null || j.date > r.last_entry_date) r.last_entry_date = j.date;
  }
  for (const p of await db.selectFrom('action_plans').select(['client_id', 'date']).where('deleted_at', 'is', null).execute())
    row(fy(p.date), p.client_id).plans += 1;
  for (const m of await db.selectFrom('milestones').select(['client_id', 'date']).where('deleted_at', 'is', null).execute())
    row(fy(m.date), m.client_id).milestones += 1;
  return rows;
}

/** The rows of report_client_years that hold anything, keyed by year and client. */
async function kept(t: TestApp) {
  const rows = new Map<string, Record<string, unknown>>();
  for (const r of await t.app.db.selectFrom('report_client_years').selectAll().execute()) {
    const values = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'last_entry_date' || v === null ? v : Number(v)]));
    if (Object.entries(values).some(([k, v]) => k !== 'fiscal_year' && k !== 'client_id' && v !== 0 && v !== null))
      rows.set(`${r.fiscal_year} ${r.client_id}`, values);
  }
  return rows;
}

/** The all-clients report's figures summed from the entries themselves (the way any other period is read). */
async function fromEntries(t: TestApp, year: number, f: ClientFilter) {
  const period = fiscalYearPeriod(year);
  const clients = (await sumByClient(t.app.db, period, f))
    .filter((c) => c.entries > 0 || c.plans > 0 || c.milestones > 0)
    .map(({ client_id, entries, minutes, last_entry_date, plans, milestones }) => ({
      client_id,
      entries,
      minutes,
      last_entry_date,
      plans,
      milestones,
    }))
    .sort((a, b) => a.client_id - b.client_id);
  return { clients, ...fold(period, await sumByDayAndActivity(t.app.db, period, f)) };
}

async function fromSums(t: TestApp, year: number, f: ClientFilter) {
  const report = await allClientsReport(t.app.db, fiscalYearPeriod(year), f);
  const clients = report.clients
    .map(({ client_id, entries, minutes, last_entry_date, plans, milestones }) => ({
      client_id,
      entries,
      minutes,
      last_entry_date,
      plans,
      milestones,
    }))
    .sort((a, b) => a.client_id - b.client_id);
  return { clients, by_activity: report.by_activity, by_month: report.by_month };
}

describe.each(DATABASES)('report sums kept on write (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('equal a recount, and the report read from them equals the report summed from the entries, after a mix of writes', async () => {
    const { admin, coach, otherCoach, client, otherClient } = await makeCast(t.app);
    const third = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary', business_name: 'Third Day Home' });
    await assign(t.app, third.id, coach.id);
    const as = { token: admin.token };
    const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
      const res = await call(t.app, method, `/api${url}`, { ...as, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.data;
    };
    const plan = async (clientId: number, date: string) =>
      (await ok('POST', '/action-plans', { client_id: clientId, date, summary: `Plan ${date}` })).id;
    const coachOf = new Map([
      [client.id, coach.id],
      [otherClient.id, otherCoach.id],
      [third.id, coach.id],
    ]);
    const entry = async (planId: number | null, date: string, minutes: number, activity: string, clientId: number) =>
      (
        await ok('POST', '/action-journals', {
          actionplan_id: planId,
          client_id: clientId,
          coach_id: coachOf.get(clientId),
          date,
          minutes,
          activity,
        })
      ).id;

    const a = await plan(client.id, '2025-04-10');
    const b = await plan(client.id, '2025-12-01');
    const c = await plan(otherClient.id, '2026-02-01');
    const d = await plan(third.id, '2025-06-01');
    const e1 = await entry(a, '2025-04-10', 30, 'meeting', client.id);
    const e2 = await entry(a, '2025-05-11', 45, 'phone', client.id);
    const e3 = await entry(b, '2025-12-02', 60, 'training', client.id);
    const e4 = await entry(b, '2026-03-31', 15, 'email', client.id);
    await entry(c, '2026-02-02', 20, 'travel', otherClient.id);
    const e6 = await entry(c, '2026-04-01', 25, 'site_visit', otherClient.id);
    await entry(d, '2025-06-02', 90, 'preparation', third.id);
    await entry(null, '2025-08-08', 35, 'other', third.id);
    const e9 = await entry(null, '2025-03-31', 10, 'phone', client.id);
    await ok('POST', '/milestones', { client_id: client.id, kind: 'licence_obtained', date: '2025-09-01' });
    const m2 = (await ok('POST', '/milestones', { client_id: otherClient.id, kind: 'staff_hired', date: '2026-01-15', value: 2 })).id;
    await ok('POST', '/milestones', { client_id: third.id, kind: 'spaces_added', date: '2025-07-01', value: 3 });

    // Edits of each kind: minutes, activity, a date into another month and fiscal year, another plan, no plan.
    await ok('PUT', `/action-journals/${e1}`, { minutes: 50 });
    await ok('PUT', `/action-journals/${e2}`, { activity: 'email' });
    await ok('PUT', `/action-journals/${e4}`, { date: '2025-11-30' });
    await ok('PUT', `/action-journals/${e3}`, { actionplan_id: a });
    await ok('PUT', `/action-journals/${e9}`, { actionplan_id: a, date: '2025-04-01' });
    // The latest entry deleted, one deleted and restored.
    await ok('DELETE', `/action-journals/${e6}`);
    await ok('DELETE', `/action-journals/${e1}`);
    await ok('POST', `/action-journals/${e1}/restore`);
    // A plan archived (its entries leave), one archived and restored, one moved to another fiscal year.
    await ok('DELETE', `/action-plans/${b}`);
    await ok('DELETE', `/action-plans/${c}`);
    await ok('POST', `/action-plans/${c}/restore`);
    await ok('PUT', `/action-plans/${d}`, { date: '2024-06-01' });
    await ok('DELETE', `/milestones/${m2}`);
    // The client's side, read with the report: one moved to another region and coach, one archived.
    await ok('PUT', `/users/${otherClient.id}`, { region: 'Calgary' });
    await ok('POST', '/client-coach', { client_id: otherClient.id, coach_id: coach.id });
    await ok('DELETE', `/users/${third.id}`);
    // An entry written straight in the database, as an import or a seed does.
    await t.app.db
      .insertInto('action_journals')
      .values({
        actionplan_id: a,
        client_id: client.id,
        coach_id: coach.id,
        date: '2025-10-10',
        minutes: 40,
        activity: 'meeting',
        notes: null,
        created_at: '2025-10-10T12:00:00.000Z',
        updated_at: '2025-10-10T12:00:00.000Z',
        deleted_at: null,
      })
      .execute();

    const expected = await recount(t);
    const actual = await kept(t);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, row] of expected) expect(actual.get(key), key).toEqual(row);

    for (const year of [2024, 2025, 2026]) {
      for (const f of [{}, { region: 'Calgary' }, { region: 'Edmonton' }, { coachId: coach.id }, { coachId: otherCoach.id }]) {
        expect(await fromSums(t, year, f), `${year} ${JSON.stringify(f)}`).toEqual(await fromEntries(t, year, f));
      }
    }
    // The edits above did move something: the report is not empty.
    expect((await fromSums(t, 2025, {})).clients.map((r) => r.client_id)).toEqual([client.id, otherClient.id].sort((x, y) => x - y));
  });
});

describe('identical reports asked for at once', () => {
  // Two turns of the event loop: a build asked for in this one has begun by then.
  const turn = async () => {
    for (let i = 0; i < 2; i++) await new Promise((r) => setImmediate(r));
  };

  it('share one build a round, never the build already under way when they came', async () => {
    const batches = new ReportBatches();
    let builds = 0;
    const release: (() => void)[] = [];
    const make = () => {
      const n = ++builds;
      return new Promise<number>((resolve) => release.push(() => resolve(n)));
    };
    // Asked for before the first build begins (the event loop's next turn): they share it.
    const first = [batches.build('k', make), batches.build('k', make)];
    const other = batches.build('other', make);
    expect(builds).toBe(0);
    await turn();
    expect(builds).toBe(2);
    // Asked for while it is under way: the next build, together.
    const later = [batches.build('k', make), batches.build('k', make), batches.build('k', make)];
    await turn();
    expect(builds).toBe(2);
    release.shift()?.();
    expect(await Promise.all(first)).toEqual([1, 1]);
    await turn();
    expect(builds).toBe(3);
    release.shift()?.();
    expect(await other).toBe(2);
    release.shift()?.();
    expect(await Promise.all(later)).toEqual([3, 3, 3]);
    // Nothing under way: the next request builds on the next turn.
    const alone = batches.build('k', make);
    await turn();
    release.shift()?.();
    expect(await alone).toBe(4);
  });

  it('gather the requests that came while a build held the thread (SQLite runs its statements there)', async () => {
    const batches = new ReportBatches();
    let builds = 0;
    // A build that blocks the thread as better-sqlite3 does: nothing else runs until it ends.
    const make = async () => {
      builds += 1;
      const until = performance.now() + 30;
      while (performance.now() < until);
      return builds;
    };
    // Ten requests, each asking again as soon as it is answered, each arriving as I/O (a timer, here).
    const answers: number[] = [];
    const ask = () =>
      new Promise<void>((done) =>
        setTimeout(async () => {
          answers.push(await batches.build('k', make));
          done();
        }, 0),
      );
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 10 }, ask));
    expect(answers).toHaveLength(30);
    // Each round of ten shares one build; one a request would be 30.
    expect(builds).toBeLessThanOrEqual(6);
  });
});
