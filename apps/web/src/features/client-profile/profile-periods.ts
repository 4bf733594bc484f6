import { fiscalYearLabel, fiscalYearOf, fiscalYearRange } from '../../lib/fiscal-year';

export interface HoursPeriod {
  key: 'month' | 'fiscalYear' | 'total';
  label: string;
  /** What the period covers, in words. */
  detail: string;
  from?: string;
  to?: string;
}

const monthName = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The last day of the month of a YYYY-MM-DD date: 2028-02-10 → 2028-02-29. */
export function monthEnd(date: string): string {
  const last = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/** This month, this fiscal year (Alberta's, from 1 April) and all time, as of `today` (YYYY-MM-DD, in Alberta). */
export function hoursPeriods(today: string): HoursPeriod[] {
  const year = fiscalYearOf(today);
  const fiscal = fiscalYearRange(year);
  return [
    {
      key: 'month',
      label: 'This month',
      detail: monthName.format(new Date(`${today.slice(0, 7)}-01T00:00:00Z`)),
      from: `${today.slice(0, 7)}-01`,
      to: monthEnd(today),
    },
    { key: 'fiscalYear', label: 'This fiscal year', detail: fiscalYearLabel(year), from: fiscal.start_date, to: fiscal.end_date },
    { key: 'total', label: 'In total', detail: 'since coaching began' },
  ];
}
