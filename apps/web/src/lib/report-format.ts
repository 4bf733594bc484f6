import { ACTIVITY_LABELS, type Activity } from '@tc/contract/coaching';

const oneDecimal = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-CA');
const monthFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Minutes as hours with one decimal, as the report files give them: 90 → "1.5". */
export const hoursText = (minutes: number): string => oneDecimal.format(minutes / 60);

/** Minutes as hours, for a chart's axis and bars: 90 → 1.5. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 10) / 10;

/** 12345 → "12,345". */
export const countText = (n: number): string => whole.format(n);

/** `2026-04` → "Apr 2026" (or "April 2026" for a table a screen reader reads). */
export function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  return (style === 'long' ? longMonthFormat : monthFormat).format(new Date(`${month}-01T00:00:00Z`));
}

export function activityText(activity: string): string {
  return ACTIVITY_LABELS[activity as Activity] ?? activity;
}

/** 90 → "1 h 30 min", 60 → "1 h", 45 → "45 min". */
export function durationText(total: number): string {
  const minutes = Math.max(0, Math.round(Number.isFinite(total) ? total : 0));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
