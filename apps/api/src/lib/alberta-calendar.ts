import type { ReportPeriod } from '@tc/contract/reports';

// Calendar dates in Alberta, where the centre works: entries are stored at UTC
// instants (ISO strings), diary and plan dates as YYYY-MM-DD. Shared by the audit
// trail's filters, the reports' fiscal years and the dashboards.

const ZONE = 'America/Edmonton';
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR = 3_600_000;
/** Offsets by UTC hour already asked: a clock changes on the hour, and every session read asks two. */
const offsets = new Map<number, number>();

/** How far Alberta's clock is ahead of UTC at this instant, in milliseconds (negative). */
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR;
    const p = Object.fromEntries(PARTS.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** `2026-07-01` → `2026-07-01T06:00:00.000Z` (MDT), `2026-01-15` → `2026-01-15T07:00:00.000Z` (MST). */
export function startOfAlbertaDay(date: string): string {
  const asUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at the guess, then at the instant it points to (the two differ only near a clock change).
  const instant = asUtc - offsetAt(asUtc - offsetAt(asUtc));
  return new Date(instant).toISOString();
}

/**
 * Alberta wall-clock time `2026-11-05T10:00` → the UTC instant `2026-11-05T16:00:00.000Z`, by this server's
 * time zone data (Node 24's 2026c knows Alberta stays at UTC−6 from 2026-11-01). A time the spring change
 * skips (02:30 on 2026-03-08) is read with the offset before the change: 03:30 MDT.
 */
export function albertaToUtc(local: string): string {
  const asUtc = Date.parse(`${local}:00Z`);
  const before = offsetAt(asUtc);
  const first = asUtc - before;
  if (offsetAt(first) === before) return new Date(first).toISOString();
  const after = offsetAt(first);
  const second = asUtc - after;
  // Neither offset gives the time back: the clock skipped it, and the offset before the change is kept.
  return new Date(offsetAt(second) === after ? second : first).toISOString();
}

/** A UTC instant → Alberta wall-clock time to the minute: `2026-11-05T16:00:00.000Z` → `2026-11-05T10:00`. */
export function utcToAlberta(instant: string): string {
  const at = Date.parse(instant);
  return new Date(at + offsetAt(at)).toISOString().slice(0, 16);
}

/** A UTC instant → Alberta wall-clock time to the second, as a spreadsheet reads it: `2026-11-27 14:05:09`. */
export function albertaTimestamp(instant: string): string {
  const at = Date.parse(instant);
  return new Date(at + offsetAt(at)).toISOString().slice(0, 19).replace('T', ' ');
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The calendar date after `date`. */
export const nextDate = (date: string) => addDays(date, 1);

/** Alberta's fiscal year Y runs from Y-04-01 to (Y+1)-03-31. */
export function fiscalYearPeriod(year: number): ReportPeriod {
  return { start_date: `${year}-04-01`, end_date: `${year + 1}-03-31`, fiscal_year: year };
}

/** The fiscal year a calendar date falls in: 2026-03-31 is in 2025, 2026-04-01 in 2026. */
export function fiscalYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

const QUARTER_ENDS = ['06-30', '09-30', '12-31', '03-31'];

/** The fiscal quarter a date falls in: 1 (April–June) to 4 (January–March), with its first and last days. */
export function fiscalQuarterOf(date: string): { fiscal_year: number; quarter: number; start_date: string; end_date: string } {
  const fiscalYear = fiscalYearOf(date);
  const quarter = Math.floor(((Number(date.slice(5, 7)) + 8) % 12) / 3) + 1;
  const startMonth = ((quarter - 1) * 3 + 3) % 12; // 3, 6, 9, 0 (zero-based: April, July, October, January)
  const calendarYear = quarter === 4 ? fiscalYear + 1 : fiscalYear;
  return {
    fiscal_year: fiscalYear,
    quarter,
    start_date: `${calendarYear}-${String(startMonth + 1).padStart(2, '0')}-01`,
    end_date: `${calendarYear}-${QUARTER_ENDS[quarter - 1]}`,
  };
}

/** The first and last days of the month a date falls in. */
export function monthOf(date: string): { month: string; start_date: string; end_date: string } {
  const month = date.slice(0, 7);
  const next = new Date(`${month}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { month, start_date: `${month}-01`, end_date: addDays(next.toISOString().slice(0, 10), -1) };
}
