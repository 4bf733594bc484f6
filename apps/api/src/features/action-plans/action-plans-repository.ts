import type { CoachingScope } from '../../auth/policy';
import { clientsOfCoach } from '../../db/coaching-lookup';
import type { Db } from '../../db/connection';
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

/** One page, newest date first, id as the tie-break; the total counted once. */
export async function listPlans(db: Db, f: PlanFilters, page: number, pageSize: number) {
  const [ids, counted] = await Promise.all([
    filtered(db, f)
      .select('p.id')
      .orderBy('p.date', 'desc')
      .orderBy('p.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  // Names are joined for the page's rows only.
  const rows = ids.length
    ? await selectPlanColumns(plansWithPeople(db))
        .where(
          'p.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('p.date', 'desc')
        .orderBy('p.id', 'desc')
        .execute()
    : [];
  return { rows: rows.map(toPlan), total: Number(counted.n) };
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
