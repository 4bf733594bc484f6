import { monthsSpanned, REPORT_MAX_YEARS, type ReportPeriod } from '@tc/contract/reports';
import { formatCalendarDate, isCalendarDate, todayInAlberta } from './calendar-date';
import { fiscalYearLabel, fiscalYearOf, isFiscalYear } from './fiscal-year';

/** What a report covers, as the address and the picker hold it: a fiscal year, or dates (inclusive). */
export type PeriodChoice = { kind: 'year'; year: number } | { kind: 'range'; start_date: string; end_date: string };

export interface ParsedPeriod {
  choice: PeriodChoice;
  /** Why the address's period was set aside for the current fiscal year (a reversed range, a bad year), else null. */
  problem: string | null;
}

/** The search parameters a period takes in the address (the API's own names). */
export const PERIOD_PARAMS = ['year', 'start_date', 'end_date'] as const;

export const currentFiscalYear = (today = todayInAlberta()): number => fiscalYearOf(today);

/** A day that exists (2026-02-30 does not), as the API's date check has it. */
function isRealDate(value: string | null | undefined): value is string {
  return isCalendarDate(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** What is wrong with a date range (the API's rules), or null when it will do. */
export function rangeProblem(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!isRealDate(start) || !isRealDate(end)) return 'Choose both a start date and an end date.';
  if (start > end) return 'The start date must not come after the end date.';
  if (monthsSpanned(start, end) > REPORT_MAX_YEARS * 12) return `A report covers at most ${REPORT_MAX_YEARS} years.`;
  return null;
}

/**
 * The period in the address: `?start_date=&end_date=` (both, in order), else
 * `?year=Y`, else the current fiscal year. A period the API would refuse falls
 * back to the current fiscal year, and says why.
 */
export function periodFromSearch(params: URLSearchParams, today = todayInAlberta()): ParsedPeriod {
  const fallback: PeriodChoice = { kind: 'year', year: currentFiscalYear(today) };
  const start = params.get('start_date');
  const end = params.get('end_date');
  if (start !== null || end !== null) {
    const problem = rangeProblem(start, end);
    if (problem) return { choice: fallback, problem: `The dates in the address were set aside: ${problem}` };
    return { choice: { kind: 'range', start_date: start!, end_date: end! }, problem: null };
  }
  const year = params.get('year');
  if (year !== null) {
    if (/^\d{4}$/.test(year) && isFiscalYear(Number(year))) return { choice: { kind: 'year', year: Number(year) }, problem: null };
    return { choice: fallback, problem: `The year in the address (${year}) is not a fiscal year this report covers.` };
  }
  return { choice: fallback, problem: null };
}

/** The address's parameters with this period instead of the one they held; other filters stay. */
export function withPeriod(params: URLSearchParams, choice: PeriodChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PERIOD_PARAMS) next.delete(name);
  if (choice.kind === 'year') next.set('year', String(choice.year));
  else {
    next.set('start_date', choice.start_date);
    next.set('end_date', choice.end_date);
  }
  return next;
}

/** The period as the report calls send it. */
export function periodQuery(choice: PeriodChoice): { year: number } | { start_date: string; end_date: string } {
  return choice.kind === 'year' ? { year: choice.year } : { start_date: choice.start_date, end_date: choice.end_date };
}

/** A key that changes when the period does (to reload a report). */
export const periodKey = (choice: PeriodChoice): string =>
  choice.kind === 'year' ? `fy${choice.year}` : `${choice.start_date}..${choice.end_date}`;

/** "April 1, 2026"; anything else comes back as it was. */
export function dateInWords(date: string): string {
  return formatCalendarDate(date, 'words');
}

/**
 * The period a report answered for, in words: "Fiscal year 2026–27: April 1, 2026
 * to March 31, 2027", "January 1, 2026 to March 31, 2026", or one day.
 */
export function periodInWords(period: Pick<ReportPeriod, 'start_date' | 'end_date'> & { fiscal_year?: number | null }): string {
  const range =
    period.start_date === period.end_date
      ? dateInWords(period.start_date)
      : `${dateInWords(period.start_date)} to ${dateInWords(period.end_date)}`;
  return period.fiscal_year !== null && period.fiscal_year !== undefined
    ? `Fiscal year ${fiscalYearLabel(period.fiscal_year)}: ${range}`
    : range;
}

/** `?year=2025` or `?start_date=…&end_date=…` from the address (or ''), to carry the period into another report's link. */
export function periodSearchOf(params: URLSearchParams): string {
  const carried = new URLSearchParams();
  for (const name of PERIOD_PARAMS) {
    const value = params.get(name);
    if (value) carried.set(name, value);
  }
  const text = carried.toString();
  return text ? `?${text}` : '';
}
