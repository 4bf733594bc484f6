import type { CoachingSession, SessionStatus } from '@tc/contract/sessions';
import { sql, type Updateable } from 'kysely';
import type { CoachingScope } from '../../auth/policy';
import { archivedPeople, clientsOfCoach, countLess } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { planEachRun } from '../../db/pg-statements';
import { boundInt, boundText, prepared } from '../../db/prepared';
import type { CoachingSessionsTable } from '../../db/schema';
import { addDays, startOfAlbertaDay } from '../../lib/alberta-calendar';
import { type Paging, pageFromNearerEnd, totalOf } from '../../lib/listing';
import { nowIso } from '../../lib/time';
import { blockHolding } from './availability-repository';
import { LIVE_STATUSES, selectSessionColumns, sessionsWithPeople, toSession } from './sessions-repository';

// The session calls' reads and writes beyond the shared reading of sessions-repository.ts: the list, the
// clash and availability checks, a series' occurrences, and the row changes the routes audit.

export interface SessionFilters {
  /** What the actor may list (the policy's answer); the ids below narrow it further. */
  scope: CoachingScope;
  /** Alberta calendar dates, both ends included. */
  from?: string;
  to?: string;
  clientId?: number;
  coachId?: number;
  /** The client's region. */
  region?: string;
  statuses?: SessionStatus[];
  archived?: boolean;
  /** Soonest first, or latest first. */
  sort: 'start' | '-start';
}

/**
 * The sessions the filters keep, from the sessions table alone: the client's archive and region through small
 * sub-selects of users rather than a join per session, so a page's ids and the count read one index
 * (`coaching_sessions_list`, migration 0030) at any depth; `listSessions` joins the people to the page only.
 * Archived clients' `kept` only for a count that takes them away after (countSessions).
 */
function filtered(db: Db, f: SessionFilters, archivedClients: 'left out' | 'kept' = 'left out') {
  let q = db.selectFrom('coaching_sessions as s').where('s.deleted_at', f.archived ? 'is not' : 'is', null);
  // Archived clients' sessions leave every list with them, as their plans do.
  if (archivedClients === 'left out') q = q.where('s.client_id', 'not in', archivedPeople(db));
  if (f.from !== undefined) q = q.where('s.starts_at', '>=', startOfAlbertaDay(f.from));
  if (f.to !== undefined) q = q.where('s.starts_at', '<', startOfAlbertaDay(addDays(f.to, 1)));
  if (f.clientId !== undefined) q = q.where('s.client_id', '=', f.clientId);
  if (f.coachId !== undefined) q = q.where('s.coach_id', '=', f.coachId);
  if (f.region !== undefined)
    q = q.where('s.client_id', 'in', db.selectFrom('users').select('users.id').where('users.region', '=', f.region));
  if (f.statuses?.length) q = q.where('s.status', 'in', f.statuses);
  if ('client' in f.scope) q = q.where('s.client_id', '=', f.scope.client);
  // A coach sees the sessions of the clients they coach, whoever's they are: so a shared client's, and no one else's.
  if ('clientsOfCoach' in f.scope) q = q.where('s.client_id', 'in', clientsOfCoach(db, f.scope.clientsOfCoach));
  return q;
}

/**
 * One coach's live sessions starting in a UTC range, soonest first: the calendar's query, its scope aside. Its
 * values are bound where SQLite's planner does not read them (db/prepared.ts): read, they made SQLite compile
 * the statement again before every run, 96 µs a run for a week of 4 sessions where it is now 13 (10,000 clients).
 */
function coachRangeQuery(db: Db, coachId: number, from: string, before: string) {
  return selectSessionColumns(sessionsWithPeople(db))
    .where('s.coach_id', '=', boundInt(coachId))
    .where('s.deleted_at', 'is', null)
    .where('s.starts_at', '>=', boundText(from))
    .where('s.starts_at', '<', boundText(before))
    .where('cl.deleted_at', 'is', null);
}

/**
 * The list asked most, a coach's calendar (one coach's live sessions of a few days, soonest first), compiled
 * once (db/prepared.ts): Kysely building this query of some thirty columns on each call cost more than running
 * it. As a coach (only the clients they coach) and as an administrator (all), two statements.
 */
const coachRangeAsCoach = prepared(
  (db: Db, scopeCoach: number, coachId: number, from: string, before: string, limit: number, offset: number) =>
    coachRangeQuery(db, coachId, from, before)
      .where(
        's.client_id',
        'in',
        db.selectFrom('client_coach').select('client_coach.client_id').where('client_coach.coach_id', '=', boundInt(scopeCoach)),
      )
      .orderBy('s.starts_at', 'asc')
      .orderBy('s.id', 'asc')
      .limit(boundInt(limit))
      .offset(boundInt(offset)),
  (scopeCoach, coachId, from, before, limit, offset) => [coachId, from, before, scopeCoach, limit, offset],
);
const coachRangeAsAdmin = prepared((db: Db, coachId: number, from: string, before: string, limit: number, offset: number) =>
  coachRangeQuery(db, coachId, from, before)
    .orderBy('s.starts_at', 'asc')
    .orderBy('s.id', 'asc')
    .limit(boundInt(limit))
    .offset(boundInt(offset)),
);

/** The rows of a coach's calendar by the statements above, when the filters are just that; undefined otherwise. */
function coachCalendarRows(db: Db, f: SessionFilters, page: Paging) {
  const plain = f.clientId === undefined && f.region === undefined && !f.statuses?.length && !f.archived && f.sort === 'start';
  if (!plain || f.coachId === undefined || f.from === undefined || f.to === undefined || 'client' in f.scope) return undefined;
  const from = startOfAlbertaDay(f.from);
  const before = startOfAlbertaDay(addDays(f.to, 1));
  return 'clientsOfCoach' in f.scope
    ? coachRangeAsCoach(db, f.scope.clientsOfCoach, f.coachId, from, before, page.limit, page.offset)
    : coachRangeAsAdmin(db, f.coachId, from, before, page.limit, page.offset);
}

/**
 * One page of sessions and how many match in all. A page past the middle is read from the other end
 * (pageFromNearerEnd): the deepest page of 25,000 sessions skipped them all (55 a second at 50 connections on
 * SQLite).
 */
export async function listSessions(db: Db, f: SessionFilters, page: Paging): Promise<{ rows: CoachingSession[]; total: number }> {
  const count = () => countSessions(db, f);
  const calendar = await coachCalendarRows(db, f, page);
  if (calendar) return { rows: calendar.map(toSession), total: await totalOf(calendar.length, page, count) };
  const forward = f.sort === '-start' ? 'desc' : 'asc';
  const backward = forward === 'asc' ? 'desc' : 'asc';
  const { rows, total } = await pageFromNearerEnd(page, count, (reversed, limit, offset) =>
    pageRows(db, f, { limit, offset }, reversed ? backward : forward),
  );
  return { rows: rows.map(toSession), total };
}

/**
 * How many sessions the filters keep: those the filters keep whoever the client, less those of archived clients
 * (few, found through the client's index). Testing each session's client against them instead read every row of
 * the table (9 ms for 25,000 sessions on PostgreSQL, 2.7 this way).
 */
async function countSessions(db: Db, f: SessionFilters): Promise<number> {
  const count = () => filtered(db, f, 'kept').select((eb) => eb.fn.countAll<number>().as('n'));
  return countLess(db, count(), count().where('s.client_id', 'in', archivedPeople(db)));
}

/**
 * A page's ids by the index, then those sessions with their people. Filtered by status, the ids are planned for the
 * statuses asked (planEachRun): a coach's sessions of some statuses are best read client by client, everyone's in
 * start order; the plan PostgreSQL kept for the statement read everyone's for a coach too (30 ms, docs/decisions/062).
 */
async function pageRows(db: Db, f: SessionFilters, page: { limit: number; offset: number }, direction: 'asc' | 'desc') {
  const query = filtered(db, f)
    .select('s.id')
    .orderBy('s.starts_at', direction)
    .orderBy('s.id', direction)
    .limit(page.limit)
    .offset(page.offset);
  const ids = await (f.statuses?.length ? planEachRun(query) : query).execute();
  if (ids.length === 0) return [];
  return selectSessionColumns(sessionsWithPeople(db))
    .where(
      's.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('s.starts_at', direction)
    .orderBy('s.id', direction)
    .execute();
}

/** Of these UTC starts, those the coach already has a live session at (leaving out the sessions `except`). */
export async function bookedStarts(db: Db, coachId: number, startsAt: string[], except: number[]): Promise<string[]> {
  if (startsAt.length === 0) return [];
  let q = db
    .selectFrom('coaching_sessions')
    .select('starts_at')
    .where('coach_id', '=', coachId)
    .where('starts_at', 'in', startsAt)
    .where('deleted_at', 'is', null)
    .where('status', 'in', LIVE_STATUSES)
    .where('kind', '<>', 'workshop');
  if (except.length) q = q.where('id', 'not in', except);
  return (await q.orderBy('starts_at').execute()).map((r) => r.starts_at);
}

/** The coach's live sessions overlapping a UTC time range, soonest first. */
export async function overlappingSessions(db: Db, coachId: number, startsAt: string, endsAt: string, except?: number) {
  let q = selectSessionColumns(sessionsWithPeople(db))
    .where('s.coach_id', '=', coachId)
    .where('s.deleted_at', 'is', null)
    .where('s.status', 'in', LIVE_STATUSES)
    .where('s.starts_at', '<', endsAt)
    .where('s.ends_at', '>', startsAt);
  if (except !== undefined) q = q.where('s.id', '<>', except);
  return (await q.orderBy('s.starts_at').orderBy('s.id').execute()).map(toSession);
}

/**
 * Whether an Alberta time range lies outside the coach's hours: not wholly inside one weekly block of
 * that weekday, or on a day they are away. A coach who has set no hours at all is never outside them.
 */
export async function outsideAvailability(db: Db, coachId: number, localStart: string, minutes: number): Promise<boolean> {
  const blocks = await db
    .selectFrom('coach_availability')
    .select(['coach_id', 'weekday', 'start_time', 'end_time', 'mode'])
    .where('coach_id', '=', coachId)
    .execute();
  if (blocks.length === 0) return false;
  const day = localStart.slice(0, 10);
  const away = await db
    .selectFrom('availability_exceptions')
    .select(['coach_id', 'first_day', 'last_day'])
    .where('coach_id', '=', coachId)
    .where('first_day', '<=', day)
    .where('last_day', '>=', day)
    .execute();
  // The rule of the free slots and of who is free: one block of that weekday holds the whole range, not away.
  return blockHolding(coachId, { blocks, away }, localStart, minutes) === undefined;
}

/** A series' live occurrences starting at or after a UTC instant (all of them when `from` is undefined), soonest first. */
export async function seriesSessions(db: Db, seriesId: string, range: { from?: string; before?: string }): Promise<CoachingSession[]> {
  let q = selectSessionColumns(sessionsWithPeople(db)).where('s.series_id', '=', seriesId).where('s.deleted_at', 'is', null);
  if (range.from !== undefined) q = q.where('s.starts_at', '>=', range.from);
  if (range.before !== undefined) q = q.where('s.starts_at', '<', range.before);
  return (await q.orderBy('s.starts_at').orderBy('s.id').execute()).map(toSession);
}

export type SessionChange = Omit<Updateable<CoachingSessionsTable>, 'id' | 'uid' | 'sequence' | 'created_at' | 'updated_at'>;

/** Changes a session and raises its SEQUENCE, so a calendar program takes the change over what it had. */
export async function updateSessionRow(db: Db, id: number, change: SessionChange): Promise<void> {
  await db
    .updateTable('coaching_sessions')
    .set({ ...change, updated_at: nowIso(), sequence: sql<number>`sequence + 1` })
    .where('id', '=', id)
    .execute();
}

/** Archives a session (or brings it back). */
export async function setSessionArchived(db: Db, id: number, archived: boolean): Promise<void> {
  await updateSessionRow(db, id, { deleted_at: archived ? nowIso() : null });
}

/** A client's current coaches (archived ones left out). */
export async function coachesOfClient(db: Db, clientId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('client_coach as cc')
    .innerJoin('users as co', 'co.id', 'cc.coach_id')
    .select('cc.coach_id')
    .where('cc.client_id', '=', clientId)
    .where('co.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.coach_id);
}
