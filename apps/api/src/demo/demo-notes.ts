import { ROLES } from '@tc/contract/roles';
import type { Db } from '../db/connection';
import { nowIso } from '../lib/time';
import { DEMO_PLANS } from './demo-data';

// Notes of both kinds (docs/decisions/023) and time without a plan (024) in the demo centre: each plan and some
// diary entries and sessions get a private note beside the shared text the client reads, and each client an
// intake call logged before their first plan.

/** A coach's own note on each plan of DEMO_PLANS, by its summary. */
const PLAN_NOTES: Record<string, string> = {
  'Licensing readiness review': 'Provider is anxious about the inspection; keep the list short and start with the gate latch.',
  'Fee schedule and bookkeeping set-up': 'Partner handles the money at home: invite them to the next bookkeeping visit.',
  'Fall enrolment marketing': 'Has two families on a waiting list already; check whether she really needs more spaces.',
};

/** Private notes of diary entries, by the entry's shared notes (demo-data.ts). */
const ENTRY_NOTES: Record<string, string> = {
  'Toured the play space and outdoor area; noted outlet covers and gate latch to fix.': 'Follow up on the subsidy paperwork next visit.',
  'Answered questions on receipts and GST.': 'Refer to the small-business tax clinic if the GST questions keep coming.',
};

const SESSION_NOTE = 'Bring the spare outlet covers from the office.';

export async function seedDemoNotes(db: Db, today: string): Promise<void> {
  for (const [summary, note] of Object.entries(PLAN_NOTES)) {
    await db.updateTable('action_plans').set({ private_note: note }).where('summary', '=', summary).execute();
  }
  for (const [notes, note] of Object.entries(ENTRY_NOTES)) {
    await db.updateTable('action_journals').set({ private_note: note }).where('notes', '=', notes).execute();
  }
  await db
    .updateTable('coaching_sessions')
    .set({ private_note: SESSION_NOTE })
    .where('kind', '=', 'visit')
    .where('status', '=', 'scheduled')
    .execute();

  // Each client's intake call, a week before their first plan, by the coach who wrote it: time without a plan.
  const firsts = await db
    .selectFrom('action_plans as p')
    .innerJoin('users as u', 'u.id', 'p.client_id')
    .where('u.category_id', '=', ROLES.CLIENT)
    .where('p.summary', '=', DEMO_PLANS[0].summary)
    .select(['p.client_id', 'p.coach_id', 'p.date'])
    .execute();
  const now = nowIso();
  for (const f of firsts) {
    if (f.coach_id === null) continue;
    const day = new Date(`${f.date}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 7);
    const date = day.toISOString().slice(0, 10);
    await db
      .insertInto('action_journals')
      .values({
        actionplan_id: null,
        client_id: f.client_id,
        coach_id: f.coach_id,
        date: date < today ? date : today,
        minutes: 45,
        activity: 'phone',
        notes: 'Intake call: what the day home offers, what help is wanted, and the next steps.',
        private_note: 'Sounded overwhelmed by the licensing paperwork; start there.',
        session_id: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
  }
}
