import type { PlanStatus } from '@tc/contract/coaching';
import { sql } from 'kysely';
import type { CoachingScope } from '../../auth/policy';
import { clientsOfCoach } from '../../db/coaching-repository';
import { dayOfOffset } from '../../db/day-counts';
import type { Db } from '../../db/connection';
import { boundInt, boundText, prepared } from '../../db/prepared';
import type { DateIdKey } from '../../lib/cursor';
import { type PlanRow, plansWithPeople, selectPlanColumns, toPlan } from '../../db/plan-repository';
import { updateRow } from '../../lib/soft-delete';
import { nowIso } from '../../lib/time';

export interface PlanFilters {
  /** What the actor may list (the policy's answer); the ids below narrow it further. */
  scope: CoachingScope;
  clientId?: number;
  /** Plans written by this coach. */
  coachId?: number;
  archived?: boolean;
  /** Only plans of this status (migration 0020); every plan without it. */
  status?: PlanStatus;
}

/** The filters, archived clients' plans still in. */
function matching(db: Db, f: PlanFilters) {
  let q = db.selectFrom('action_plans as p').where('p.deleted_at', f.archived ? 'is not' : 'is', null);
  if (f.clientId !== undefined) q = q.where('p.client_id', '=', f.clientId);
  if (f.coachId !== undefined) q = q.where('p.coach_id', '=', f.coachId);
  if (f.status !== undefined) q = q.where('p.status', '=', f.status);
  if ('client' in f.scope) q = q.where('p.client_id', '=', f.scope.client);
  if ('clientsOfCoach' in f.scope) q = q.where('p.client_id', 'in', clientsOfCoach(db, f.scope.clientsOfCoach));
  return q;
}

/** Filters on the plans table alone, so paging walks one index without joining the rows it skips. */
function filtered(db: Db, f: PlanFilters) {
  // Archived clients' plans leave every list with them.
  return matching(db, f).where('p.client_id', 'not in', (eb) => eb.selectFrom('users').select('id').where('deleted_at', 'is not', null));
}

/** Which page: by position (`offset`), or the rows after a cursor's key (keyset: any page costs what the first does). */
export interface PlanPage {
  pageSize: number;
  offset: number;
  after?: DateIdKey;
  /** Rows dated this day or earlier only: where a page by number starts (`offset` then counts from that day's first row). */
  through?: string;
}

/**
 * The sort keys of one page and the row after it (which tells whether another page follows). A coach's clients'
 * plans (a few hundred) are found by client and sorted, by the date as an expression: ordered by the date itself,
 * PostgreSQL walked everyone's plans newest first looking for theirs (5,000 index entries for page 1 at 10,000
 * clients, 11 ms; 98 calls a second at 50 connections).
 */
function pageKeys(db: Db, f: PlanFilters, page: PlanPage) {
  const ofCoachsClients = 'clientsOfCoach' in f.scope && f.clientId === undefined && f.coachId === undefined;
  const keys = filtered(db, f)
    .$if(page.through !== undefined, (q) => q.where('p.date', '<=', boundText(page.through!)))
    .select(['p.id', 'p.date'])
    .$if(!ofCoachsClients, (q) => q.orderBy('p.date', 'desc'))
    .$if(ofCoachsClients, (q) => q.orderBy(sql`p.date || ''`, 'desc'))
    .orderBy('p.id', 'desc')
    .limit(boundInt(page.pageSize + 1));
  return page.after
    ? keys.where((eb) => eb(eb.refTuple('p.date', 'p.id'), '<', eb.tuple(page.after!.date, page.after!.id)))
    : keys.offset(boundInt(page.offset));
}

/**
 * The number of plans filtered() finds, counted as those that match less those of archived clients: the
 * archived are few and found by index, where testing each plan against them made an administrator's
 * all-plans list count 200,000 plans at 21 ms a call (5 ms this way, measured with `npm run bench`).
 */
function countOf(db: Db, f: PlanFilters) {
  const all = matching(db, f).select((eb) => eb.fn.countAll<number>().as('n'));
  const ofArchived = matching(db, f)
    .innerJoin('users as archived', 'archived.id', 'p.client_id')
    .where('archived.deleted_at', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('n'));
  return db.selectNoFrom(sql<number>`(${all}) - (${ofArchived})`.as('n'));
}

/**
 * Everyone's live plans (an administrator's list, of one status or all): the set plan_counts counts by date and
 * status (migration 0027, docs/decisions/039-list-counts.md).
 */
function isCounted(f: PlanFilters): boolean {
  return 'all' in f.scope && f.clientId === undefined && f.coachId === undefined && !f.archived;
}

/** plan_counts' days, each with how many plans it holds, of one status or all. */
function countedDays(db: Db, status: PlanStatus | undefined) {
  return db
    .selectFrom('plan_counts')
    .$if(status !== undefined, (q) => q.where('status', '=', status!))
    .select((eb) => ['date', eb.fn.sum<number>('n').as('n')])
    .groupBy('date');
}

/** The total of everyone's live plans: a sum over one row a day and status, where counting the plans took 9–520 ms. */
async function countedTotal(db: Db, status: PlanStatus | undefined): Promise<number> {
  const row = await db
    .selectFrom('plan_counts')
    .$if(status !== undefined, (q) => q.where('status', '=', status!))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where a deep page by number starts: the day of the row at `offset`, and its position in that day (db/day-counts.ts). */
async function countedStart(db: Db, status: PlanStatus | undefined, offset: number) {
  const start = await dayOfOffset(db, countedDays(db, status), offset);
  return start && { through: start.date, offset: offset - start.before };
}

// The list asked most (a plans screen: one client's live plans, a page by number) and the rows of
// any page are compiled once (db/prepared.ts); other filters build their query on each call.
const oneClient = (clientId: number): PlanFilters => ({ scope: { all: true }, clientId, archived: false });
/**
 * A page of one client's live plans with the client's total, in one statement where the keys, the count
 * and the rows were three (measured with `npm run bench`). A client's plans are few, so the page is read in the index's order
 * and joined as it goes; the subquery is not correlated, so it counts once per call, and needs no
 * archived-client test, as a page with rows is one of a current client.
 */
const oneClientRows = prepared(
  (db: Db, clientId: number, pageSize: number, offset: number) =>
    selectPlanColumns(plansWithPeople(db))
      .select((eb) =>
        eb
          .selectFrom('action_plans as c')
          .select(eb.fn.countAll<number>().as('n'))
          .where('c.client_id', '=', boundInt(clientId))
          .where('c.deleted_at', 'is', null)
          .as('total'),
      )
      .where('p.client_id', '=', boundInt(clientId))
      .where('p.deleted_at', 'is', null)
      // Archived clients' plans leave every list with them.
      .where('cl.deleted_at', 'is', null)
      .orderBy('p.date', 'desc')
      .orderBy('p.id', 'desc')
      .limit(boundInt(pageSize + 1))
      .offset(boundInt(offset)),
  (clientId, pageSize, offset) => [clientId, clientId, pageSize + 1, offset],
);
const oneClientCount = prepared(
  (db: Db, clientId: number) => countOf(db, oneClient(clientId)),
  (clientId) => [clientId, clientId],
);
const rowsById = prepared((db: Db, ...ids: number[]) =>
  selectPlanColumns(plansWithPeople(db)).where('p.id', 'in', ids).orderBy('p.date', 'desc').orderBy('p.id', 'desc'),
);

/** A numbered page of one client's live plans, with nothing else asked. */
function oneClientPage(f: PlanFilters, page: PlanPage): number | undefined {
  if (page.after !== undefined || f.archived || !('all' in f.scope)) return undefined;
  for (const key in f) if (!ONE_CLIENT_KEYS.has(key) && f[key as keyof PlanFilters] !== undefined) return undefined;
  return f.clientId;
}
const ONE_CLIENT_KEYS = new Set(['scope', 'clientId', 'archived']);

/** One page's rows, the total of every page, and the page's last row when another page follows. */
async function pageAndTotal(db: Db, f: PlanFilters, page: PlanPage): Promise<{ rows: PlanRow[]; total: number; last?: DateIdKey }> {
  const clientId = oneClientPage(f, page);
  // One row more than the page tells whether another page follows.
  if (clientId !== undefined) {
    const found = await oneClientRows(db, clientId, page.pageSize, page.offset);
    const rows = found.slice(0, page.pageSize);
    // A page past the last row has no row to carry the total.
    const total = found.length ? found[0].total : page.offset === 0 ? 0 : (await oneClientCount(db, clientId))[0].n;
    return { rows, total: Number(total), last: found.length > page.pageSize ? rows[rows.length - 1] : undefined };
  }
  const [keys, total] = isCounted(f)
    ? await countedKeys(db, f, page)
    : await Promise.all([pageKeys(db, f, page).execute(), countAll(db, f)]);
  const shown = keys.slice(0, page.pageSize);
  // Names are joined for the page's rows only.
  const rows = shown.length ? await rowsById(db, ...shown.map((r) => r.id)) : [];
  return { rows, total, last: keys.length > page.pageSize ? shown[shown.length - 1] : undefined };
}

async function countAll(db: Db, f: PlanFilters): Promise<number> {
  return Number((await countOf(db, f).executeTakeFirstOrThrow()).n);
}

/** A page of everyone's live plans: the total from plan_counts, and a page by number read from the day it starts on. */
async function countedKeys(db: Db, f: PlanFilters, page: PlanPage) {
  const total = await countedTotal(db, f.status);
  if (page.after !== undefined || page.offset === 0) return [await pageKeys(db, f, page).execute(), total] as const;
  const start = await countedStart(db, f.status, page.offset);
  return [start ? await pageKeys(db, f, { ...page, ...start }).execute() : [], total] as const;
}

/** One page, newest date first, id as the tie-break; the total counted once; `next` names the page's last row when more follow. */
export async function listPlans(db: Db, f: PlanFilters, page: PlanPage) {
  const { rows, total, last } = await pageAndTotal(db, f, page);
  return { rows: rows.map(toPlan), total, next: last && { date: last.date, id: last.id } };
}

export async function findPlan(db: Db, id: number, opts: { includeArchived?: boolean } = {}) {
  let q = selectPlanColumns(plansWithPeople(db)).where('p.id', '=', id).where('cl.deleted_at', 'is', null);
  if (!opts.includeArchived) q = q.where('p.deleted_at', 'is', null);
  const row = await q.executeTakeFirst();
  return row && toPlan(row);
}

export interface PlanValues {
  client_id: number;
  coach_id: number | null;
  date: string;
  summary: string;
  description: string | null;
  /** Coaches' and administrators' own note (docs/decisions/023). */
  private_note: string | null;
  status?: PlanStatus;
  due_date?: string | null;
  finished_at?: string | null;
}

export async function updatePlan(db: Db, id: number, v: Partial<PlanValues>): Promise<void> {
  await updateRow(db, 'action_plans', id, v);
  // A plan's entries belong to the plan's client.
  if (v.client_id !== undefined) {
    await db.updateTable('action_journals').set({ client_id: v.client_id, updated_at: nowIso() }).where('actionplan_id', '=', id).execute();
  }
}
