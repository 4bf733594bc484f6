/** Calendar dates travel as YYYY-MM-DD (DESIGN section 4); these read and show them without time-zone drift. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Today on this device's calendar, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const albertaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today in Alberta, as YYYY-MM-DD: the day the server counts from (a date "not
 * after today", the current fiscal year), whatever this device's time zone.
 */
export function todayInAlberta(now = new Date()): string {
  return albertaDay.format(now);
}

const longFormat = new Intl.DateTimeFormat('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Oct 17, 2026"; anything that is not a calendar date comes back as it was. */
export function formatCalendarDate(value: string, style: 'short' | 'long' = 'short'): string {
  if (!isCalendarDate(value)) return value;
  return (style === 'long' ? longFormat : shortFormat).format(new Date(`${value}T00:00:00Z`));
}

const albertaShort = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'America/Edmonton' });

/** The Alberta day of a moment (an ISO 8601 timestamp, such as when a record was deleted): "Nov 25, 2026". */
export function formatMomentDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : albertaShort.format(at);
}
