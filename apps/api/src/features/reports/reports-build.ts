import { ACTIVITIES, type ActionJournal, type ActionPlan, type Activity } from '@tc/contract/coaching';
import type {
  ActivityTotals,
  AllClientsReport,
  ClientReportRow,
  MonthTotals,
  RegionReportRow,
  ReportPeriod,
  ReportTotals,
  SessionCounts,
} from '@tc/contract/reports';
import type { Db } from '../../db/connection';
import { type ReadRunner, runHere } from '../../db/sqlite-reader';
import { monthlyTable } from './reports-period';
import {
  type ClientFilter,
  type ClientSums,
  coachesByClient,
  coachIdsByClient,
  noSessions,
  sessionsByClient,
  sumByClient,
  sumByClientOfYear,
  sumByDayAndActivity,
  sumByMonthAndActivityOfYear,
  sumSessions,
  wholeFiscalYear,
} from './reports-repository';

type Sum = { minutes: number; entries: number };

/** The time by activity (every activity, in the contract's order, zeros included) and by month of the period. */
export function fold(period: ReportPeriod, sums: Iterable<{ date: string; activity: Activity } & Sum>) {
  const byActivity = new Map<Activity, Sum>(ACTIVITIES.map((a) => [a, { minutes: 0, entries: 0 }]));
  const byMonth = new Map<string, Sum>();
  for (const s of sums) {
    const a = byActivity.get(s.activity);
    if (a) {
      a.minutes += s.minutes;
      a.entries += s.entries;
    }
    const key = s.date.slice(0, 7);
    const m = byMonth.get(key) ?? { minutes: 0, entries: 0 };
    m.minutes += s.minutes;
    m.entries += s.entries;
    byMonth.set(key, m);
  }
  const by_activity: ActivityTotals[] = [...byActivity].map(([activity, s]) => ({ activity, ...s }));
  const by_month: MonthTotals[] = monthlyTable(period, byMonth);
  return { by_activity, by_month };
}

/**
 * The sums of a coach's or a client's own records: every entry once, one each per entry; `sessions`
 * are the period's sessions by client (a client met in the period counts among its clients).
 */
export function recordTotals(
  period: ReportPeriod,
  entries: ActionJournal[],
  plans: ActionPlan[],
  extraClients: number[] = [],
  sessions: Map<number, SessionCounts> = new Map(),
) {
  const { by_activity, by_month } = fold(
    period,
    entries.map((e) => ({ date: e.date, activity: e.activity, minutes: e.minutes, entries: 1 })),
  );
  const clients = new Set([...entries.map((e) => e.client_id), ...plans.map((p) => p.client_id), ...extraClients, ...sessions.keys()]);
  const totals: ReportTotals = {
    minutes: entries.reduce((n, e) => n + e.minutes, 0),
    entries: entries.length,
    plans: plans.length,
    clients: clients.size,
    sessions: sumSessions(sessions.values()),
  };
  return { totals, by_activity, by_month };
}

/** A client counts in a period when anything of theirs does: an entry, a plan, a milestone or a session that ended in it. */
const active = (r: { entries: number; plans: number; milestones: number; sessions: SessionCounts }) =>
  r.entries > 0 || r.plans > 0 || r.milestones > 0 || r.sessions.completed + r.sessions.cancelled + r.sessions.no_show > 0;

/** Surname, then first name, then id: a stable order for a funder's list (each key made once). */
function sortByName(rows: ClientReportRow[]): ClientReportRow[] {
  const keyed = rows.map((row) => ({ row, key: `${row.lastname.toLowerCase()}\u0000${row.firstname.toLowerCase()}` }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.client_id - b.row.client_id));
  return keyed.map((k) => k.row);
}

/** The sums and sessions of the clients active in the period, in no order. */
async function activeClientSums(db: Db, period: ReportPeriod, f: ClientFilter, run: ReadRunner) {
  const year = wholeFiscalYear(period);
  const [sums, sessions] = await Promise.all([
    year !== null ? sumByClientOfYear(db, year, f) : sumByClient(db, period, f, run),
    sessionsByClient(db, period, f),
  ]);
  // Each row made for this report is given its sessions, not copied (10,000 rows at 10,000 clients).
  const rows: (ClientSums & { sessions: SessionCounts })[] = [];
  for (const s of sums) {
    const row = Object.assign(s, { sessions: sessions.get(s.client_id) ?? noSessions() });
    if (active(row)) rows.push(row);
  }
  return rows;
}

/** The rows of the clients active in the period, by name, with their assigned coaches. */
async function activeClientRows(db: Db, period: ReportPeriod, f: ClientFilter, run: ReadRunner): Promise<ClientReportRow[]> {
  const [sums, coaches] = await Promise.all([activeClientSums(db, period, f, run), coachesByClient(db, f)]);
  return sortByName(sums.map((s) => Object.assign(s, { coaches: coaches.get(s.client_id) ?? [] })));
}

/**
 * GET /getAllClientsReport. A whole fiscal year reads the sums kept per client and year; any other period
 * sums its records: the sums by day and each client's latest entry, plans and milestones go to `run` (on a
 * SQLite file, a second connection in a worker thread) while each client's entries are summed here, so the
 * long reads overlap.
 */
export async function allClientsReport(
  db: Db,
  period: ReportPeriod,
  f: ClientFilter,
  run: ReadRunner = runHere,
): Promise<AllClientsReport> {
  const [clients, { by_activity, by_month }] = await Promise.all([activeClientRows(db, period, f, run), timeTables(db, period, f, run)]);
  const totals: ReportTotals = { minutes: 0, entries: 0, plans: 0, clients: clients.length, sessions: noSessions() };
  for (const c of clients) {
    totals.minutes += c.minutes;
    totals.entries += c.entries;
    totals.plans += c.plans;
  }
  totals.sessions = sumSessions(clients.map((c) => c.sessions));
  return { period, totals, clients, by_activity, by_month };
}

/** The monthly table alone (the PDF of the per-region report, whose JSON has none). */
export async function monthlyOnly(
  db: Db,
  period: ReportPeriod,
  f: ClientFilter,
  run: ReadRunner = runHere,
): Promise<{ by_month: MonthTotals[] }> {
  return { by_month: (await timeTables(db, period, f, run)).by_month };
}

/**
 * The time by activity and by month over the clients the filter covers: a whole fiscal year from the sums
 * kept per client and year, any other period from its entries' sums by day and activity.
 */
async function timeTables(db: Db, period: ReportPeriod, f: ClientFilter, run: ReadRunner) {
  const year = wholeFiscalYear(period);
  if (year === null) return fold(period, await sumByDayAndActivity(db, period, f, run));
  const { byMonth, byActivity } = await sumByMonthAndActivityOfYear(db, year, f, run);
  const by_activity: ActivityTotals[] = [...byActivity].map(([activity, s]) => ({ activity, ...s }));
  return { by_activity, by_month: monthlyTable(period, byMonth) };
}

/**
 * GET /getAllClientsReport/regions: the active clients' sums per region (clients
 * without one make the row whose region is null, last); `coaches` counts the
 * distinct coaches assigned to the region's active clients.
 */
export async function regionsReport(db: Db, period: ReportPeriod, f: ClientFilter, run: ReadRunner = runHere) {
  // Sums by region: no client's name, no coach's, no order (the all-clients report's rows cost a sort and 11,000 names at 10,000 clients).
  const [clients, coachIds] = await Promise.all([activeClientSums(db, period, f, run), coachIdsByClient(db, f)]);
  const regions = new Map<string | null, RegionReportRow & { coachIds: Set<number> }>();
  const allCoaches = new Set<number>();
  for (const c of clients) {
    let r = regions.get(c.region);
    if (!r) {
      r = {
        region: c.region,
        clients: 0,
        coaches: 0,
        plans: 0,
        entries: 0,
        minutes: 0,
        milestones: 0,
        sessions: noSessions(),
        coachIds: new Set(),
      };
      regions.set(c.region, r);
    }
    r.sessions = sumSessions([r.sessions, c.sessions]);
    r.clients += 1;
    r.plans += c.plans;
    r.entries += c.entries;
    r.minutes += c.minutes;
    r.milestones += c.milestones;
    for (const coach of coachIds.get(c.client_id) ?? []) {
      r.coachIds.add(coach);
      allCoaches.add(coach);
    }
  }
  const rows: RegionReportRow[] = [...regions.values()]
    .map(({ coachIds, ...r }) => ({ ...r, coaches: coachIds.size }))
    .sort((a, b) => (a.region === null ? 1 : b.region === null ? -1 : a.region.localeCompare(b.region, 'en-CA')));
  return { report: { period, regions: rows }, distinctCoaches: allCoaches.size };
}
