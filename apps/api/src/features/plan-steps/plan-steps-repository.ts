import type { PlanStep } from '@tc/contract/plan-steps';
import type { Db } from '../../db/connection';

/** Steps with the person who ticked each: the one read every step answer comes from. */
function stepsWithPeople(db: Db) {
  return db
    .selectFrom('plan_steps as s')
    .leftJoin('users as d', 'd.id', 's.done_by')
    .select([
      's.id',
      's.actionplan_id',
      's.title',
      's.due_date',
      's.done_at',
      's.done_by',
      's.position',
      's.created_at',
      's.updated_at',
      'd.firstname as done_firstname',
      'd.lastname as done_lastname',
    ]);
}

type StepRow = Awaited<ReturnType<ReturnType<typeof stepsWithPeople>['executeTakeFirstOrThrow']>>;

/** A step as the API answers it. */
function toStep(r: StepRow): PlanStep {
  return {
    id: r.id,
    actionplan_id: r.actionplan_id,
    title: r.title,
    due_date: r.due_date,
    done_at: r.done_at,
    done_by: r.done_by !== null ? { id: r.done_by, firstname: r.done_firstname ?? '', lastname: r.done_lastname ?? '' } : null,
    position: r.position,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A plan's steps in their order (position, then the order they were added). */
export async function listSteps(db: Db, planId: number): Promise<PlanStep[]> {
  const rows = await stepsWithPeople(db).where('s.actionplan_id', '=', planId).orderBy('s.position').orderBy('s.id').execute();
  return rows.map(toStep);
}

export async function findStep(db: Db, id: number): Promise<PlanStep | undefined> {
  const row = await stepsWithPeople(db).where('s.id', '=', id).executeTakeFirst();
  return row && toStep(row);
}

/** How many steps a plan has, and the position after its last. */
export async function stepCount(db: Db, planId: number): Promise<{ n: number; next: number }> {
  const row = await db
    .selectFrom('plan_steps')
    .where('actionplan_id', '=', planId)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), next: Number(row.last ?? 0) + 1 };
}

/** The plan a step belongs to, as far as access cares: a plan of a current client, live unless archived ones are asked for. */
export async function findPlanRef(db: Db, id: number, opts: { includeArchived?: boolean } = {}) {
  let q = db
    .selectFrom('action_plans as p')
    .innerJoin('users as cl', 'cl.id', 'p.client_id')
    .select(['p.id', 'p.client_id'])
    .where('p.id', '=', id)
    .where('cl.deleted_at', 'is', null);
  if (!opts.includeArchived) q = q.where('p.deleted_at', 'is', null);
  return q.executeTakeFirst();
}
