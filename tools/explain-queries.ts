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
import { exportQuery, listEntries, summarize } from '../apps/api/src/features/action-journals/action-journals-repository';
import { clientRows } from '../apps/api/src/features/users/client-listing';
import { auditRows } from '../apps/api/src/db/audit-repository';
import { listUsers } from '../apps/api/src/features/users/users-repository';
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
  // GET /getAllClientsReport?year=<current fiscal year>: three statements.
  ['all-clients report: sums per client', () => sumByClient(db, fiscalYear, {})],
  ['all-clients report: time by day and activity', () => sumByDayAndActivity(db, fiscalYear, {})],
  ["all-clients report: each client's coaches", () => coachesByClient(db, {})],
  ['all-clients report of one region: time by day and activity', () => sumByDayAndActivity(db, fiscalYear, { region: 'Calgary' })],
  // The CSV exports (docs/decisions/042): each read by a cursor; shown here with a LIMIT of one batch, so as not to read them whole.
  [
    'time diary CSV, the whole centre (administrator), first batch',
    () =>
      exportQuery(db, { scope: { all: true } })
        .limit(1000)
        .execute(),
  ],
  [
    "time diary CSV of a coach's clients, first batch",
    () =>
      exportQuery(db, { scope: { clientsOfCoach: coach.id } })
        .limit(1000)
        .execute(),
  ],
  [
    'client list CSV by last activity, first batch',
    () => clientRows(db, {}, { field: 'last_activity', direction: 'desc' }).limit(1000).execute(),
  ],
  ['audit trail CSV, first batch', () => auditRows(db, {}).limit(1000).execute()],
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
