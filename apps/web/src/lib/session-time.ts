import { SESSION_KIND_LABELS, type CoachingSession, type SessionKind } from '@tc/contract/sessions';

/**
 * How a session's time reads (docs/architecture.md#coaching-sessions). The server sends each session's
 * Alberta wall-clock time (`localStart`, `2026-11-05T10:00`); these only spell it out, reading it as if it
 * were UTC and formatting in UTC, so the browser's own zone and its time zone data never move it an hour.
 */

/** The wall-clock reading of `YYYY-MM-DDTHH:MM` (or a date alone) as a Date whose UTC fields are those digits. */
const wall = (local: string) => new Date(`${local.slice(0, 10)}T${local.length > 10 ? local.slice(11, 16) : '00:00'}:00Z`);

const weekdayName = new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' });
const dayWords = new Intl.DateTimeFormat('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayWithYear = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The clock time of a wall-clock time, as people at the centre write it: "10:00", "14:30". */
export const clockOf = (local: string): string => local.slice(11, 16);

/** The calendar date of a wall-clock time: "2026-11-05". */
export const dayOf = (local: string): string => local.slice(0, 10);

/** "Thursday". */
export const weekdayOf = (local: string): string => weekdayName.format(wall(local));

/** "Thursday, November 5" (a day heading). */
export const dayHeading = (local: string): string => dayWords.format(wall(local));

/** "Thu, Nov 5" (a day button). */
export const dayLabel = (local: string): string => dayShort.format(wall(local));

/** A calendar date `days` after another (negative: before), by the calendar alone. */
export function addCalendarDays(date: string, days: number): string {
  const at = wall(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** "Thu, Nov 5, 2026, 10:00–11:00" (a list's line). */
export function sessionWhen(s: Pick<CoachingSession, 'localStart' | 'localEnd'>): string {
  const end =
    dayOf(s.localEnd) === dayOf(s.localStart) ? clockOf(s.localEnd) : `${dayShort.format(wall(s.localEnd))} ${clockOf(s.localEnd)}`;
  return `${dayWithYear.format(wall(s.localStart))}, ${clockOf(s.localStart)}–${end}`;
}

/**
 * When the next session is, in the words of the dashboard: "Today 10:00", "Tomorrow 10:00", "Thursday 10:00"
 * within the coming week, "Thursday, November 19, 10:00" beyond it. `today` is Alberta's date.
 */
export function nextSessionWhen(localStart: string, today: string): string {
  const day = dayOf(localStart);
  const time = clockOf(localStart);
  if (day === today) return `Today ${time}`;
  if (day === addCalendarDays(today, 1)) return `Tomorrow ${time}`;
  if (day > today && day < addCalendarDays(today, 7)) return `${weekdayOf(localStart)} ${time}`;
  return `${dayHeading(localStart)}, ${time}`;
}

/** A meeting link, which reads as a link rather than a place. */
export const isMeetingLink = (location: string | null): boolean => Boolean(location && /^https?:\/\/\S+$/i.test(location.trim()));

/** "visit at Little Maples Family Day Home", "phone call", "video call": the kind, and the place where there is one. */
export function sessionWhat(s: Pick<CoachingSession, 'kind' | 'location'>): string {
  const kind = SESSION_KIND_LABELS[s.kind as SessionKind].toLowerCase();
  return s.location && !isMeetingLink(s.location) && s.kind !== 'phone' ? `${kind} at ${s.location.trim()}` : kind;
}

/**
 * A person's sessions on both sides of now: upcoming, soonest first (those not yet over), and past, newest
 * first. Instants compare as instants (`end` is UTC), whatever the zone of the device.
 */
export function splitByNow<S extends Pick<CoachingSession, 'id' | 'start' | 'end'>>(
  sessions: readonly S[],
  now: Date = new Date(),
): { upcoming: S[]; past: S[] } {
  const seen = new Set<number>();
  const unique = sessions.filter((s) => !seen.has(s.id) && seen.add(s.id));
  const at = now.getTime();
  const upcoming = unique.filter((s) => Date.parse(s.end) > at).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const past = unique.filter((s) => Date.parse(s.end) <= at).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return { upcoming, past };
}
