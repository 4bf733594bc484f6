import { randomUUID } from 'node:crypto';
import type { CoachingSession, SessionStatus } from '@tc/contract/sessions';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { CoachingSessionsTable } from '../../db/schema';
import { albertaToUtc, utcToAlberta } from '../../lib/alberta-calendar';
import { nowIso } from '../../lib/time';

/** Statuses that hold a coach's slot (the unique index of migration 0015 covers them, workshops excepted). */
export const LIVE_STATUSES: SessionStatus[] = ['requested', 'scheduled'];

/** Sessions with their client, coach, plan and whoever last changed the status: the one join every session read uses. */
export function sessionsWithPeople(db: Db) {
  return db
    .selectFrom('coaching_sessions as s')
    .innerJoin('users as cl', 'cl.id', 's.client_id')
    .innerJoin('users as co', 'co.id', 's.coach_id')
    .leftJoin('users as sb', 'sb.id', 's.status_by')
    .leftJoin('action_plans as p', 'p.id', 's.actionplan_id');
}

/** The columns `toSession` needs. */
export function selectSessionColumns<Q extends ReturnType<typeof sessionsWithPeople>>(q: Q) {
  return q.select((eb) => [
    's.id',
    's.client_id',
    's.coach_id',
    's.actionplan_id',
    's.starts_at',
    's.ends_at',
    's.minutes',
    's.kind',
    's.location',
    's.agenda',
    's.private_note',
    's.status',
    's.status_reason',
    's.status_by',
    's.status_at',
    's.series_id',
    's.repeat_rule',
    's.uid',
    's.sequence',
    's.created_at',
    's.updated_at',
    's.deleted_at',
    'cl.firstname as client_firstname',
    'cl.lastname as client_lastname',
    'cl.business_name as client_business_name',
    'co.firstname as coach_firstname',
    'co.lastname as coach_lastname',
    'sb.firstname as status_by_firstname',
    'sb.lastname as status_by_lastname',
    'p.summary as plan_summary',
    // The live diary entry logged from this session, if any.
    eb
      .selectFrom('action_journals as j')
      .select((j) => j.fn.min('j.id').as('id'))
      .whereRef('j.session_id', '=', 's.id')
      .where('j.deleted_at', 'is', null)
      .as('journal_id'),
  ]);
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessionColumns>['executeTakeFirstOrThrow']>>;

/** A session as the API answers it: UTC instants and the same times in Alberta. */
export function toSession(r: SessionRow): CoachingSession {
  return {
    id: r.id,
    client_id: r.client_id,
    coach_id: r.coach_id,
    actionplan_id: r.actionplan_id,
    start: r.starts_at,
    end: r.ends_at,
    localStart: utcToAlberta(r.starts_at),
    localEnd: utcToAlberta(r.ends_at),
    minutes: r.minutes,
    kind: r.kind,
    location: r.location,
    agenda: r.agenda,
    privateNote: r.private_note,
    status: r.status,
    statusReason: r.status_reason,
    statusBy:
      r.status_by !== null && r.status_by_firstname !== null
        ? { id: r.status_by, firstname: r.status_by_firstname, lastname: r.status_by_lastname ?? '' }
        : null,
    statusAt: r.status_at,
    seriesId: r.series_id,
    repeat: r.repeat_rule,
    client: { id: r.client_id, firstname: r.client_firstname, lastname: r.client_lastname, business_name: r.client_business_name },
    coach: { id: r.coach_id, firstname: r.coach_firstname, lastname: r.coach_lastname },
    plan: r.actionplan_id !== null && r.plan_summary !== null ? { id: r.actionplan_id, summary: r.plan_summary } : null,
    journal_id: r.journal_id === null || r.journal_id === undefined ? null : Number(r.journal_id),
    archivedAt: r.deleted_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** One session by id (archived ones too when asked), as the API answers it. */
export async function findSession(db: Db, id: number, opts: { includeArchived?: boolean } = {}): Promise<CoachingSession | undefined> {
  let q = selectSessionColumns(sessionsWithPeople(db)).where('s.id', '=', id);
  if (!opts.includeArchived) q = q.where('s.deleted_at', 'is', null);
  const row = await q.executeTakeFirst();
  return row && toSession(row);
}

/** What a new session is made of: its Alberta start and length give the UTC times. */
export interface NewSession {
  client_id: number;
  coach_id: number;
  actionplan_id: number | null;
  /** Alberta wall-clock time, YYYY-MM-DDTHH:MM. */
  localStart: string;
  minutes: number;
  kind: CoachingSessionsTable['kind'];
  location: string | null;
  agenda: string | null;
  private_note?: string | null;
  status: 'requested' | 'scheduled';
  series_id: string | null;
  repeat_rule: string | null;
  created_by: number;
}

/** The UTC start and end of a session starting at an Alberta time. */
export function sessionTimes(localStart: string, minutes: number): { starts_at: string; ends_at: string } {
  const starts_at = albertaToUtc(localStart);
  return { starts_at, ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString() };
}

/**
 * Inserts a session and answers its id. A second live booking of the coach's start is refused by the
 * database (the unique index of migration 0015): the caller turns that into 409 (`isUniqueViolation` of lib/error-handler.ts).
 */
export async function insertSession(db: Db, s: NewSession): Promise<number> {
  const now = nowIso();
  const { localStart, ...rest } = s;
  const values: Insertable<CoachingSessionsTable> = {
    ...rest,
    ...sessionTimes(localStart, s.minutes),
    uid: `${randomUUID()}@sessions.training-centre`,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  const row = await db.insertInto('coaching_sessions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
