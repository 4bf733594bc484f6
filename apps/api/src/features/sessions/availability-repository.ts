import { ROLES } from '@tc/contract/roles';
import type { Availability, AvailabilityMode, PutAvailabilityBody, Slot } from '@tc/contract/sessions';
import type { Db } from '../../db/connection';
import { addDays, albertaToUtc, isoWeekday } from '../../lib/alberta-calendar';
import { nowIso } from '../../lib/time';
import { LIVE_STATUSES, sessionTimes } from './sessions-repository';

/** A weekly block as the slot maths reads it: Alberta wall-clock times HH:MM on an ISO weekday. */
export interface WeeklyBlock {
  coach_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
  mode: AvailabilityMode;
}

/** Days away, both ends included. */
export interface DaysAway {
  coach_id: number;
  first_day: string;
  last_day: string;
}

/** A live booking of a coach, in UTC. */
export interface Busy {
  coach_id: number;
  starts_at: string;
  ends_at: string;
}

/** An active coach (not archived, not inactive), or undefined. */
export async function findActiveCoach(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'region'])
    .where('id', '=', id)
    .where('category_id', '=', ROLES.COACH)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A coach's weekly hours (by weekday and time) and their days away from `today` on. */
export async function readAvailability(db: Db, coachId: number, today: string): Promise<Availability> {
  const weekly = await db
    .selectFrom('coach_availability')
    .select(['id', 'weekday', 'start_time', 'end_time', 'mode'])
    .where('coach_id', '=', coachId)
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
  const exceptions = await db
    .selectFrom('availability_exceptions')
    .select(['id', 'first_day', 'last_day', 'reason'])
    .where('coach_id', '=', coachId)
    .where('last_day', '>=', today)
    .orderBy('first_day')
    .orderBy('id')
    .execute();
  return {
    coach_id: coachId,
    weekly: weekly.map((b) => ({
      id: b.id,
      weekday: b.weekday,
      startTime: b.start_time,
      endTime: b.end_time,
      mode: b.mode as AvailabilityMode,
    })),
    exceptions: exceptions.map((e) => ({ id: e.id, firstDay: e.first_day, lastDay: e.last_day, reason: e.reason })),
  };
}

/**
 * The first pair of blocks that overlap on one weekday, by their indexes in the body, or undefined.
 * Blocks that only touch (09:00–12:00, 12:00–15:00) do not overlap.
 */
export function overlappingBlocks(weekly: PutAvailabilityBody['weekly']): [number, number] | undefined {
  const order = weekly.map((b, i) => ({ ...b, i })).sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  for (let k = 1; k < order.length; k++) {
    const [prev, next] = [order[k - 1], order[k]];
    if (prev.weekday === next.weekday && next.startTime < prev.endTime) return [Math.min(prev.i, next.i), Math.max(prev.i, next.i)];
  }
  return undefined;
}

/** Replaces all of a coach's weekly blocks (the caller's transaction makes it all or nothing). */
export async function replaceWeekly(db: Db, coachId: number, weekly: PutAvailabilityBody['weekly']): Promise<void> {
  await db.deleteFrom('coach_availability').where('coach_id', '=', coachId).execute();
  if (!weekly.length) return;
  const now = nowIso();
  await db
    .insertInto('coach_availability')
    .values(
      weekly.map((b) => ({
        coach_id: coachId,
        weekday: b.weekday,
        start_time: b.startTime,
        end_time: b.endTime,
        mode: b.mode,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function insertException(db: Db, coachId: number, e: { firstDay: string; lastDay: string; reason: string | null }) {
  await db
    .insertInto('availability_exceptions')
    .values({ coach_id: coachId, first_day: e.firstDay, last_day: e.lastDay, reason: e.reason, created_at: nowIso() })
    .execute();
}

/** Deletes one of a coach's exceptions; false when the coach has none by that id. */
export async function deleteException(db: Db, coachId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('availability_exceptions').where('id', '=', id).where('coach_id', '=', coachId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** What the slot maths needs of some coaches between two Alberta dates: their hours, days away and bookings. */
export interface CoachCalendar {
  blocks: WeeklyBlock[];
  away: DaysAway[];
  busy: Busy[];
}

export async function readCoachCalendars(db: Db, coachIds: number[], from: string, to: string): Promise<CoachCalendar> {
  if (!coachIds.length) return { blocks: [], away: [], busy: [] };
  const blocks = await db
    .selectFrom('coach_availability')
    .select(['coach_id', 'weekday', 'start_time', 'end_time', 'mode'])
    .where('coach_id', 'in', coachIds)
    .execute();
  const away = await db
    .selectFrom('availability_exceptions')
    .select(['coach_id', 'first_day', 'last_day'])
    .where('coach_id', 'in', coachIds)
    .where('first_day', '<=', to)
    .where('last_day', '>=', from)
    .execute();
  // A day's slots lie within that Alberta day, whose UTC instants are inside this wider range whatever the offset.
  const busy = await db
    .selectFrom('coaching_sessions')
    .select(['coach_id', 'starts_at', 'ends_at'])
    .where('coach_id', 'in', coachIds)
    .where('deleted_at', 'is', null)
    .where('status', 'in', LIVE_STATUSES)
    .where('starts_at', '<', `${addDays(to, 2)}T00:00:00.000Z`)
    .where('ends_at', '>', `${addDays(from, -1)}T00:00:00.000Z`)
    .execute();
  return { blocks: blocks.map((b) => ({ ...b, mode: b.mode as AvailabilityMode })), away, busy };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** True when a booking of the coach overlaps [start, end) (UTC ISO strings compare as instants). */
export function isBusy(busy: Busy[], coachId: number, start: string, end: string): boolean {
  return busy.some((b) => b.coach_id === coachId && b.starts_at < end && b.ends_at > start);
}

export function isAway(away: DaysAway[], coachId: number, day: string): boolean {
  return away.some((a) => a.coach_id === coachId && a.first_day <= day && a.last_day >= day);
}

/**
 * A coach's free slots from `from` to `to` (Alberta dates), sorted: each weekly block of a day's ISO weekday
 * cut into `slotMinutes` from its start (a remainder shorter than a slot is left out), on days that are not
 * away, starting at least an hour after `now`, and overlapping no live booking. The cutting is done in
 * Alberta wall-clock time, so a 10:00 block stays at 10:00 across a clock change; only the overlap test
 * turns a slot into UTC, as the bookings are stored.
 */
export function freeSlots(
  coachId: number,
  cal: CoachCalendar,
  range: { from: string; to: string },
  slotMinutes: number,
  now: Date,
): Slot[] {
  const earliest = new Date(now.getTime() + 60 * 60_000).toISOString();
  const slots: Slot[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    if (isAway(cal.away, coachId, day)) continue;
    const weekday = isoWeekday(day);
    for (const block of cal.blocks) {
      if (block.coach_id !== coachId || block.weekday !== weekday) continue;
      const end = toMinutes(block.end_time);
      for (let at = toMinutes(block.start_time); at + slotMinutes <= end; at += slotMinutes) {
        const start = `${day}T${toClock(at)}`;
        const { starts_at, ends_at } = sessionTimes(start, slotMinutes);
        if (starts_at < earliest || isBusy(cal.busy, coachId, starts_at, ends_at)) continue;
        slots.push({ start, end: `${day}T${toClock(at + slotMinutes)}`, mode: block.mode });
      }
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The block of a coach's weekly hours that holds the whole Alberta wall-clock range from `start` for
 * `minutes` on that day, if they are not away then.
 */
export function blockHolding(
  coachId: number,
  cal: Pick<CoachCalendar, 'blocks' | 'away'>,
  start: string,
  minutes: number,
): WeeklyBlock | undefined {
  const day = start.slice(0, 10);
  const from = toMinutes(start.slice(11, 16));
  // A range past midnight is outside any block: blocks end within their day.
  if (from + minutes >= 24 * 60 || isAway(cal.away, coachId, day)) return undefined;
  const [startClock, endClock] = [toClock(from), toClock(from + minutes)];
  const weekday = isoWeekday(day);
  return cal.blocks.find((b) => b.coach_id === coachId && b.weekday === weekday && b.start_time <= startClock && b.end_time >= endClock);
}

/** The block that holds the range (`blockHolding`), if the coach also has no booking overlapping it. */
export function freeBlockAt(coachId: number, cal: CoachCalendar, start: string, minutes: number): WeeklyBlock | undefined {
  const block = blockHolding(coachId, cal, start, minutes);
  if (!block) return undefined;
  const starts_at = albertaToUtc(start);
  const ends_at = new Date(Date.parse(starts_at) + minutes * 60_000).toISOString();
  return isBusy(cal.busy, coachId, starts_at, ends_at) ? undefined : block;
}

/** Active coaches, of one region when asked, by name. */
export async function activeCoaches(db: Db, region: string | undefined) {
  let q = db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'region'])
    .where('category_id', '=', ROLES.COACH)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null);
  if (region) q = q.where('region', '=', region);
  return q.orderBy('lastname').orderBy('firstname').orderBy('id').execute();
}
