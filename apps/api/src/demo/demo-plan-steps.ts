import type { Db } from '../db/connection';
import { addDays, albertaToUtc } from '../lib/alberta-calendar';
import { nowIso, todayInAlberta } from '../lib/time';
import type { DemoSessionClient } from './demo-sessions';

/** Each demo plan's checklist, by DEMO_PLANS' order: a title and its due date, in days from today (negative: past). */
const STEPS: { title: string; due: number | null }[][] = [
  [
    { title: 'Walk through the home with the licensing checklist', due: -100 },
    { title: 'Fix the gate latch and cover the outlets', due: -90 },
    { title: 'Send the floor plan to the licensing officer', due: -80 },
  ],
  [
    { title: 'Compare fees with three day homes nearby', due: -50 },
    { title: 'Write the fee schedule for parents', due: -20 },
    { title: 'Set up the bookkeeping spreadsheet', due: -3 },
    { title: 'Register for the subsidy portal', due: 10 },
  ],
  [
    { title: 'Take photos of the play space', due: 7 },
    { title: 'Write the listing for the community board', due: 14 },
    { title: 'Ask two families for a reference', due: null },
  ],
];

/**
 * Plans that can be finished, in the demo (docs/architecture.md#plan-status-and-steps): every client's oldest plan
 * is done, its steps ticked by the coach; the second is open with steps ticked, one overdue, one still to come,
 * and every second client's is past its own due date; the newest is open with steps ahead. One client dropped
 * their marketing plan. The coach's dashboard therefore has overdue steps and plans to show.
 */
export async function seedDemoPlanSteps(db: Db, clients: DemoSessionClient[]): Promise<void> {
  const today = todayInAlberta();
  const now = nowIso();
  for (const [c, client] of clients.entries()) {
    for (const [i, plan] of client.plans.entries()) {
      const steps = STEPS[i] ?? [];
      const finished = i === 0;
      const dropped = i === 2 && c === 1;
      for (const [j, step] of steps.entries()) {
        const due = step.due === null ? null : addDays(today, step.due);
        // Ticked: every step of a finished plan, and those of the open one due more than a week ago.
        const ticked = finished || (i === 1 && step.due !== null && step.due < -7);
        const doneAt = ticked && due ? albertaToUtc(`${due}T15:00`) : null;
        await db
          .insertInto('plan_steps')
          .values({
            actionplan_id: plan.id,
            title: step.title,
            due_date: due,
            done_at: doneAt,
            done_by: doneAt ? client.coachId : null,
            position: j + 1,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const status = finished ? 'done' : dropped ? 'dropped' : 'open';
      await db
        .updateTable('action_plans')
        .set({
          status,
          due_date: addDays(today, i === 0 ? -75 : i === 1 ? (c % 2 === 0 ? -5 : 21) : 45),
          finished_at: status === 'open' ? null : albertaToUtc(`${addDays(today, finished ? -78 : -10)}T16:00`),
        })
        .where('id', '=', plan.id)
        .execute();
    }
  }
}
