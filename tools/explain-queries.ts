/**
 * `npx tsx tools/explain-queries.ts` with DATA_DIR (or DATABASE_URL) pointing at a
 * generated database (npm run seed:large): runs the main list queries and the
 * all-clients report through the real repositories and prints each statement with its query plan.
 */
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import path from 'node:path';
import type { Database } from '../apps/api/src/db/schema';
import { listPlans } from '../apps/api/src/features/action-plans/action-plans-repository';
import { listEntries, summarize } from '../apps/api/src/features/action-journals/action-journals-repository';
import { listUsers } from '../apps/api/src/features/users/users-repository';
import { listClients } from '../apps/api/src/features/users/client-listing';
import { isCoachOfClient } from '../apps/api/src/db/coaching-repository';
import { fiscalYearOf, fiscalYearPeriod } from '../apps/api/src/features/reports/reports-period';
import { coachesByClient, sumByClient, sumByDayAndActivity } from '../apps/api/src/features/reports/reports-repository';
import { todayInAlberta } from '../apps/api/src/lib/time';

const captured: { sql: string; params: readonly unknown[] }[] = [];
const log = (e: LogEvent) => {
  if (e.level === 'query') captured.push({ sql: e.query.sql, params: e.query.parameters });
};
const url = process.env.DATABASE_URL;
const db = url
  ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }), log })
  : new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(path.join(process.env.DATA_DIR ?? './data', 'app.db')) }),
      log,
    });

const coach = await db.selectFrom('users').select('id').where('username', '=', 'bench.coach1').executeTakeFirstOrThrow();
const client = await db.selectFrom('client_coach').select('client_id').where('coach_id', '=', coach.id).executeTakeFirstOrThrow();
const plan = await db.selectFrom('action_plans').select('id').where('client_id', '=', client.client_id).executeTakeFirstOrThrow();
// The key eleven rows from the end of everyone's plans: the cursor of the deepest page.
const deepKey = await db
  .selectFrom('action_plans')
  .select(['date', 'id'])
  .where('deleted_at', 'is', null)
  .orderBy('date')
  .orderBy('id')
  .offset(10)
  .limit(1)
  .executeTakeFirstOrThrow();
const fiscalYear = fiscalYearPeriod(fiscalYearOf(todayInAlberta()));
captured.length = 0;

const steps: [string, () => Promise<unknown>][] = [
  ['assignment check (every coaching request)', () => isCoachOfClient(db, coach.id, client.client_id)],
  ["one client's plans, page 1", () => listPlans(db, { scope: { all: true }, clientId: client.client_id }, { pageSize: 10, offset: 0 })],
  ["a coach's plans across their clients", () => listPlans(db, { scope: { clientsOfCoach: coach.id } }, { pageSize: 10, offset: 0 })],
  ['all plans, first page (administrator)', () => listPlans(db, { scope: { all: true } }, { pageSize: 10, offset: 0 })],
  ['all plans, deep page by offset (administrator)', () => listPlans(db, { scope: { all: true } }, { pageSize: 10, offset: 19_950 })],
  ['all plans, deep page by keyset (?after=)', () => listPlans(db, { scope: { all: true } }, { pageSize: 10, offset: 0, after: deepKey })],
  [
    'journal filter by plan and coach',
    () => listEntries(db, { scope: { all: true }, actionplanId: plan.id, coachId: coach.id }, { paged: false, limit: 100, offset: 0 }),
  ],
  [
    'all diary entries, first 100 (administrator, no page named)',
    () => listEntries(db, { scope: { all: true } }, { paged: false, limit: 100, offset: 0 }),
  ],
  ["a client's diary totals", () => summarize(db, { scope: { all: true }, clientId: client.client_id })],
  [
    'client search',
    () => listUsers(db, { categories: [4], q: 'maple' }, { field: 'lastname', direction: 'asc' }, { paged: true, limit: 25, offset: 0 }),
  ],
  // GET /users/clients and GET /users (docs/decisions/040-people-lists.md): an index's order, first page and last.
  [
    'clients by last activity, page 1',
    () => listClients(db, {}, { field: 'last_activity', direction: 'desc' }, { paged: true, limit: 25, offset: 0 }),
  ],
  [
    'clients by last activity, last page (read from the end)',
    () => listClients(db, {}, { field: 'last_activity', direction: 'desc' }, { paged: true, limit: 25, offset: 9_975 }),
  ],
  [
    'clients by region, descending, page 1',
    () => listClients(db, {}, { field: 'region', direction: 'desc' }, { paged: true, limit: 25, offset: 0 }),
  ],
  ['clients search', () => listClients(db, { q: 'maple' }, { field: 'lastname', direction: 'asc' }, { paged: true, limit: 25, offset: 0 })],
  [
    'clients without a coach',
    () => listClients(db, { noCoach: true }, { field: 'lastname', direction: 'asc' }, { paged: true, limit: 25, offset: 0 }),
  ],
  [
    "a coach's clients by last activity",
    () => listClients(db, { coachedBy: [coach.id] }, { field: 'last_activity', direction: 'desc' }, { paged: true, limit: 25, offset: 0 }),
  ],
  [
    'everyone by email, last page',
    () => listUsers(db, {}, { field: 'email', direction: 'asc' }, { paged: true, limit: 25, offset: 10_375 }),
  ],
  // GET /getAllClientsReport?year=<current fiscal year>: three statements.
  ['all-clients report: sums per client', () => sumByClient(db, fiscalYear, {})],
  ['all-clients report: time by day and activity', () => sumByDayAndActivity(db, fiscalYear, {})],
  ["all-clients report: each client's coaches", () => coachesByClient(db, {})],
  ['all-clients report of one region: time by day and activity', () => sumByDayAndActivity(db, fiscalYear, { region: 'Calgary' })],
];
for (const [name, run] of steps) {
  captured.length = 0;
  await run();
  console.log(`\n## ${name}`);
  for (const q of captured.splice(0)) {
    console.log(q.sql);
    const params = [...q.params];
    const explain = url
      ? sql.raw(`explain ${q.sql.replace(/\$(\d+)/g, (_, i) => literal(params[Number(i) - 1]))}`)
      : sql.raw(`explain query plan ${q.sql.replace(/\?/g, () => literal(params.shift()))}`);
    const { rows } = await explain.execute(db);
    for (const r of rows as { detail?: string; 'QUERY PLAN'?: string }[]) console.log('   ', url ? r['QUERY PLAN'] : r.detail);
  }
}
await db.destroy();

function literal(v: unknown): string {
  return typeof v === 'number' ? String(v) : v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`;
}
