import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { migrateToLatest, migrations } from '../src/db/migrate';
import { nowIso } from '../src/lib/time';
import { freshPgDatabase } from './api-process';
import { makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type DbKind, type JsonBody, type TestApp } from './harness';

/**
 * Time without a plan (docs/decisions/024): a diary entry whose actionplan_id is null, logged for a client
 * before any plan exists. It is created, listed, filtered (`actionplan_id=none`), moved onto a plan and off
 * it, and counted once in every total.
 */
describe.each(DATABASES)('time without a plan on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function world() {
    const cast = await makeCast(t.app);
    const coach = cast.coach.token;
    const log = (body: JsonBody, token = coach) => call(t.app, 'POST', '/api/action-journals', { token, body });
    return { cast, coach, log };
  }

  it('a coach logs an intake call for a client with no plan; the diary lists it, with no plan', async () => {
    const { cast, coach, log } = await world();
    const res = await log({
      actionplan_id: null,
      client_id: cast.client.id,
      date: '2025-06-03',
      minutes: 45,
      activity: 'meeting',
      notes: 'Intake call',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ actionplan_id: null, plan: null, client_id: cast.client.id, coach_id: cast.coach.id, minutes: 45 });
    const list = await call(t.app, 'GET', `/api/action-journals?client_id=${cast.client.id}`, { token: cast.client.token });
    expect(list.statusCode).toBe(200);
    expect(list.data.map((e: JsonBody) => e.id)).toEqual([res.data.id]);
    const one = await call(t.app, 'GET', `/api/action-journals/${res.data.id}`, { token: cast.client.token });
    expect(one.data).toMatchObject({ id: res.data.id, plan: null, notes: 'Intake call' });
    // Archived and restored on its own, as it has no plan to wait for.
    expect((await call(t.app, 'DELETE', `/api/action-journals/${res.data.id}`, { token: coach })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/action-journals/${res.data.id}/restore`, { token: cast.admin.token })).statusCode).toBe(200);
  });

  it('refuses time without a plan for no client, a client not yours, or someone who is not a client; an administrator names the coach', async () => {
    const { cast, log } = await world();
    const base = { actionplan_id: null, date: '2025-06-03', minutes: 15, activity: 'email' };
    const none = await log(base);
    expect(none.statusCode).toBe(400);
    expect(none.data.issues.map((i: JsonBody) => i.path[0])).toContain('client_id');
    expect((await log({ ...base, client_id: cast.otherClient.id })).statusCode).toBe(403);
    expect((await log({ ...base, client_id: cast.coach.id }, cast.admin.token)).statusCode).toBeGreaterThanOrEqual(400);
    const noCoach = await log({ ...base, client_id: cast.client.id }, cast.admin.token);
    expect(noCoach.statusCode).toBe(400);
    expect(noCoach.data.issues.map((i: JsonBody) => i.path[0])).toContain('coach_id');
    const named = await log({ ...base, client_id: cast.client.id, coach_id: cast.coach.id }, cast.admin.token);
    expect(named.statusCode, named.body).toBe(201);
    // A plan of another client with this client named: refused.
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.otherCoach.token,
      body: { client_id: cast.otherClient.id, date: '2025-06-01', summary: 'Theirs' },
    });
    expect((await log({ ...base, actionplan_id: plan.data.id, client_id: cast.client.id }, cast.admin.token)).statusCode).toBe(400);
    // No actionplan_id at all still asks for one.
    const { actionplan_id: _omitted, ...withoutKey } = { ...base, client_id: cast.client.id };
    const missing = await log(withoutKey);
    expect(missing.statusCode).toBe(400);
    expect(missing.data.issues[0].message).toMatch(/Choose the action plan/);
  });

  it('filters: actionplan_id=N is that plan alone, actionplan_id=none the planless ones, coach_id both', async () => {
    const { cast, coach, log } = await world();
    const plan = (
      await call(t.app, 'POST', '/api/action-plans', {
        token: coach,
        body: { client_id: cast.client.id, date: '2025-06-01', summary: 'Licensing' },
      })
    ).data;
    const onPlan = (await log({ actionplan_id: plan.id, date: '2025-06-02', minutes: 30, activity: 'phone' })).data;
    const intake = (await log({ actionplan_id: null, client_id: cast.client.id, date: '2025-05-30', minutes: 60, activity: 'meeting' }))
      .data;
    const ids = (res: JsonBody) => res.data.map((e: JsonBody) => e.id);
    const get = (url: string, token = coach) => call(t.app, 'GET', url, { token });
    expect(ids(await get(`/api/action-journals/filter?actionplan_id=${plan.id}`))).toEqual([onPlan.id]);
    expect(ids(await get(`/api/action-journals/filter?actionplan_id=none&coach_id=${cast.coach.id}`))).toEqual([intake.id]);
    expect(ids(await get(`/api/action-journals/filter?coach_id=${cast.coach.id}`))).toEqual([onPlan.id, intake.id]);
    expect(ids(await get(`/api/action-journals?client_id=${cast.client.id}&actionplan_id=none`))).toEqual([intake.id]);
    expect(ids(await get(`/api/action-journals?actionplan_id=${plan.id}`))).toEqual([onPlan.id]);
    // Another coach's planless time is not theirs to list; a client lists their own.
    expect(ids(await get('/api/action-journals/filter?actionplan_id=none', cast.otherCoach.token))).toEqual([]);
    expect(ids(await get('/api/action-journals/filter?actionplan_id=none', cast.client.token))).toEqual([intake.id]);
    expect((await get('/api/action-journals/filter?actionplan_id=nothing')).statusCode).toBe(400);

    const summary = (await get(`/api/action-journals/summary?client_id=${cast.client.id}`)).data;
    expect(summary).toEqual({
      client_id: cast.client.id,
      entries: 2,
      minutes: 90,
      byPlan: [
        { actionplan_id: plan.id, summary: 'Licensing', entries: 1, minutes: 30 },
        { actionplan_id: null, summary: null, entries: 1, minutes: 60 },
      ],
    });
    const planless = (await get(`/api/action-journals/summary?client_id=${cast.client.id}&actionplan_id=none`)).data;
    expect(planless).toMatchObject({ entries: 1, minutes: 60 });
  });

  it('moves an entry onto a plan of its client and off it again; never onto another client’s plan', async () => {
    const { cast, coach, log } = await world();
    const plan = (
      await call(t.app, 'POST', '/api/action-plans', {
        token: coach,
        body: { client_id: cast.client.id, date: '2025-06-01', summary: 'Licensing' },
      })
    ).data;
    const other = (
      await call(t.app, 'POST', '/api/action-plans', {
        token: cast.admin.token,
        body: { client_id: cast.otherClient.id, coach_id: cast.otherCoach.id, date: '2025-06-01', summary: 'Theirs' },
      })
    ).data;
    const intake = (await log({ actionplan_id: null, client_id: cast.client.id, date: '2025-05-30', minutes: 60, activity: 'meeting' }))
      .data;
    const put = (body: JsonBody, token = coach) => call(t.app, 'PUT', `/api/action-journals/${intake.id}`, { token, body });
    const onto = await put({ actionplan_id: plan.id });
    expect(onto.statusCode, onto.body).toBe(200);
    expect(onto.data).toMatchObject({ actionplan_id: plan.id, plan: { id: plan.id, summary: 'Licensing' } });
    const off = await put({ actionplan_id: null, minutes: 50 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data).toMatchObject({ actionplan_id: null, plan: null, minutes: 50 });
    expect((await put({ actionplan_id: other.id }, cast.admin.token)).statusCode).toBe(400);
    expect((await put({ actionplan_id: null }, cast.client.token)).statusCode).toBe(403);
    const audit = await t.app.db
      .selectFrom('audit_entries')
      .select('action')
      .where('entity', '=', 'action_journal')
      .where('entity_id', '=', intake.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('reports and dashboards count planless time once, with or without plans, also beside an archived plan', async () => {
    const { cast, coach, log } = await world();
    const plan = (
      await call(t.app, 'POST', '/api/action-plans', {
        token: coach,
        body: { client_id: cast.client.id, date: '2025-06-01', summary: 'Licensing' },
      })
    ).data;
    const gone = (
      await call(t.app, 'POST', '/api/action-plans', {
        token: coach,
        body: { client_id: cast.client.id, date: '2025-06-01', summary: 'Dropped' },
      })
    ).data;
    await log({ actionplan_id: plan.id, date: '2025-06-02', minutes: 30, activity: 'phone' });
    await log({ actionplan_id: gone.id, date: '2025-06-02', minutes: 500, activity: 'phone' });
    await log({ actionplan_id: null, client_id: cast.client.id, date: '2025-05-30', minutes: 60, activity: 'meeting' });
    // The other client has planless time only.
    await log(
      { actionplan_id: null, client_id: cast.otherClient.id, date: '2025-07-01', minutes: 20, activity: 'email' },
      cast.otherCoach.token,
    );
    // An archived plan's time leaves the sums; time without a plan stays (null is not `not in` a list).
    expect((await call(t.app, 'DELETE', `/api/action-plans/${gone.id}`, { token: coach })).statusCode).toBe(200);

    const admin = cast.admin.token;
    const mine = (rows: JsonBody[], id: number) => rows.find((r: JsonBody) => r.client_id === id);
    for (const q of ['year=2025', `year=2025&coach_id=${cast.coach.id}`, 'year=2025&region=Calgary']) {
      const all = (await call(t.app, 'GET', `/api/getAllClientsReport?${q}`, { token: admin })).data;
      expect(mine(all.clients, cast.client.id), q).toMatchObject({ entries: 2, minutes: 90, plans: 1, last_entry_date: '2025-06-02' });
    }
    const all = (await call(t.app, 'GET', '/api/getAllClientsReport?year=2025', { token: admin })).data;
    expect(mine(all.clients, cast.otherClient.id)).toMatchObject({ entries: 1, minutes: 20, plans: 0 });
    const client = (await call(t.app, 'GET', `/api/client-report?client_id=${cast.client.id}&year=2025`, { token: admin })).data;
    expect(client.totals).toMatchObject({ entries: 2, minutes: 90, plans: 1 });
    expect(client.action_journals.map((e: JsonBody) => e.actionplan_id).sort()).toEqual([plan.id, null].sort());
    const csv = await call(t.app, 'GET', `/api/client-report?client_id=${cast.client.id}&year=2025&format=csv`, { token: admin });
    expect(csv.body).toContain('No plan');
    const coachReport = (await call(t.app, 'GET', `/api/coach-report?coach_id=${cast.coach.id}&year=2025`, { token: coach })).data;
    expect(coachReport.totals).toMatchObject({ entries: 2, minutes: 90 });
    const dashboard = (await call(t.app, 'GET', '/api/dashboard', { token: cast.client.token })).data;
    expect(dashboard.minutes.total).toBe(90);
    const clients = await call(t.app, 'GET', `/api/users/associated-clients/${cast.otherCoach.id}`, { token: cast.otherCoach.token });
    if (clients.statusCode === 200) expect(JSON.stringify(clients.data)).toContain('2025-07-01');
  });
});

/** Migration 0019 on a database with records: notes a coach wrote become private, an administrator's stay shared, ids and indexes kept. */
describe.each(DATABASES)('migration 0019 on %s', (kind: DbKind) => {
  let handle: DbHandle;
  let drop = async () => {};
  beforeAll(async () => {
    if (kind === 'sqlite') {
      handle = openDatabase({ sqliteFile: path.join(mkdtempSync(path.join(os.tmpdir(), 'tc-0019-')), 'app.db') });
    } else {
      const fresh = await freshPgDatabase(process.env.TEST_DATABASE_URL!);
      drop = fresh.drop;
      handle = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
    }
  });
  afterAll(async () => {
    await handle?.close();
    await drop();
  });

  it('moves coaches’ diary notes to private_note and makes actionplan_id nullable', async () => {
    const db = handle.db as unknown as Kysely<JsonBody>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const to18 = await migrator.migrateTo('0018-messages-and-client-files');
    expect(to18.error).toBeUndefined();
    const now = nowIso();
    const user = async (username: string, category_id: number) =>
      (
        await db
          .insertInto('users')
          .values({
            username,
            email: `${username}@example.ca`,
            firstname: username,
            lastname: 'X',
            category_id,
            password_hash: 'x',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const admin = await user('adm', 2);
    const coach = await user('coa', 3);
    const client = await user('cli', 4);
    const plan = (
      await db
        .insertInto('action_plans')
        .values({
          client_id: client,
          coach_id: coach,
          date: '2025-06-01',
          summary: 'P',
          description: 'Shared plan text',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const entry = async (notes: string | null) =>
      (
        await db
          .insertInto('action_journals')
          .values({
            actionplan_id: plan,
            client_id: client,
            coach_id: coach,
            date: '2025-06-02',
            minutes: 10,
            activity: 'phone',
            notes,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const byCoach = await entry('Follow up on the subsidy paperwork next visit');
    const byAdmin = await entry('Welcome to the programme');
    const noAudit = await entry('Written before the audit trail');
    const empty = await entry(null);
    const created = (id: number, actor: number) =>
      db
        .insertInto('audit_entries')
        .values({
          at: now,
          actor_id: actor,
          action: 'create',
          entity: 'action_journal',
          entity_id: id,
          before: null,
          after: '{}',
          ip: null,
        })
        .execute();
    await created(byCoach, coach);
    await created(byAdmin, admin);
    await created(empty, coach);

    await migrateToLatest(handle.db);
    const rows = await db.selectFrom('action_journals').select(['id', 'notes', 'private_note']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: byCoach, notes: null, private_note: 'Follow up on the subsidy paperwork next visit' },
      { id: byAdmin, notes: 'Welcome to the programme', private_note: null },
      { id: noAudit, notes: null, private_note: 'Written before the audit trail' },
      { id: empty, notes: null, private_note: null },
    ]);
    expect(await db.selectFrom('action_plans').select(['description', 'private_note']).execute()).toEqual([
      { description: 'Shared plan text', private_note: null },
    ]);
    // Time without a plan can be written now, and the next id follows the old ones.
    const next = await db
      .insertInto('action_journals')
      .values({
        actionplan_id: null,
        client_id: client,
        coach_id: coach,
        date: '2025-06-03',
        minutes: 5,
        activity: 'other',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(empty);
    if (kind === 'sqlite') {
      const indexes = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'index' and tbl_name = 'action_journals' and sql is not null order by name`.execute(
        db,
      );
      expect(indexes.rows.map((r) => r.name)).toEqual([
        'action_journals_client_live',
        'action_journals_coach_live',
        'action_journals_live_date',
        'action_journals_live_order',
        'action_journals_plan_date',
        'action_journals_session',
      ]);
      const fk = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
      expect(fk.rows).toEqual([]);
    }
    // A check of minutes kept.
    await expect(
      db
        .insertInto('action_journals')
        .values({
          actionplan_id: null,
          client_id: client,
          coach_id: coach,
          date: '2025-06-03',
          minutes: 0,
          activity: 'other',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
