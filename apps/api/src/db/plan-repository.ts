import type { ActionPlan } from '@tc/contract/coaching';
import { sql } from 'kysely';
import type { Db } from './connection';

/** Plans with their client and (optional) coach: the one join every plan listing reads. */
export function plansWithPeople(db: Db) {
  return db.selectFrom('action_plans as p').innerJoin('users as cl', 'cl.id', 'p.client_id').leftJoin('users as co', 'co.id', 'p.coach_id');
}

/** The columns `toPlan` needs. */
export function selectPlanColumns<Q extends ReturnType<typeof plansWithPeople>>(q: Q) {
  return q.select([
    'p.id',
    'p.client_id',
    'p.coach_id',
    'p.date',
    'p.summary',
    'p.description',
    'p.private_note',
    'p.status',
    'p.due_date',
    'p.finished_at',
    // The checklist's progress: a plan's steps are few, read from plan_steps_plan (no bound values, so the
    // prepared statements of the plan list keep theirs).
    sql<number>`(select count(*) from plan_steps ps where ps.actionplan_id = p.id)`.as('steps_total'),
    sql<number>`(select count(*) from plan_steps ps where ps.actionplan_id = p.id and ps.done_at is not null)`.as('steps_done'),
    'p.created_at',
    'p.updated_at',
    'p.deleted_at',
    'cl.firstname as client_firstname',
    'cl.lastname as client_lastname',
    'cl.business_name as client_business_name',
    'co.firstname as coach_firstname',
    'co.lastname as coach_lastname',
  ]);
}

export type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlanColumns>['executeTakeFirstOrThrow']>>;

/** A plan record as the API answers it. */
export function toPlan(r: PlanRow): ActionPlan {
  return {
    id: r.id,
    client_id: r.client_id,
    coach_id: r.coach_id,
    date: r.date,
    summary: r.summary,
    description: r.description,
    privateNote: r.private_note,
    status: r.status,
    due_date: r.due_date,
    finished_at: r.finished_at,
    steps: { total: Number(r.steps_total), done: Number(r.steps_done) },
    coach:
      r.coach_id !== null && r.coach_firstname !== null
        ? { id: r.coach_id, firstname: r.coach_firstname, lastname: r.coach_lastname ?? '' }
        : null,
    client: { id: r.client_id, firstname: r.client_firstname, lastname: r.client_lastname, business_name: r.client_business_name },
    archivedAt: r.deleted_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
