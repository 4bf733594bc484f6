import { DASHBOARD_ROWS, type OverdueItem } from '@tc/contract/dashboard';
import { sql } from 'kysely';
import { clientsOfCoach } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { num } from './dashboard-common';

/** Live, open plans of the coach's current clients, with the client's name: `p` the plan, `u` the client. */
function openPlansOfCoach(db: Db, coachId: number) {
  return db
    .selectFrom('action_plans as p')
    .innerJoin('users as u', 'u.id', 'p.client_id')
    .where('p.client_id', 'in', clientsOfCoach(db, coachId))
    .where('p.deleted_at', 'is', null)
    .where('p.status', '=', 'open')
    .where('u.deleted_at', 'is', null);
}

/**
 * The coach's "Overdue" (docs/architecture.md#plan-status-and-steps): steps still to do whose due date has
 * passed, and open plans past their own, the longest overdue first. Finished plans (done, dropped) and
 * their steps are never listed. Two bounded queries, each with its total (`count(*) over ()`).
 */
export async function overdueOf(db: Db, coachId: number, today: string): Promise<{ total: number; rows: OverdueItem[] }> {
  const columns = ['p.summary', 'p.client_id', 'u.firstname', 'u.lastname'] as const;
  const [steps, plans] = await Promise.all([
    openPlansOfCoach(db, coachId)
      .innerJoin('plan_steps as s', 's.actionplan_id', 'p.id')
      .where('s.done_at', 'is', null)
      .where('s.due_date', '<', today)
      .select(['s.id', 's.title', 's.due_date', 'p.id as plan_id', ...columns])
      .select((eb) => eb.fn.countAll<number>().over().as('total'))
      .orderBy('s.due_date')
      .orderBy('s.id')
      .limit(DASHBOARD_ROWS)
      .execute(),
    openPlansOfCoach(db, coachId)
      .where('p.due_date', '<', today)
      .select(['p.id', sql<string>`p.summary`.as('title'), 'p.due_date', 'p.id as plan_id', ...columns])
      .select((eb) => eb.fn.countAll<number>().over().as('total'))
      .orderBy('p.due_date')
      .orderBy('p.id')
      .limit(DASHBOARD_ROWS)
      .execute(),
  ]);
  const item = (kind: OverdueItem['kind']) => (r: (typeof steps)[number]) => ({
    kind,
    id: r.id,
    title: r.title,
    due_date: r.due_date!,
    plan: { id: r.plan_id, summary: r.summary },
    client: { id: r.client_id, firstname: r.firstname, lastname: r.lastname },
  });
  const rows = [...steps.map(item('step')), ...plans.map(item('plan'))]
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || (a.kind === b.kind ? a.id - b.id : a.kind === 'plan' ? -1 : 1))
    .slice(0, DASHBOARD_ROWS);
  return { total: num(steps[0]?.total) + num(plans[0]?.total), rows };
}
