/**
 * `npx tsx tools/explain-queries.ts [--only REGEX] [--repeat 20] [--analyze]` with DATA_DIR (SQLite) or
 * DATABASE_URL (PostgreSQL; its sessions set as the server's, or by PGOPTIONS, e.g. `-c jit=on`) pointing at a
 * generated centre (npm run seed:large; never at a template database: copy it): runs the list calls' and the
 * reports' statements through the real repositories and prints each statement with its query plan. `--repeat N`
 * also runs each step N times more and prints its median and slowest time (the statement's own time, without
 * HTTP); `--analyze` asks PostgreSQL for EXPLAIN (ANALYZE, BUFFERS), the plan as it ran. STEPS is one entry per
 * call: add a call's entry to its area (docs/architecture.md#scale).
 */
import { parseArgs } from 'node:util';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import path from 'node:path';
import type { Database } from '../apps/api/src/db/schema';
import { listPlans } from '../apps/api/src/features/action-plans/action-plans-repository';
import { exportQuery, listEntries, summarize } from '../apps/api/src/features/action-journals/action-journals-repository';
import { clientRows } from '../apps/api/src/features/users/client-listing';
import { clientCountsOfCoaches, listUsers } from '../apps/api/src/features/users/users-repository';
import { listRegions } from '../apps/api/src/features/regions/regions-repository';
import { listClients } from '../apps/api/src/features/users/client-listing';
import { isCoachOfClient } from '../apps/api/src/db/coaching-repository';
import { listApplications } from '../apps/api/src/features/applications/applications-repository';
import { listAssignments } from '../apps/api/src/features/client-coach/client-coach-repository';
import { listMilestones } from '../apps/api/src/features/milestones/milestones-repository';
import { fiscalYearOf, fiscalYearPeriod } from '../apps/api/src/features/reports/reports-period';
import {
  coachesByClient,
  sessionsByClient,
  sumByClient,
  sumByClientOfYear,
  sumByDayAndActivity,
  sumByMonthAndActivityOfYear,
} from '../apps/api/src/features/reports/reports-repository';
import { todayInAlberta } from '../apps/api/src/lib/time';
import { listSessions } from '../apps/api/src/features/sessions/session-records';
import { conversationPage, listConversations, unreadCounts } from '../apps/api/src/features/messages/messages-repository';
import { auditRows, countAuditEntries, listAuditEntries } from '../apps/api/src/db/audit-repository';
import { PG_SESSION_OPTIONS } from '../apps/api/src/db/connection';
import { listClientFiles } from '../apps/api/src/features/client-files/client-files-repository';
import { listBatches } from '../apps/api/src/features/imports/imports-repository';
import { listMail } from '../apps/api/src/features/mail/mail-queue-routes';
import { adminDashboard } from '../apps/api/src/features/dashboard/dashboard-admin';
import { coachDashboard } from '../apps/api/src/features/dashboard/dashboard-coach';

const { values } = parseArgs({
  options: { only: { type: 'string' }, repeat: { type: 'string', default: '0' }, analyze: { type: 'boolean' } },
});
const only = values.only ? new RegExp(values.only, 'i') : undefined;
const repeat = Number(values.repeat);

const captured: { sql: string; params: readonly unknown[] }[] = [];
const log = (e: LogEvent) => {
  if (e.level === 'query') captured.push({ sql: e.query.sql, params: e.query.parameters });
};
const url = process.env.DATABASE_URL;
const db = url
  ? new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, options: process.env.PGOPTIONS ?? PG_SESSION_OPTIONS }) }),
      log,
    })
  : new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(path.join(process.env.DATA_DIR ?? './data', 'app.db')) }),
      log,
    });

// The generated centre's people and records the steps name (apps/api/src/cli/seed-large.ts).
const coach = await db.selectFrom('users').select('id').where('username', '=', 'bench.coach1').executeTakeFirstOrThrow();
const admin = await db.selectFrom('users').select(['id', 'category_id']).where('username', '=', 'bench.admin').executeTakeFirstOrThrow();
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
const clientCount = Number(
  (
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', 4)
      .executeTakeFirstOrThrow()
  ).n,
);
/** The offset of the last page of 25 clients. */
const lastClientPage = Math.max(0, Math.floor((clientCount - 1) / 25) * 25);
const fiscalYear = fiscalYearPeriod(fiscalYearOf(todayInAlberta()));
const paged = (limit: number, offset = 0) => ({ paged: true, limit, offset });
// The casework lists (docs/decisions/043-casework-lists-at-scale.md): the administrator, bench.coach1 and one of their clients.
const coachMe = { id: coach.id, category_id: 3 };
const sessionPage = (offset: number) => ({ paged: true, limit: 25, offset });
const sessionsAll = { scope: { all: true } as const, sort: 'start' as const };
const thisWeek = todayInAlberta();
captured.length = 0;

/** One call of the API as its repository makes it: its name, and the call. */
type Step = [name: string, run: () => Promise<unknown>];

const STEPS: Step[] = [
  // Plans.
  ['assignment check (every coaching request)', () => isCoachOfClient(db, coach.id, client.client_id)],
  ["one client's plans, page 1", () => listPlans(db, { scope: { all: true }, clientId: client.client_id }, { pageSize: 10, offset: 0 })],
  ["a coach's plans across their clients", () => listPlans(db, { scope: { clientsOfCoach: coach.id } }, { pageSize: 10, offset: 0 })],
  ['all plans, first page (administrator)', () => listPlans(db, { scope: { all: true } }, { pageSize: 10, offset: 0 })],
  ['all plans, deep page by offset (administrator)', () => listPlans(db, { scope: { all: true } }, { pageSize: 10, offset: 19_950 })],
  ['all plans, deep page by keyset (?after=)', () => listPlans(db, { scope: { all: true } }, { pageSize: 10, offset: 0, after: deepKey })],
  // Diary entries.
  [
    'journal filter by plan and coach',
    () => listEntries(db, { scope: { all: true }, actionplanId: plan.id, coachId: coach.id }, { paged: false, limit: 100, offset: 0 }),
  ],
  [
    'all diary entries, first 100 (administrator, no page named)',
    () => listEntries(db, { scope: { all: true } }, { paged: false, limit: 100, offset: 0 }),
  ],
  // Migration 0027's counts (docs/decisions/039-list-counts.md): the totals, and the day a deep page starts on.
  [
    'all plans of one status, deep page by offset (administrator)',
    () => listPlans(db, { scope: { all: true }, status: 'open' }, { pageSize: 10, offset: 99_990 }),
  ],
  ['all diary entries, page 1 (administrator)', () => listEntries(db, { scope: { all: true } }, { paged: true, limit: 50, offset: 0 })],
  [
    'all diary entries, deep page by offset (administrator)',
    () => listEntries(db, { scope: { all: true } }, { paged: true, limit: 50, offset: 500_000 }),
  ],
  [
    "one coach's diary entries (administrator, coach_id=)",
    () => listEntries(db, { scope: { all: true }, coachId: coach.id }, { paged: true, limit: 50, offset: 0 }),
  ],
  [
    "a coach's diary, their clients' entries (as the coach)",
    () => listEntries(db, { scope: { clientsOfCoach: coach.id } }, { paged: true, limit: 50, offset: 0 }),
  ],
  ["a client's diary totals", () => summarize(db, { scope: { all: true }, clientId: client.client_id })],
  // People.
  ['client search', () => listUsers(db, { categories: [4], q: 'maple' }, { field: 'lastname', direction: 'asc' }, paged(25))],
  ['client list by last name, first page', () => listClients(db, {}, { field: 'lastname', direction: 'asc' }, paged(25))],
  ['client list by last name, last page', () => listClients(db, {}, { field: 'lastname', direction: 'asc' }, paged(25, lastClientPage))],
  ['client list by last activity, first page', () => listClients(db, {}, { field: 'last_activity', direction: 'desc' }, paged(25))],
  [
    'client list by last activity, last page',
    () => listClients(db, {}, { field: 'last_activity', direction: 'desc' }, paged(25, lastClientPage)),
  ],
  ["a coach's clients by last name", () => listClients(db, { coachedBy: [coach.id] }, { field: 'lastname', direction: 'asc' }, paged(25))],
  ['assignments, first page (administrator)', () => listAssignments(db, { scope: { all: true } }, paged(25))],
  [
    'assignments, last page (administrator, read from the end)',
    () => listAssignments(db, { scope: { all: true } }, { limit: 25, offset: 10_975, paged: true }),
  ],
  // Casework.
  ['conversations, first page (administrator)', () => listConversations(db, admin, { limit: 25, offset: 0 })],
  ['milestones, first page (administrator)', () => listMilestones(db, { scope: { all: true } }, 25, 0)],
  ['milestones, last page (administrator, read from the end)', () => listMilestones(db, { scope: { all: true } }, 25, 9_950)],
  ['applications, first page', () => listApplications(db, {}, paged(25))],
  ['imports, first page', () => listBatches(db, { limit: 25, offset: 0 })],
  // The audit trail.
  ['audit trail, first page', () => listAuditEntries(db, {}, 25, 0)],
  ['audit trail, search by words', () => listAuditEntries(db, { q: 'maple' }, 25, 0)],
  // A name every generated person has: most entries hold it, so the search reads them in date order (searchWay).
  ['audit trail, search by a word most entries hold', () => listAuditEntries(db, { q: 'bench' }, 25, 0)],
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
  // One person looked for by name: on SQLite its page is read by the search's index (docs/decisions/067-sqlite-search-index.md).
  [
    'clients search, one person',
    () => listClients(db, { q: 'bench.client7777' }, { field: 'lastname', direction: 'asc' }, { paged: true, limit: 25, offset: 0 }),
  ],
  // A search among a few people reads them first, not the trigram index (docs/decisions/065-people-search-trigrams.md).
  ['coaches search', () => listUsers(db, { categories: [3], q: 'chen' }, { field: 'lastname', direction: 'asc' }, paged(25))],
  [
    "a coach's clients searched",
    () => listClients(db, { q: 'maple', coachedBy: [coach.id] }, { field: 'lastname', direction: 'asc' }, paged(25)),
  ],
  // Totals and counts kept by role and region (docs/decisions/068-people-region-counts.md).
  [
    'clients of a region (total kept)',
    () => listClients(db, { region: 'Calgary' }, { field: 'lastname', direction: 'asc' }, { paged: true, limit: 25, offset: 0 }),
  ],
  ['regions with their counts of coaches and clients', () => listRegions(db)],
  [
    "a page of coaches' client counts",
    async () =>
      clientCountsOfCoaches(
        db,
        (await db.selectFrom('users').select('id').where('category_id', '=', 3).limit(25).execute()).map((r) => r.id),
      ),
  ],
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
  // GET /dashboard: every statement of each role's first screen, run at once.
  ["a coach's dashboard", () => coachDashboard(db, coach.id, todayInAlberta())],
  ["an administrator's dashboard", () => adminDashboard(db, todayInAlberta())],
  // GET /getAllClientsReport?year=<current fiscal year>: three statements.
  ['all-clients report: sums per client', () => sumByClient(db, fiscalYear, {})],
  ['all-clients report: time by day and activity', () => sumByDayAndActivity(db, fiscalYear, {})],
  ["all-clients report: each client's coaches", () => coachesByClient(db, {})],
  ['all-clients report of one region: time by day and activity', () => sumByDayAndActivity(db, fiscalYear, { region: 'Calgary' })],
  // The casework lists (docs/decisions/043-casework-lists-at-scale.md).
  ['all sessions, first page (administrator)', () => listSessions(db, sessionsAll, sessionPage(0))],
  ['all sessions, latest first', () => listSessions(db, { ...sessionsAll, sort: '-start' }, sessionPage(0))],
  ['all sessions, deep page by offset', () => listSessions(db, sessionsAll, sessionPage(25_000))],
  [
    'all sessions waiting (scheduled, requested)',
    () => listSessions(db, { ...sessionsAll, statuses: ['scheduled', 'requested'] }, sessionPage(0)),
  ],
  ["a region's sessions", () => listSessions(db, { ...sessionsAll, region: 'Calgary' }, sessionPage(0))],
  ["everyone's sessions of a week", () => listSessions(db, { ...sessionsAll, from: thisWeek, to: thisWeek }, sessionPage(0))],
  [
    "a coach's sessions, all (as the coach)",
    () => listSessions(db, { scope: { clientsOfCoach: coach.id }, sort: 'start' }, sessionPage(0)),
  ],
  [
    "a coach's sessions waiting (as the coach; planned each run on PostgreSQL)",
    () => listSessions(db, { scope: { clientsOfCoach: coach.id }, sort: 'start', statuses: ['scheduled', 'requested'] }, sessionPage(0)),
  ],
  ['the sessions of the fiscal year by client and outcome (the reports)', () => sessionsByClient(db, fiscalYear, {})],
  ['conversations, first page (administrator)', () => listConversations(db, admin, { limit: 25, offset: 0 })],
  ['conversations, deepest page (administrator)', () => listConversations(db, admin, { limit: 25, offset: 9_975 })],
  ['conversations, searched (administrator)', () => listConversations(db, admin, { q: 'chen', limit: 25, offset: 0 })],
  ["a coach's conversations", () => listConversations(db, coachMe, { limit: 25, offset: 0 })],
  ['unread counts (polled by every coach)', () => unreadCounts(db, coachMe)],
  ['a conversation, newest page', () => conversationPage(db, client.client_id, { limit: 50 })],
  ['audit trail, first page', () => listAuditEntries(db, {}, 50, 0)],
  ['audit trail, total', () => countAuditEntries(db, {})],
  ['audit trail, searched total (a rare word)', () => countAuditEntries(db, { q: 'maple' })],
  ['audit trail, searched total (a word most entries hold)', () => countAuditEntries(db, { q: 'bench' })],
  ['audit trail, searched by two letters (no trigram)', () => listAuditEntries(db, { q: 'an' }, 50, 0)],
  ['audit trail, searched total by two letters', () => countAuditEntries(db, { q: 'an' })],
  ['audit trail, deep page', () => listAuditEntries(db, {}, 50, 250_000)],
  ['audit trail of one kind of record', () => listAuditEntries(db, { entity: 'action_plan' }, 50, 0)],
  ['audit trail of one action', () => listAuditEntries(db, { action: 'update' }, 50, 0)],
  ['audit trail of one actor', () => listAuditEntries(db, { actorId: coach.id }, 50, 0)],
  [
    "a client's files",
    () => listClientFiles(db, { clientId: client.client_id, sort: { field: 'date', direction: 'desc' }, limit: 10, offset: 0 }),
  ],
  ['imports done', () => listBatches(db, { limit: 25, offset: 0 })],
  ['outgoing mail, first page', () => listMail(db, {}, { paged: true, limit: 25, offset: 0 })],
  ['outgoing mail, deep page', () => listMail(db, {}, { paged: true, limit: 25, offset: 30_000 })],
  ['outgoing mail, failed', () => listMail(db, { status: 'failed' }, { paged: true, limit: 25, offset: 0 })],
  // A whole fiscal year reads the sums kept per client and year (migration 0029, docs/decisions/041) instead.
  ['fiscal-year report: sums per client, kept', () => sumByClientOfYear(db, fiscalYear.fiscal_year!, {})],
  ['fiscal-year report: time by month and activity, kept', () => sumByMonthAndActivityOfYear(db, fiscalYear.fiscal_year!, {})],
  ['fiscal-year report of one region: sums per client, kept', () => sumByClientOfYear(db, fiscalYear.fiscal_year!, { region: 'Calgary' })],
  [
    'fiscal-year report of one region: time by month and activity, kept',
    () => sumByMonthAndActivityOfYear(db, fiscalYear.fiscal_year!, { region: 'Calgary' }),
  ],
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
  ['audit trail CSV, first batch', () => auditRows(db, {}, 'sets').limit(1000).execute()],
];

console.log(`${url ? 'PostgreSQL' : 'SQLite'}: ${clientCount} clients`);
for (const [name, run] of STEPS) {
  if (only && !only.test(name)) continue;
  captured.length = 0;
  await run();
  console.log(`\n## ${name}`);
  for (const q of captured.splice(0)) {
    console.log(q.sql);
    const params = [...q.params];
    const explain = url
      ? sql.raw(
          `explain ${values.analyze ? '(analyze, buffers) ' : ''}${q.sql.replace(/\$(\d+)/g, (_, i) => literal(params[Number(i) - 1]))}`,
        )
      : sql.raw(`explain query plan ${q.sql.replace(/\?/g, () => literal(params.shift()))}`);
    const { rows } = await explain.execute(db);
    for (const r of rows as { detail?: string; 'QUERY PLAN'?: string }[]) console.log('   ', url ? r['QUERY PLAN'] : r.detail);
  }
  if (repeat > 0) {
    const times: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    captured.length = 0;
    console.log(`    ${repeat} runs: median ${times[(repeat - 1) >> 1].toFixed(2)} ms, slowest ${times[repeat - 1].toFixed(2)} ms`);
  }
}
await db.destroy();

function literal(v: unknown): string {
  return typeof v === 'number' ? String(v) : v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`;
}
