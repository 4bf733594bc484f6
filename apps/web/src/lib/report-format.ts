import { ACTIVITY_LABELS, type Activity } from '@tc/contract/coaching';

const whole = new Intl.NumberFormat('en-CA');
const monthFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Minutes as hours, for a chart's axis and the length of its bars: 90 → 1.5 (what a bar says is durationText). */
export const hoursOf = (minutes: number): number => minutes / 60;

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
