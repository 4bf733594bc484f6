/** Calendar dates travel as YYYY-MM-DD (docs/architecture.md#api-conventions); these read and show them without time-zone drift. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Today on this device's calendar, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today in Alberta, as YYYY-MM-DD: the day the server counts from (a date "not
 * after today", the current fiscal year), whatever this device's time zone. The
 * contract's, which says "not in the future" with it.
 */
export { todayInAlberta } from '@tc/contract/alberta-day';

/**
 * How every screen writes a date, the one place it is decided: `short` in lists, tables,
 * chips and sentences ("Nov 26, 2026"), `words` where a period or a post's date is
 * spelled out ("November 26, 2026"), `long` for a day heading ("Thursday, November 26, 2026").
 */
export type DateStyle = 'short' | 'words' | 'long';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  words: { year: 'numeric', month: 'long', day: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};
const formats = (timeZone: string) =>
  Object.fromEntries(
    Object.entries(OPTIONS).map(([style, options]) => [style, new Intl.DateTimeFormat('en-CA', { ...options, timeZone })]),
  ) as Record<DateStyle, Intl.DateTimeFormat>;
const calendarFormats = formats('UTC');
const albertaFormats = formats('America/Edmonton');

/** "Oct 17, 2026"; anything that is not a calendar date comes back as it was. */
export function formatCalendarDate(value: string, style: DateStyle = 'short'): string {
  if (!isCalendarDate(value)) return value;
  return calendarFormats[style].format(new Date(`${value}T00:00:00Z`));
}

/**
 * The Alberta day of a moment (an ISO 8601 timestamp, such as when a record was deleted
 * or a post published): "Nov 25, 2026", whatever this device's time zone.
 */
export function formatMomentDate(iso: string, style: DateStyle = 'short'): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : albertaFormats[style].format(at);
}
