// Whole days after a date ("2026-11-05", 3 → "2026-11-08"), "Thu, Nov 5" and "10:00" are spelt out as on the
// client's screens (lib/session-time.ts).
import { addCalendarDays as addDays, clockOf as formatClock, dayLabel as formatDay } from '../../lib/session-time';

export { addDays, formatClock, formatDay };

/**
 * Alberta wall-clock time in the calendar (docs/decisions/022-calendar-component.md). The browser's own time zone
 * never computes anything: FullCalendar runs in UTC and is fed each session's `localStart`/`localEnd` (Alberta time,
 * computed by the server) as if they were UTC, and its dates are read back the same way. A coach whose laptop is
 * set to Toronto, or whose browser has time zone data older than Alberta's 2026 change, still sees and sets 10:00.
 */

/** "2026-11-05T10:00" → "2026-11-05T10:00:00Z": what FullCalendar (timeZone UTC) draws at 10:00. */
export function toCalendarTime(local: string): string {
  return `${local}:00Z`;
}

/** A FullCalendar date (its UTC fields hold the wall time) → "2026-11-05T10:00". */
export function fromCalendarTime(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** FullCalendar's visible range (end exclusive) → the dates GET /sessions takes, both ends included. */
export function visibleDates(start: Date, end: Date): { from: string; to: string } {
  return { from: start.toISOString().slice(0, 10), to: new Date(end.getTime() - 1).toISOString().slice(0, 10) };
}

/** A wall time `minutes` later, by the calendar's arithmetic (no zone: a wall time is not an instant). */
export function addMinutes(local: string, minutes: number): string {
  return fromCalendarTime(new Date(Date.parse(toCalendarTime(local)) + minutes * 60_000));
}

/** Minutes from one wall time to another. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(toCalendarTime(to)) - Date.parse(toCalendarTime(from))) / 60_000);
}

/** The Monday of a date's week (ISO weeks, as the calendar shows them). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return addDays(date, 1 - weekday);
}

/**
 * When Alberta's clocks last changed: 2026-03-08 at 02:00 MST (09:00 UTC) they went to UTC−6, and from 2026-11-01
 * they stay there. From then on the offset is a constant, so Alberta's "now" is worked out here rather than by a
 * browser whose time zone data may still fall back to UTC−7.
 */
const PERMANENT_UTC_MINUS_6 = Date.UTC(2026, 2, 8, 9);
const albertaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Edmonton',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Now, in Alberta wall-clock time: "2026-11-26T21:05". */
export function albertaNow(now = new Date()): string {
  if (now.getTime() >= PERMANENT_UTC_MINUS_6) return fromCalendarTime(new Date(now.getTime() - 6 * 3_600_000));
  const part = Object.fromEntries(albertaClock.formatToParts(now).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The next whole hour after a wall time: where "New session" starts. */
export function nextHour(local: string): string {
  return addMinutes(`${local.slice(0, 13)}:00`, 60);
}

/** "Thu, Nov 5, 10:00–11:00". */
export function formatSessionTime(localStart: string, localEnd: string): string {
  const sameDay = localStart.slice(0, 10) === localEnd.slice(0, 10);
  return `${formatDay(localStart)}, ${formatClock(localStart)}–${sameDay ? '' : `${formatDay(localEnd)}, `}${formatClock(localEnd)}`;
}

/**
 * The hours the week view draws: 06:00 to 21:00, widened to whole hours to hold every session shown (one that
 * runs past midnight: the whole day), so that no session is ever off the grid and the night is not drawn for nothing.
 */
export function dayHours(sessions: readonly { localStart: string; localEnd: string }[]): { min: string; max: string } {
  let min = 6;
  let max = 21;
  for (const s of sessions) {
    if (s.localStart.slice(0, 10) !== s.localEnd.slice(0, 10) && s.localEnd.slice(11) !== '00:00')
      return { min: '00:00:00', max: '24:00:00' };
    const endHour =
      s.localEnd.slice(11) === '00:00' ? 24 : Math.ceil(Number(s.localEnd.slice(11, 13)) + Number(s.localEnd.slice(14, 16)) / 60);
    min = Math.min(min, Number(s.localStart.slice(11, 13)));
    max = Math.max(max, endHour);
  }
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
  return { min: hh(min), max: hh(max) };
}
