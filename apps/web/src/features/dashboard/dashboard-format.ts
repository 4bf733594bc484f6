import { formatCalendarDate } from '../../lib/calendar-date';

/** Whole days from `date` to `today` (both YYYY-MM-DD). */
export function daysBetween(date: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}

/** "today", "yesterday", "12 days ago". */
export function agoText(date: string, today: string): string {
  const days = daysBetween(date, today);
  if (days <= 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** When a client or plan last had a diary entry, as a person would say it. */
export function lastEntryText(date: string | null, today: string): string {
  return date === null ? 'No diary entries yet' : `Last entry ${agoText(date, today)} (${formatCalendarDate(date)})`;
}

/** "1 plan", "3 plans". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const MONTH = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' });

/** `2026-11` → "November 2026". */
export const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** Fiscal year 2026 → "2026–27". */
export const fiscalYearName = (year: number) => `${year}–${String((year + 1) % 100).padStart(2, '0')}`;

/** A fiscal quarter as a heading says it: "October to December 2026". */
export function quarterName(q: { start_date: string; end_date: string }): string {
  const from = SHORT_MONTH.format(new Date(`${q.start_date}T00:00:00Z`));
  return `${from} to ${MONTH.format(new Date(`${q.end_date}T00:00:00Z`))}`;
}
