import type { ActionPlan } from '@tc/contract/coaching';
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
