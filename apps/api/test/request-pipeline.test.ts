import { ROLES } from '@tc/contract/roles';
import type Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteConnectionOf } from '../src/db/connection';
import { nowIso } from '../src/lib/time';
import { type Cast, makeCast, makeUser } from './fixtures';
import { call, DATABASES, type TestApp, createTestApp } from './harness';

// What a client's plan list and a plan's diary cost per call. The checks stay those of
// every other call (coaching-access, access); these tests hold the statements and hooks to what
// the calls need, and the answers of the paths those savings added.

const PLANS = 23;

/** The SQL statements run while `fn` runs: SQLite statement runs, or queries sent to PostgreSQL. */
async function statementsOf(t: TestApp, fn: () => Promise<unknown>): Promise<string[]> {
  const ran: string[] = [];
  const restore: (() => void)[] = [];
  const count = <T extends object>(proto: T, names: (keyof T)[]) => {
    for (const name of names) {
      const original = proto[name] as (...args: unknown[]) => unknown;
      proto[name] = function (this: { source?: string }, ...args: unknown[]) {
        ran.push(this.source ?? String(typeof args[0] === 'object' ? (args[0] as { text: string }).text : args[0]));
        return original.apply(this, args);
      } as T[keyof T];
      restore.push(() => (proto[name] = original as T[keyof T]));
    }
  };
  const sqlite = sqliteConnectionOf(t.app.db);
  if (sqlite) count(Object.getPrototypeOf(sqlite.prepare('select 1')) as Database.Statement, ['all', 'get', 'run', 'iterate']);
  else count(pg.Client.prototype, ['query']);
  try {
    await fn();
  } finally {
    restore.forEach((r) => r());
  }
  return ran;
}

/** The hooks one route runs, as Fastify prints them: `{ onRequest: 2, … }`. */
function hooksOf(t: TestApp, method: string, path: string): Record<string, number> {
  const tree = t.app.printRoutes({ includeHooks: true, commonPrefix: false, method });
  const lines = tree.split('\n');
  const at = lines.findIndex((l) => l.trimEnd().endsWith(`${path} (${method})`));
  expect(at, `${method} ${path} in\n${tree}`).toBeGreaterThanOrEqual(0);
  const hooks: Record<string, number> = {};
  for (const line of lines.slice(at + 1)) {
    const hook = /• \((\w+)\) (\[.*\])/.exec(line);
    if (!hook) break;
    hooks[hook[1]] = (JSON.parse(hook[2]) as string[]).length;
  }
  return hooks;
}

describe.each(DATABASES)("a client's plan list and a plan's diary (%s)", (kind) => {
  let t: TestApp;
  let cast: Cast;
  let planId: number;
  const list = (clientId: number, token: string, query = '') =>
    call(t.app, 'GET', `/api/action-plans?clientId=${clientId}${query}`, { token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    const now = nowIso();
    const plans = Array.from({ length: PLANS }, (_, i) => ({
      client_id: cast.client.id,
      coach_id: cast.coach.id,
      date: `2025-0${1 + (i % 9)}-1${i % 10}`,
      summary: `Plan ${i}`,
      description: null,
      created_at: now,
      updated_at: now,
      deleted_at: i === 0 ? now : null,
    }));
    const ids = (await t.app.db.insertInto('action_plans').values(plans).returning('id').execute()).map((r) => r.id);
    planId = ids[1];
    const entry = (coach_id: number, date: string) => ({
      actionplan_id: planId,
      client_id: cast.client.id,
      coach_id,
      date,
      minutes: 30,
      activity: 'phone',
      notes: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    await t.app.db
      .insertInto('action_journals')
      .values([entry(cast.coach.id, '2025-03-01'), entry(cast.coach.id, '2025-03-02'), entry(cast.admin.id, '2025-03-03')])
      .execute();
  });
  afterAll(() => t.close());

  it('reads the user with their access, then a page with its total: two statements, where it took five', async () => {
    let res = await list(cast.client.id, cast.coach.token);
    const ran = await statementsOf(t, async () => (res = await list(cast.client.id, cast.coach.token)));
    expect(res.statusCode).toBe(200);
    expect(res.data.actionPlans).toHaveLength(10);
    expect(ran).toHaveLength(2);
  });

  it('binds no value SQLite would compile a plan or diary statement again for', async () => {
    // SQLite reads a bound LIMIT or OFFSET, or a value compared with a column a partial index describes,
    // while planning: each new value would make it compile the statement anew (db/prepared.ts, boundInt).
    // (A list of ids, `in (?, ?)`, is read by the rowid and planned alike for any value.)
    const bare = /(=|limit|offset) (\?|\$\d+)/i;
    const diary = `/api/action-journals/filter?actionplan_id=${planId}`;
    for (const [url, token] of [
      [`/api/action-plans?clientId=${cast.client.id}&page=2&pageSize=5`, cast.coach.token],
      ['/api/action-plans?page=2&pageSize=5', cast.admin.token],
      [diary, cast.coach.token],
      [`${diary}&coach_id=${cast.coach.id}&page=1&pageSize=2`, cast.admin.token],
    ]) {
      const ran = await statementsOf(t, async () => expect((await call(t.app, 'GET', url, { token })).statusCode).toBe(200));
      const plansOrDiary = ran.filter((q) => /"action_(plans|journals)"/.test(q));
      expect(plansOrDiary.length, url).toBeGreaterThan(0);
      expect(
        plansOrDiary.filter((q) => bare.test(q)),
        url,
      ).toEqual([]);
    }
  });

  it('answers every page with the total of live plans, and past the last page still tells it', async () => {
    const live = PLANS - 1;
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(cast.client.id, cast.coach.token, `&page=${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.data.total).toBe(live);
      expect(res.headers['x-total-count']).toBe(String(live));
      seen.push(...res.data.actionPlans.map((p: { id: number }) => p.id));
      expect(res.data.next === undefined).toBe(page === 3);
    }
    expect(seen).toHaveLength(live);
    expect(new Set(seen).size).toBe(live);
    const past = await list(cast.client.id, cast.coach.token, '&page=9');
    expect(past.data).toMatchObject({ total: live, page: 9, actionPlans: [] });
    const none = await list(cast.otherClient.id, cast.admin.token);
    expect(none.data).toMatchObject({ total: 0, actionPlans: [] });
  });

  it("drops an archived client's plans from the list, whoever asks", async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    await t.app.db
      .insertInto('action_plans')
      .values({
        client_id: client.id,
        coach_id: null,
        date: '2025-01-01',
        summary: 'Kept',
        description: null,
        created_at: nowIso(),
        updated_at: nowIso(),
        deleted_at: null,
      })
      .execute();
    expect((await list(client.id, cast.admin.token)).data.total).toBe(1);
    await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', client.id).execute();
    for (const query of ['', '&page=2']) {
      const res = await list(client.id, cast.admin.token, query);
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({ total: 0, actionPlans: [] });
    }
  });

  it('keeps every check of the sign-in and of the access on that path', async () => {
    expect((await list(cast.client.id, cast.admin.token)).statusCode).toBe(200);
    expect((await list(cast.client.id, cast.client.token)).statusCode).toBe(200);
    expect((await list(cast.client.id, cast.otherCoach.token)).statusCode).toBe(403);
    expect((await list(cast.client.id, cast.otherClient.token)).statusCode).toBe(403);
    expect((await list(cast.client.id, `${cast.coach.token.slice(0, -2)}xx`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/api/action-plans?clientId=${cast.client.id}`)).statusCode).toBe(401);
    // A logout (a new token version), a deactivated or an archived account ends the session at once.
    const coach = await makeUser(t.app, ROLES.COACH);
    await t.app.db
      .insertInto('client_coach')
      .values({ client_id: cast.client.id, coach_id: coach.id, created_at: nowIso(), updated_at: nowIso() })
      .execute();
    expect((await list(cast.client.id, coach.token)).statusCode).toBe(200);
    for (const change of [{ token_version: 1 }, { status: 'inactive' as const }, { deleted_at: nowIso() }]) {
      await t.app.db.updateTable('users').set(change).where('id', '=', coach.id).execute();
      const res = await list(cast.client.id, coach.token);
      expect(res.statusCode, JSON.stringify(change)).toBe(401);
      expect(res.data.code).toBe('UNAUTHENTICATED');
      await t.app.db
        .updateTable('users')
        .set({ token_version: 0, status: 'active', deleted_at: null })
        .where('id', '=', coach.id)
        .execute();
    }
    // An assignment removed today removes the access today.
    await t.app.db.deleteFrom('client_coach').where('coach_id', '=', coach.id).execute();
    expect((await list(cast.client.id, coach.token)).statusCode).toBe(403);
  });

  it("lists a plan's diary, of one coach or all, to those who may read it", async () => {
    const diary = (token: string, coachId?: number) =>
      call(t.app, 'GET', `/api/action-journals/filter?actionplan_id=${planId}${coachId ? `&coach_id=${coachId}` : ''}`, { token });
    for (const token of [cast.admin.token, cast.coach.token, cast.client.token]) {
      const all = await diary(token);
      expect(all.statusCode).toBe(200);
      expect(all.data.map((e: { date: string }) => e.date)).toEqual(['2025-03-03', '2025-03-02', '2025-03-01']);
      expect(all.headers['x-total-count']).toBe('3');
      const ofCoach = await diary(token, cast.coach.id);
      expect(ofCoach.data.map((e: { coach_id: number }) => e.coach_id)).toEqual([cast.coach.id, cast.coach.id]);
    }
    for (const token of [cast.otherCoach.token, cast.otherClient.token]) expect((await diary(token)).statusCode).toBe(404);
  });

  it('runs the upload hooks of @fastify/multipart on upload calls only, and the multipart refusal on calls with a body only', () => {
    // The answer's headers are the one onRequest hook of a JSON call (no rate limit in the tests); no hook runs as it is sent.
    // The caller is asked before the input is read (preParsing). A read has no body to refuse.
    // An answer that can hold a private note passes the one hook that strips it (docs/decisions/023); others run none.
    // A change takes an Idempotency-Key (docs/decisions/053): one hook reserves it, one keeps the answer; a read has neither.
    expect(hooksOf(t, 'GET', '/api/action-plans')).toEqual({ onRequest: 1, preParsing: 1, preSerialization: 1 });
    expect(hooksOf(t, 'POST', '/api/action-plans')).toEqual({
      onRequest: 1,
      preParsing: 1,
      preValidation: 1,
      preHandler: 1,
      preSerialization: 1,
      onSend: 1,
    });
    expect(hooksOf(t, 'POST', '/api/auth/logout')).toEqual({ onRequest: 1, preParsing: 1, preValidation: 1 });
    expect(hooksOf(t, 'GET', '/api/regions')).toEqual({ onRequest: 1, preParsing: 1 });
    const upload = hooksOf(t, 'POST', '/api/form-files');
    expect(upload.onRequest).toBe(2);
    expect(upload.onResponse).toBe(1);
  });
});
