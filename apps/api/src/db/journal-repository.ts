import type { ActionJournal, Activity } from '@tc/contract/coaching';
import type { Db } from './connection';

/**
 * Diary entries with their plan, client and coach, of clients not archived: the join every entry listing reads.
 * The plan is a left join, as time may be logged without one (docs/decisions/024): `p.deleted_at is null` then
 * holds for such an entry, which is live while it and its client are.
 */
export function entriesWithPeople(db: Db) {
  return db
    .selectFrom('action_journals as j')
    .leftJoin('action_plans as p', 'p.id', 'j.actionplan_id')
    .innerJoin('users as cl', 'cl.id', 'j.client_id')
    .innerJoin('users as co', 'co.id', 'j.coach_id')
    .where('cl.deleted_at', 'is', null);
}

/** The columns `toEntry` needs. */
export function selectEntryColumns<Q extends ReturnType<typeof entriesWithPeople>>(q: Q) {
  return q.select([
    'j.id',
    'j.actionplan_id',
    'j.client_id',
    'j.coach_id',
    'j.date',
    'j.minutes',
    'j.activity',
    'j.notes',
    'j.private_note',
    'j.session_id',
    'j.created_at',
    'j.updated_at',
    'j.deleted_at',
    'p.summary as plan_summary',
    'co.firstname as coach_firstname',
    'co.lastname as coach_lastname',
  ]);
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntryColumns>['executeTakeFirstOrThrow']>>;

/** A diary entry as the API answers it. */
export function toEntry(r: EntryRow): ActionJournal {
  return {
    id: r.id,
    actionplan_id: r.actionplan_id,
    client_id: r.client_id,
    coach_id: r.coach_id,
    date: r.date,
    minutes: r.minutes,
    activity: r.activity as Activity,
    notes: r.notes,
    privateNote: r.private_note,
    session_id: r.session_id,
    coach: { id: r.coach_id, firstname: r.coach_firstname, lastname: r.coach_lastname },
    plan: r.actionplan_id === null ? null : { id: r.actionplan_id, summary: r.plan_summary ?? '' },
    archivedAt: r.deleted_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
