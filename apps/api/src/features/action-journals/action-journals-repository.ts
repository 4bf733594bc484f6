import { type Activity, type JournalSummary, NO_PLAN } from '@tc/contract/coaching';
import type { CoachingScope } from '../../auth/policy';
import { clientsOfCoach } from '../../db/coaching-repository';
import { dayOfOffset } from '../../db/day-counts';
import type { Db } from '../../db/connection';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { ActionJournalsTable, Database } from '../../db/schema';
import { entriesWithPeople, selectEntryColumns, toEntry } from '../../db/journal-repository';
import { type Paging, totalOf } from '../../lib/listing';
import { boundInt, prepared } from '../../db/prepared';
import { updateRow } from '../../lib/soft-delete';

export interface JournalFilters {
  /** What the actor may list (the policy's answer); the ids below narrow it further. */
  scope: CoachingScope;
  clientId?: number;
  /** A plan's entries, or 'none': those logged without a plan (docs/decisions/024). */
  actionplanId?: number | typeof NO_PLAN;
  coachId?: number;
  from?: string;
  to?: string;
  /** Entries archived one by one (administrators). */
  archived?: boolean;
}

type IdWriter = (n: number) => number | Expression<number>;

/** The list's filters and the caller's scope, on the entry's own columns (`j`): what filtered() and matching() share. */
function filterConditions(db: Db, eb: ExpressionBuilder<Database & { j: ActionJournalsTable }, 'j'>, f: JournalFilters, id: IdWriter) {
  const conds: Expression<SqlBool>[] = [];
  if (f.clientId !== undefined) conds.push(eb('j.client_id', '=', id(f.clientId)));
  if (f.actionplanId === NO_PLAN) conds.push(eb('j.actionplan_id', 'is', null));
  else if (f.actionplanId !== undefined) conds.push(eb('j.actionplan_id', '=', id(f.actionplanId)));
  if (f.coachId !== undefined) conds.push(eb('j.coach_id', '=', id(f.coachId)));
  if (f.from) conds.push(eb('j.date', '>=', f.from));
  if (f.to) conds.push(eb('j.date', '<=', f.to));
  if ('client' in f.scope) conds.push(eb('j.client_id', '=', id(f.scope.client)));
  if ('clientsOfCoach' in f.scope) conds.push(eb('j.client_id', 'in', clientsOfCoach(db, f.scope.clientsOfCoach)));
  return eb.and(conds);
}

/**
 * A live entry is one whose plan is live too: archiving a plan takes its entries with it. `id` writes
 * each id the query compares (a compiled statement binds them with db/prepared.ts's boundInt).
 */
function filtered(db: Db, f: JournalFilters, id: IdWriter = (n) => n) {
  let q = entriesWithPeople(db);
  q = f.archived ? q.where('j.deleted_at', 'is not', null) : q.where('j.deleted_at', 'is', null).where('p.deleted_at', 'is', null);
  return q.where((eb) => filterConditions(db, eb, f, id));
}

/**
 * What filtered() finds, read from action_journals alone: archived clients and plans are few, found by index and
 * left out by `not in`, where the joins made PostgreSQL count a coach's 2,500 entries by reading every plan and
 * user (0.5 s at 10,000 clients; docs/decisions/039-list-counts.md). For counting only: the rows come from filtered().
 */
function matching(db: Db, f: JournalFilters, id: IdWriter = (n) => n) {
  let q = db
    .selectFrom('action_journals as j')
    .where('j.client_id', 'not in', (eb) => eb.selectFrom('users').select('id').where('deleted_at', 'is not', null));
  q = f.archived
    ? q.where('j.deleted_at', 'is not', null)
    : q
        .where('j.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('j.actionplan_id', 'is', null),
            eb('j.actionplan_id', 'not in', eb.selectFrom('action_plans').select('id').where('deleted_at', 'is not', null)),
          ]),
        );
  return q.where((eb) => filterConditions(db, eb, f, id));
}

// A plan's diary (a plan screen: GET /action-journals/filter) is compiled once, with and without a coach
// (db/prepared.ts); other filters build their query on each call.
const planDiary = prepared((db: Db, planId: number, clientId: number, limit: number, offset: number) =>
  selectEntryColumns(filtered(db, { actionplanId: planId, scope: { client: clientId } }, boundInt))
    .orderBy('j.date', 'desc')
    .orderBy('j.id', 'desc')
    .limit(boundInt(limit))
    .offset(boundInt(offset)),
);
const planDiaryOfCoach = prepared((db: Db, planId: number, coachId: number, clientId: number, limit: number, offset: number) =>
  selectEntryColumns(filtered(db, { actionplanId: planId, coachId, scope: { client: clientId } }, boundInt))
    .orderBy('j.date', 'desc')
    .orderBy('j.id', 'desc')
    .limit(boundInt(limit))
    .offset(boundInt(offset)),
);

/** The rows of one page: a plan's diary (of one coach or all) by its compiled statement, else a query built for the filters. */
async function pageRows(db: Db, f: JournalFilters, page: Paging) {
  const { actionplanId: planId, coachId, scope, ...others } = f;
  const plain = Object.values(others).every((v) => v === undefined || v === false);
  if (planId !== undefined && planId !== NO_PLAN && 'client' in scope && plain) {
    return coachId === undefined
      ? planDiary(db, planId, scope.client, page.limit, page.offset)
      : planDiaryOfCoach(db, planId, coachId, scope.client, page.limit, page.offset);
  }
  // Everyone's entries are read in action_journals_live_order's order, one coach's in action_journals_coach_live's.
  // Any other set (a client's, a coach's clients') is small: found by its own index and sorted. Sorted by the date as
  // an expression, so that PostgreSQL does not walk everyone's entries in date order looking for them (1.4 s at
  // 10,000 clients, 0.08 s this way).
  const counted = isCounted(f);
  const inOrder = counted || isOneCoachs(f);
  if (counted || !ofManyClients(f)) return inPageOrder(selectEntryColumns(filtered(db, f)), inOrder, page).execute();
  // A set of many clients' entries (one coach's, a coach's clients'): the page's ids from action_journals alone,
  // then those rows with their plan and people. Joined first, a deep page of one coach's 2,500 entries was joined
  // whole by hash (1.7 s at 50 connections on PostgreSQL; docs/decisions/056-coach-diary-order.md).
  const ids = (await inPageOrder(matching(db, f).select('j.id'), inOrder, page).execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  return selectEntryColumns(entriesWithPeople(db)).where('j.id', 'in', ids).orderBy('j.date', 'desc').orderBy('j.id', 'desc').execute();
}

/** A page of entries newest first, id as the tie-break; `inOrder`: by the date itself, as an index gives them. */
function inPageOrder<Q extends SelectQueryBuilder<Database & { j: ActionJournalsTable }, 'j', object>>(
  q: Q,
  inOrder: boolean,
  page: Paging,
): Q {
  return q
    .$if(inOrder, (qb) => qb.orderBy('j.date', 'desc'))
    .$if(!inOrder, (qb) => qb.orderBy(sql`j.date || ''`, 'desc'))
    .orderBy('j.id', 'desc')
    .limit(page.limit)
    .offset(page.offset) as Q;
}

/** Entries of more than one client and no one plan: thousands at 10,000 clients, where a client's are a hundred. */
function ofManyClients(f: JournalFilters): boolean {
  return !('client' in f.scope) && f.clientId === undefined && f.actionplanId === undefined;
}

/**
 * Everyone's live entries, of a range of dates or all (an administrator's diary): the set journal_counts counts
 * by date (migration 0027, docs/decisions/039-list-counts.md).
 */
function isCounted(f: JournalFilters): boolean {
  return 'all' in f.scope && f.clientId === undefined && f.actionplanId === undefined && f.coachId === undefined && !f.archived;
}

/** One coach's live entries, of a range of dates or all, with no other filter: one range of action_journals_coach_live. */
function isOneCoachs(f: JournalFilters): boolean {
  return f.coachId !== undefined && !f.archived && ofManyClients(f);
}

/** journal_counts' days within the filters' dates. */
function countedDays(db: Db, f: JournalFilters) {
  return db
    .selectFrom('journal_counts')
    .select(['date', 'n'])
    .$if(!!f.from, (q) => q.where('date', '>=', f.from!))
    .$if(!!f.to, (q) => q.where('date', '<=', f.to!));
}

/** How many entries the filters find: a sum over one row a day, where counting a million entries took 2 s. */
async function countedTotal(db: Db, f: JournalFilters): Promise<number> {
  const row = await countedDays(db, f)
    .clearSelect()
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A page by number of everyone's entries read from the day it starts on (found from journal_counts), so that a
 * deep page skips that day's earlier rows only, not every row before it. Undefined: the page is past the last row.
 */
async function countedStart(db: Db, f: JournalFilters, page: Paging): Promise<{ f: JournalFilters; page: Paging } | undefined> {
  // The newest day with entries as the bound: bounded by a date, SQLite reads action_journals_live_order in
  // order (2 ms for the first page), where without one it chose action_journals_live_date and sorted each day (0.5 s).
  if (page.offset === 0) {
    const newest = await countedDays(db, f)
      .clearSelect()
      .select('date')
      .where('n', '>', 0)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst();
    return newest && { f: { ...f, to: newest.date }, page };
  }
  const start = await dayOfOffset(db, countedDays(db, f), page.offset);
  return start && { f: { ...f, to: start.date }, page: { ...page, offset: page.offset - start.before } };
}

/** One page (docs/architecture.md#api-conventions: never more), newest date first, id as the tie-break, with how many match in all. */
export async function listEntries(db: Db, f: JournalFilters, page: Paging) {
  if (isCounted(f)) {
    const start = await countedStart(db, f, page);
    const rows = start ? await pageRows(db, start.f, start.page) : [];
    return { rows: rows.map(toEntry), total: await countedTotal(db, f) };
  }
  const rows = await pageRows(db, f, page);
  const total = await totalOf(rows.length, page, async () => {
    const counted = await matching(db, f, boundInt)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return counted.n;
  });
  return { rows: rows.map(toEntry), total };
}

/**
 * Every entry the filters match, for the CSV export: newest date first, id as the tie-break (an unfiltered
 * diary reads action_journals_live_order backwards, with no sort), with the client's and coach's names.
 * The private note is not read: the file never holds one.
 */
export function exportQuery(db: Db, f: JournalFilters) {
  return filtered(db, f)
    .select([
      'j.id',
      'j.date',
      'j.minutes',
      'j.activity',
      'j.notes',
      'j.actionplan_id',
      'p.summary as plan_summary',
      'cl.firstname as client_firstname',
      'cl.lastname as client_lastname',
      'cl.business_name as client_business',
      'co.firstname as coach_firstname',
      'co.lastname as coach_lastname',
    ])
    .orderBy('j.date', 'desc')
    .orderBy('j.id', 'desc');
}

export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['executeTakeFirstOrThrow']>>;

export async function summarize(db: Db, f: JournalFilters & { clientId: number }): Promise<JournalSummary> {
  const byPlan = await filtered(db, f)
    .select((eb) => [
      'p.id as actionplan_id',
      'p.summary',
      eb.fn.countAll<number>().as('entries'),
      eb.fn.sum<number>('j.minutes').as('minutes'),
    ])
    .groupBy(['p.id', 'p.summary'])
    .execute();
  // Newest plan first; time without a plan (one row, its plan null) last, where the two databases would sort it apart.
  const plans = byPlan
    .map((p) => ({
      actionplan_id: p.actionplan_id,
      summary: p.summary,
      entries: Number(p.entries),
      minutes: Number(p.minutes ?? 0),
    }))
    .sort((a, b) => (b.actionplan_id ?? 0) - (a.actionplan_id ?? 0));
  return {
    client_id: f.clientId,
    entries: plans.reduce((n, p) => n + p.entries, 0),
    minutes: plans.reduce((n, p) => n + p.minutes, 0),
    byPlan: plans,
  };
}

// Read back after every save, in its transaction, and by GET /action-journals/:id: compiled once (db/prepared.ts).
const entryById = prepared((db: Db, id: number) => selectEntryColumns(entriesWithPeople(db)).where('j.id', '=', boundInt(id)));
const liveEntryById = prepared((db: Db, id: number) =>
  selectEntryColumns(entriesWithPeople(db))
    .where('j.id', '=', boundInt(id))
    .where('j.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null),
);

export async function findEntry(db: Db, id: number, opts: { includeArchived?: boolean } = {}) {
  const [row] = await (opts.includeArchived ? entryById : liveEntryById)(db, id);
  return row && toEntry(row);
}

export interface EntryValues {
  /** Null: time without a plan. */
  actionplan_id: number | null;
  client_id: number;
  coach_id: number;
  date: string;
  minutes: number;
  activity: Activity;
  notes: string | null;
  private_note: string | null;
  /** The completed session the time was logged from (set when the entry is made). */
  session_id?: number | null;
}

export async function updateEntry(db: Db, id: number, v: Partial<EntryValues>): Promise<void> {
  await updateRow(db, 'action_journals', id, v);
}
