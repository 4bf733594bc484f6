import type { CoachingScope } from '../../auth/policy';
import { clientsOfCoach } from '../../db/coaching-lookup';
import type { Db } from '../../db/connection';
import { prepared } from '../../db/prepared';
import type { DateIdKey } from '../../lib/cursor';
import { plansWithPeople, selectPlanColumns, toPlan } from '../../db/plan-records';
import { nowIso } from '../../lib/time';

export interface PlanFilters {
  /** What the actor may list (the policy's answer); the ids below narrow it further. */
  scope: CoachingScope;
  clientId?: number;
  /** Plans written by this coach. */
  coachId?: number;
  archived?: boolean;
}

/** Filters on the plans table alone, so paging walks one index without joining the rows it skips. */
function filtered(db: Db, f: PlanFilters) {
  let q = db
    .selectFrom('action_plans as p')
    .where('p.deleted_at', f.archived ? 'is not' : 'is', null)
    // Archived clients' plans leave every list with them.
    .where('p.client_id', 'not in', (eb) => eb.selectFrom('users').select('id').where('deleted_at', 'is not', null));
  if (f.clientId !== undefined) q = q.where('p.client_id', '=', f.clientId);
  if (f.coachId !== undefined) q = q.where('p.coach_id', '=', f.coachId);
  if ('client' in f.scope) q = q.where('p.client_id', '=', f.scope.client);
  if ('clientsOfCoach' in f.scope) q = q.where('p.client_id', 'in', clientsOfCoach(db, f.scope.clientsOfCoach));
  return q;
}

/** Which page: by position (`offset`), or the rows after a cursor's key (keyset: any page costs what the first does). */
export interface PlanPage {
  pageSize: number;
  offset: number;
  after?: DateIdKey;
}

/** The sort keys of one page and the row after it (which tells whether another page follows). */
function pageKeys(db: Db, f: PlanFilters, page: PlanPage) {
  const keys = filtered(db, f)
    .select(['p.id', 'p.date'])
    .orderBy('p.date', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.pageSize + 1);
  return page.after
    ? keys.where((eb) => eb(eb.refTuple('p.date', 'p.id'), '<', eb.tuple(page.after!.date, page.after!.id)))
    : keys.offset(page.offset);
}

const countOf = (db: Db, f: PlanFilters) => filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n'));

// The list asked most (a plans screen: one client's live plans, a page by number) and the rows of
// any page are compiled once (db/prepared.ts); other filters build their query on each call.
const oneClient = (clientId: number): PlanFilters => ({ scope: { all: true }, clientId, archived: false });
const oneClientKeys = prepared(
  (db: Db, clientId: number, pageSize: number, offset: number) => pageKeys(db, oneClient(clientId), { pageSize, offset }),
  (clientId, pageSize, offset) => [clientId, pageSize + 1, offset],
);
const oneClientCount = prepared((db: Db, clientId: number) => countOf(db, oneClient(clientId)));
const rowsById = prepared((db: Db, ...ids: number[]) =>
  selectPlanColumns(plansWithPeople(db)).where('p.id', 'in', ids).orderBy('p.date', 'desc').orderBy('p.id', 'desc'),
);

/** A numbered page of one client's live plans, with nothing else asked. */
function oneClientPage(f: PlanFilters, page: PlanPage): number | undefined {
  const plain = Object.entries(f).every(
    ([k, v]) => v === undefined || k === 'scope' || k === 'clientId' || (k === 'archived' && v === false),
  );
  return plain && 'all' in f.scope && page.after === undefined ? f.clientId : undefined;
}

/** One page, newest date first, id as the tie-break; the total counted once; `next` names the page's last row when more follow. */
export async function listPlans(db: Db, f: PlanFilters, page: PlanPage) {
  const clientId = oneClientPage(f, page);
  const [found, counted] = await Promise.all(
    clientId !== undefined
      ? [oneClientKeys(db, clientId, page.pageSize, page.offset), oneClientCount(db, clientId).then(([c]) => c!)]
      : [pageKeys(db, f, page).execute(), countOf(db, f).executeTakeFirstOrThrow()],
  );
  // One row more than the page tells whether another page follows.
  const shown = found.slice(0, page.pageSize);
  const last = found.length > page.pageSize ? shown[shown.length - 1] : undefined;
  // Names are joined for the page's rows only.
  const rows = shown.length ? await rowsById(db, ...shown.map((r) => r.id)) : [];
  return { rows: rows.map(toPlan), total: Number(counted.n), next: last && { date: last.date, id: last.id } };
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
}

export async function insertPlan(db: Db, v: PlanValues): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('action_plans')
    .values({ ...v, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePlan(db: Db, id: number, v: Partial<PlanValues>): Promise<void> {
  await db
    .updateTable('action_plans')
    .set({ ...v, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  // A plan's entries belong to the plan's client.
  if (v.client_id !== undefined) {
    await db.updateTable('action_journals').set({ client_id: v.client_id, updated_at: nowIso() }).where('actionplan_id', '=', id).execute();
  }
}
