import type { MonthTotals, ReportPeriod } from '@tc/contract/reports';
import { fiscalYearOf, fiscalYearPeriod } from '../../lib/alberta-calendar';
import { todayInAlberta } from '../../lib/time';

export { fiscalYearOf, fiscalYearPeriod } from '../../lib/alberta-calendar';

/**
 * The period a report covers: the dates asked for (inclusive), else fiscal year
 * `year`, else the current fiscal year in Alberta. The query schema has already
 * refused a reversed or half range and a year given with dates.
 */
export function resolvePeriod(q: { start_date?: string; end_date?: string; year?: number }, today = todayInAlberta()): ReportPeriod {
  if (q.start_date && q.end_date) return { start_date: q.start_date, end_date: q.end_date, fiscal_year: null };
  return fiscalYearPeriod(q.year ?? fiscalYearOf(today));
}

/** Every month the period touches, in order, as `YYYY-MM`. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  let year = Number(period.start_date.slice(0, 4));
  let month = Number(period.start_date.slice(5, 7));
  const last = period.end_date.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The monthly table of a period with zeros where nothing was logged; `sums` is keyed by `YYYY-MM`. */
export function monthlyTable(period: ReportPeriod, sums: Map<string, { minutes: number; entries: number }>): MonthTotals[] {
  return monthsOf(period).map((month) => ({ month, minutes: sums.get(month)?.minutes ?? 0, entries: sums.get(month)?.entries ?? 0 }));
}

/** How the period reads in a file name: `fy2025` or `2025-04-01-to-2025-06-30`. */
export function periodSlug(period: ReportPeriod): string {
  return period.fiscal_year !== null ? `fy${period.fiscal_year}` : `${period.start_date}-to-${period.end_date}`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH_LABEL = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));
export const monthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));

/** How the period reads in a document: `1 April 2025 to 31 March 2026 (fiscal year 2025–26)`. */
export function periodLabel(period: ReportPeriod): string {
  const range = `${longDate(period.start_date)} to ${longDate(period.end_date)}`;
  if (period.fiscal_year === null) return range;
  return `${range} (fiscal year ${period.fiscal_year}–${String((period.fiscal_year + 1) % 100).padStart(2, '0')})`;
}
