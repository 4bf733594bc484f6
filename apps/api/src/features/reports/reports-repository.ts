import { ACTIVITIES, type ActionJournal, type ActionPlan, type Activity } from '@tc/contract/coaching';
import type { PersonRef } from '@tc/contract/common';
import { type Milestone, type MilestoneKind, type ReportPeriod, SESSION_OUTCOMES, type SessionCounts } from '@tc/contract/reports';
import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { archivedPlans, clientsOfCoach, notOfArchivedPlan } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { entriesWithPeople, selectEntryColumns, toEntry } from '../../db/journal-repository';
import { plansWithPeople, selectPlanColumns, toPlan } from '../../db/plan-repository';
import { type ReadRunner, runHere } from '../../db/sqlite-reader';
import { nextDate, startOfAlbertaDay } from '../../lib/alberta-calendar';

// Only live records count (docs/architecture.md#reports-and-outcomes): an entry counts when it, its plan
// and its client are live; a plan or a milestone when it and its client are.

/** Narrows the all-clients and per-region reports: a region (by name), a coach's assigned clients. */
export interface ClientFilter {
  region?: string;
  coachId?: number;
}

/** The live clients a report covers, as a subquery of their ids. */
function clientIds(db: Db, f: ClientFilter) {
  let q = db.selectFrom('users as cu').select('cu.id').where('cu.category_id', '=', ROLES.CLIENT).where('cu.deleted_at', 'is', null);
  if (f.region !== undefined) q = q.where('cu.region', '=', f.region);
  if (f.coachId !== undefined) q = q.where('cu.id', 'in', clientsOfCoach(db, f.coachId));
  return q;
}

/** Ids of users who are not live clients (coaches, administrators, archived users): a few hundred at most. */
const notLiveClients = (db: Db) =>
  db
    .selectFrom('users as xu')
    .select('xu.id')
    .where((eb) => eb.or([eb('xu.deleted_at', 'is not', null), eb('xu.category_id', '<>', ROLES.CLIENT)]));

/** Live entries dated in the period (whatever their plan and client). */
function liveEntries(db: Db, period: ReportPeriod) {
  return db
    .selectFrom('action_journals as j')
    .where('j.deleted_at', 'is', null)
    .where('j.date', '>=', period.start_date)
    .where('j.date', '<=', period.end_date);
}

const unfiltered = (f: ClientFilter) => f.region === undefined && f.coachId === undefined;

// ---- Sums over the time diary ----

export interface DayActivitySum {
  date: string;
  activity: Activity;
  entries: number;
  minutes: number;
}

type DayActivityQuery = ReturnType<typeof liveEntries>;

async function byDayAndActivity(q: DayActivityQuery, run: ReadRunner): Promise<DayActivitySum[]> {
  const rows = await run(
    q
      .select((eb) => ['j.date', 'j.activity', eb.fn.countAll<number>().as('entries'), eb.fn.sum<number>('j.minutes').as('minutes')])
      .groupBy(['j.date', 'j.activity']),
  );
  return rows.map((r) => ({ date: r.date, activity: r.activity as Activity, entries: Number(r.entries), minutes: Number(r.minutes) }));
}

/**
 * Entries and minutes per day and activity over the period; months and
 * activities are folded from these few thousand rows.
 *
 * Over every client it is one pass over the index action_journals_live_date in
 * its own order (nothing sorted, no test per entry), less what should not count:
 * the entries of archived plans and of users who are not live clients, found
 * from those few ids through their indexes. A filter (region, coach) names its
 * clients, whose entries are read client by client.
 */
export async function sumByDayAndActivity(
  db: Db,
  period: ReportPeriod,
  f: ClientFilter,
  run: ReadRunner = runHere,
): Promise<DayActivitySum[]> {
  if (!unfiltered(f)) {
    return byDayAndActivity(
      liveEntries(db, period).where(notOfArchivedPlan(db, 'j.actionplan_id')).where('j.client_id', 'in', clientIds(db, f)),
      run,
    );
  }
  const [all, excluded] = await Promise.all([
    byDayAndActivity(liveEntries(db, period), run),
    byDayAndActivity(
      liveEntries(db, period).where((eb) =>
        eb.or([eb('j.actionplan_id', 'in', archivedPlans(db)), eb('j.client_id', 'in', notLiveClients(db))]),
      ),
      runHere,
    ),
  ]);
  if (excluded.length === 0) return all;
  const key = (s: DayActivitySum) => `${s.date} ${s.activity}`;
  const less = new Map(excluded.map((s) => [key(s), s]));
  return all
    .map((s) => {
      const x = less.get(key(s));
      return x ? { ...s, entries: s.entries - x.entries, minutes: s.minutes - x.minutes } : s;
    })
    .filter((s) => s.entries > 0);
}

export interface ClientSums {
  client_id: number;
  firstname: string;
  lastname: string;
  business_name: string | null;
  region: string | null;
  plans: number;
  entries: number;
  minutes: number;
  last_entry_date: string | null;
  milestones: number;
}

/** The live clients the filter covers, as the table `u`. */
function clientsTable(db: Db, f: ClientFilter, only?: number[]) {
  let q = db.selectFrom('users as u').where('u.category_id', '=', ROLES.CLIENT).where('u.deleted_at', 'is', null);
  if (f.region !== undefined) q = q.where('u.region', '=', f.region);
  if (f.coachId !== undefined) q = q.where('u.id', 'in', clientsOfCoach(db, f.coachId));
  if (only) q = q.where('u.id', 'in', only);
  return q;
}

/**
 * Each client's entries and minutes: each client's live entries of the period
 * are one range of action_journals_client_live, so the grouping follows the
 * clients and sorts nothing. `exact` tests each entry's plan; without it the
 * entries of archived plans count too, and sumByClient redoes those clients.
 */
function entrySums(db: Db, period: ReportPeriod, f: ClientFilter, opts: { exact: boolean; only?: number[] }) {
  return clientsTable(db, f, opts.only)
    .leftJoin('action_journals as j', (join) => {
      const on = join
        .onRef('j.client_id', '=', 'u.id')
        .on('j.deleted_at', 'is', null)
        .on('j.date', '>=', period.start_date)
        .on('j.date', '<=', period.end_date);
      return opts.exact ? on.on(notOfArchivedPlan(db, 'j.actionplan_id')) : on;
    })
    .select((eb) => [
      'u.id',
      'u.firstname',
      'u.lastname',
      'u.business_name',
      'u.region',
      eb.fn.count<number>('j.minutes').as('entries'),
      eb.fn.sum<number>('j.minutes').as('minutes'),
    ])
    .groupBy('u.id');
}

/**
 * Each client's latest entry, plans and milestones of the period: one short
 * range of an index each (the latest entry is the last key of its range).
 * `exact` leaves out the entries of archived plans, testing each.
 */
function extras(db: Db, period: ReportPeriod, f: ClientFilter, opts: { exact: boolean; only?: number[] }) {
  const { start_date: start, end_date: end } = period;
  return clientsTable(db, f, opts.only).select((eb) => [
    'u.id',
    eb
      .selectFrom('action_journals as lj')
      .select((sub) => sub.fn.max('lj.date').as('d'))
      .whereRef('lj.client_id', '=', 'u.id')
      .where('lj.deleted_at', 'is', null)
      .where('lj.date', '>=', start)
      .where('lj.date', '<=', end)
      .$if(opts.exact, (sub) => sub.where(notOfArchivedPlan(db, 'lj.actionplan_id')))
      .as('last_entry_date'),
    eb
      .selectFrom('action_plans as p')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('p.client_id', '=', 'u.id')
      .where('p.deleted_at', 'is', null)
      .where('p.date', '>=', start)
      .where('p.date', '<=', end)
      .as('plans'),
    eb
      .selectFrom('milestones as m')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('m.client_id', '=', 'u.id')
      .where('m.deleted_at', 'is', null)
      .where('m.date', '>=', start)
      .where('m.date', '<=', end)
      .as('milestones'),
  ]);
}

async function clientSums(
  db: Db,
  period: ReportPeriod,
  f: ClientFilter,
  opts: { exact: boolean; only?: number[] },
  run: ReadRunner,
): Promise<ClientSums[]> {
  const [more, sums] = await Promise.all([run(extras(db, period, f, opts)), entrySums(db, period, f, opts).execute()]);
  const byId = new Map(more.map((m) => [m.id, m]));
  return sums.map((r) => {
    const m = byId.get(r.id);
    return {
      client_id: r.id,
      firstname: r.firstname,
      lastname: r.lastname,
      business_name: r.business_name,
      region: r.region,
      plans: Number(m?.plans ?? 0),
      entries: Number(r.entries),
      minutes: Number(r.minutes ?? 0),
      last_entry_date: m?.last_entry_date ?? null,
      milestones: Number(m?.milestones ?? 0),
    };
  });
}

/**
 * Every live client the filter covers with their sums over the period: the
 * entries summed here, the latest entry, plans and milestones by `run` (on a
 * SQLite file, beside it in a worker). The clients with entries of archived
 * plans in the period (found from those plans, through their index) are summed
 * again entry by entry; everyone else's sums need no test per entry.
 */
export async function sumByClient(db: Db, period: ReportPeriod, f: ClientFilter, run: ReadRunner = runHere): Promise<ClientSums[]> {
  const [rows, touched] = await Promise.all([
    clientSums(db, period, f, { exact: false }, run),
    liveEntries(db, period).where('j.actionplan_id', 'in', archivedPlans(db)).select('j.client_id').distinct().execute(),
  ]);
  if (touched.length === 0) return rows;
  const redone = new Map<number, ClientSums>();
  const ids = touched.map((t) => t.client_id);
  for (let i = 0; i < ids.length; i += 500) {
    for (const r of await clientSums(db, period, f, { exact: true, only: ids.slice(i, i + 500) }, runHere)) redone.set(r.client_id, r);
  }
  return rows.map((r) => redone.get(r.client_id) ?? r);
}

// ---- A whole fiscal year, from the sums kept on write ----

/**
 * The fiscal year a period is exactly (1 April to 31 March), or null. Such a period is read from
 * report_client_years (migration 0029, docs/decisions/041), kept by triggers as entries, plans and milestones
 * change: a row per client instead of every entry of the year. Any other period sums the records themselves.
 */
export function wholeFiscalYear(period: ReportPeriod): number | null {
  if (period.fiscal_year !== null) return period.fiscal_year;
  const year = Number(period.start_date.slice(0, 4));
  return period.start_date === `${year}-04-01` && period.end_date === `${year + 1}-03-31` ? year : null;
}

/** The sums of each live client the filter covers over fiscal year `year`: one row each, zeros when they have none. */
export async function sumByClientOfYear(db: Db, year: number, f: ClientFilter): Promise<ClientSums[]> {
  const rows = await clientsTable(db, f)
    .leftJoin('report_client_years as r', (join) => join.onRef('r.client_id', '=', 'u.id').on('r.fiscal_year', '=', year))
    .select([
      'u.id',
      'u.firstname',
      'u.lastname',
      'u.business_name',
      'u.region',
      'r.entries',
      'r.minutes',
      'r.last_entry_date',
      'r.plans',
      'r.milestones',
    ])
    .execute();
  return rows.map((r) => ({
    client_id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    business_name: r.business_name,
    region: r.region,
    plans: Number(r.plans ?? 0),
    entries: Number(r.entries ?? 0),
    minutes: Number(r.minutes ?? 0),
    // A client whose entries have all gone keeps their row with no entries: no latest entry either.
    last_entry_date: Number(r.entries ?? 0) > 0 ? r.last_entry_date : null,
    milestones: Number(r.milestones ?? 0),
  }));
}

const MONTHS = ['04', '05', '06', '07', '08', '09', '10', '11', '12', '01', '02', '03'] as const;

/** Entries and minutes of fiscal year `year` per month (`YYYY-MM`) and per activity, over the live clients the filter covers. */
export async function sumByMonthAndActivityOfYear(
  db: Db,
  year: number,
  f: ClientFilter,
  run: ReadRunner = runHere,
): Promise<{
  byMonth: Map<string, { entries: number; minutes: number }>;
  byActivity: Map<Activity, { entries: number; minutes: number }>;
}> {
  const columns = [...MONTHS, ...ACTIVITIES].flatMap((k) => [`entries_${k}`, `minutes_${k}`] as const);
  const [row] = await run(
    db
      .selectFrom('report_client_years as r')
      .where('r.fiscal_year', '=', year)
      .where('r.client_id', 'in', clientIds(db, f))
      .select((eb) => columns.map((c) => eb.fn.sum<number>(`r.${c}`).as(c))),
  );
  const pair = (k: string) => ({
    entries: Number((row as Record<string, unknown> | undefined)?.[`entries_${k}`] ?? 0),
    minutes: Number((row as Record<string, unknown> | undefined)?.[`minutes_${k}`] ?? 0),
  });
  return {
    byMonth: new Map(MONTHS.map((m) => [`${m >= '04' ? year : year + 1}-${m}`, pair(m)])),
    byActivity: new Map(ACTIVITIES.map((a) => [a, pair(a)])),
  };
}

/** The assignments (`cc`) of live coaches (`co`) to the clients the filter covers. */
function liveAssignments(db: Db, f: ClientFilter) {
  const q = db.selectFrom('client_coach as cc').innerJoin('users as co', 'co.id', 'cc.coach_id').where('co.deleted_at', 'is', null);
  return f.region !== undefined || f.coachId !== undefined ? q.where('cc.client_id', 'in', clientIds(db, f)) : q;
}

/** The ids of the live coaches assigned to each client the filter covers, in no order (the per-region report counts them). */
export async function coachIdsByClient(db: Db, f: ClientFilter): Promise<Map<number, number[]>> {
  return groupByClient(await liveAssignments(db, f).select(['cc.client_id', 'cc.coach_id']).execute(), (r) => r.coach_id);
}

/** Rows of (client, value), as each client's values in the rows' order. */
function groupByClient<R extends { client_id: number }, V>(rows: R[], value: (r: R) => V): Map<number, V[]> {
  const byClient = new Map<number, V[]>();
  for (const r of rows) {
    const list = byClient.get(r.client_id);
    if (list) list.push(value(r));
    else byClient.set(r.client_id, [value(r)]);
  }
  return byClient;
}

/**
 * The live coaches assigned to each client the filter covers, by last name. Read as the pairs, in client and name
 * order, and once each coach assigned to anyone: at 10,000 clients 11,000 pairs of ids and 400 names, where a name
 * with every pair was 11,000 of each to read and make. A coach is one object however many clients share them.
 */
export async function coachesByClient(db: Db, f: ClientFilter): Promise<Map<number, PersonRef[]>> {
  const [pairs, coaches] = await Promise.all([
    liveAssignments(db, f)
      .select(['cc.client_id', 'cc.coach_id'])
      .orderBy('cc.client_id')
      .orderBy('co.lastname')
      .orderBy('co.firstname')
      .orderBy('co.id')
      .execute(),
    db
      .selectFrom('users as co')
      .select(['co.id', 'co.firstname', 'co.lastname'])
      .where('co.deleted_at', 'is', null)
      .where('co.id', 'in', (eb) => eb.selectFrom('client_coach').select('coach_id'))
      .execute(),
  ]);
  const byId = new Map(coaches.map((c) => [c.id, c]));
  const result = new Map<number, PersonRef[]>();
  let client = -1;
  let list: PersonRef[] = [];
  for (const pair of pairs) {
    // Only coaches still live: the pairs' join and the names' list keep the same ones.
    const coach = byId.get(pair.coach_id);
    if (coach === undefined) continue;
    if (pair.client_id !== client) {
      client = pair.client_id;
      list = [];
      result.set(client, list);
    }
    list.push(coach);
  }
  return result;
}

// ---- Coaching sessions by how they ended ----

/** No sessions: the counts of a client or region without any. */
export const noSessions = (): SessionCounts => ({ completed: 0, cancelled: 0, no_show: 0 });

/**
 * Live sessions that ended (completed, cancelled, no-show) on an Alberta date of the period: their UTC
 * starts lie from the Alberta midnight that opens the period to the one after its last day: a range of
 * each outcome in the index coaching_sessions_status (migration 0038), which holds the client too.
 */
function endedSessions(db: Db, period: ReportPeriod) {
  return db
    .selectFrom('coaching_sessions as s')
    .where('s.deleted_at', 'is', null)
    .where('s.starts_at', '>=', startOfAlbertaDay(period.start_date))
    .where('s.starts_at', '<', startOfAlbertaDay(nextDate(period.end_date)))
    .where('s.status', 'in', [...SESSION_OUTCOMES]);
}

/**
 * Each client's sessions of the period by how they ended, for the all-clients and per-region reports.
 * Unfiltered, every client's are counted and the caller keeps those of its live clients' rows; a filter
 * names its clients.
 */
export async function sessionsByClient(
  db: Db,
  period: ReportPeriod,
  f: ClientFilter,
  run: ReadRunner = runHere,
): Promise<Map<number, SessionCounts>> {
  let q = endedSessions(db, period);
  if (!unfiltered(f)) q = q.where('s.client_id', 'in', clientIds(db, f));
  return countsByClient(await run(q.select(['s.client_id', ...outcomeColumns()]).groupBy('s.client_id')));
}

/** The sessions of the period of one client, or held by one coach with their live clients, by client. */
export async function sessionsOf(db: Db, period: ReportPeriod, who: { clientId: number } | { coachId: number }) {
  let q = endedSessions(db, period).innerJoin('users as cl', 'cl.id', 's.client_id').where('cl.deleted_at', 'is', null);
  q = 'clientId' in who ? q.where('s.client_id', '=', who.clientId) : q.where('s.coach_id', '=', who.coachId);
  return countsByClient(
    await q
      .select(['s.client_id', ...outcomeColumns()])
      .groupBy('s.client_id')
      .execute(),
  );
}

/**
 * A client's sessions counted by how they ended, a column each: a row a client, where a row a client and outcome
 * read 20,000 rows and their statuses at 10,000 clients.
 */
const outcomeColumns = () =>
  SESSION_OUTCOMES.map((status) => sql<number | string>`sum(case when s.status = ${status} then 1 else 0 end)`.as(status));

type OutcomeRow = { client_id: number } & Record<(typeof SESSION_OUTCOMES)[number], number | string>;

function countsByClient(rows: OutcomeRow[]): Map<number, SessionCounts> {
  return new Map(
    rows.map((r) => [r.client_id, { completed: Number(r.completed), cancelled: Number(r.cancelled), no_show: Number(r.no_show) }]),
  );
}

/** The sum of several clients' (or regions') counts. */
export function sumSessions(counts: Iterable<SessionCounts>): SessionCounts {
  const total = noSessions();
  for (const c of counts) for (const k of SESSION_OUTCOMES) total[k] += c[k];
  return total;
}

// ---- The records of one coach or one client ----

/** Plans in the period: of one client, or written by one coach; oldest first. */
export async function plansInPeriod(db: Db, period: ReportPeriod, who: { clientId: number } | { coachId: number }): Promise<ActionPlan[]> {
  let q = plansWithPeople(db)
    .where('p.deleted_at', 'is', null)
    .where('cl.deleted_at', 'is', null)
    .where('p.date', '>=', period.start_date)
    .where('p.date', '<=', period.end_date);
  q = 'clientId' in who ? q.where('p.client_id', '=', who.clientId) : q.where('p.coach_id', '=', who.coachId);
  const rows = await selectPlanColumns(q).orderBy('p.date').orderBy('p.id').execute();
  return rows.map(toPlan);
}

/** A journal entry of a report, with whose client it is (the coach report lists several). */
export type ReportEntry = ActionJournal & { client: PersonRef & { business_name: string | null } };

/** Live entries in the period: of one client, or logged by one coach; oldest first. */
export async function entriesInPeriod(
  db: Db,
  period: ReportPeriod,
  who: { clientId: number } | { coachId: number },
): Promise<ReportEntry[]> {
  let q = entriesWithPeople(db)
    .where('j.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .where('j.date', '>=', period.start_date)
    .where('j.date', '<=', period.end_date);
  q = 'clientId' in who ? q.where('j.client_id', '=', who.clientId) : q.where('j.coach_id', '=', who.coachId);
  const rows = await selectEntryColumns(q)
    .select(['cl.firstname as client_firstname', 'cl.lastname as client_lastname', 'cl.business_name as client_business_name'])
    .orderBy('j.date')
    .orderBy('j.id')
    .execute();
  return rows.map((r) => ({
    ...toEntry(r),
    client: { id: r.client_id, firstname: r.client_firstname, lastname: r.client_lastname, business_name: r.client_business_name },
  }));
}

/** A client's live milestones in the period, oldest first. */
export async function milestonesInPeriod(db: Db, period: ReportPeriod, clientId: number): Promise<Milestone[]> {
  const rows = await db
    .selectFrom('milestones')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .where('date', '>=', period.start_date)
    .where('date', '<=', period.end_date)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    client_id: r.client_id,
    kind: r.kind as MilestoneKind,
    date: r.date,
    value: r.value,
    notes: r.notes,
    recorded_by: r.recorded_by,
    archivedAt: null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** The live clients assigned to a coach, by name. */
export async function clientsOfCoachRows(db: Db, coachId: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', clientsOfCoach(db, coachId))
    .where('category_id', '=', ROLES.CLIENT)
    .where('deleted_at', 'is', null)
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}
