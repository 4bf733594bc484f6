import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { todayInAlberta } from './calendar-date';
import { currentFiscalYear, periodFromSearch, withPeriod, type PeriodChoice } from './report-period';

/**
 * A report screen's period, kept in the address (`?year=`, `?start_date=&end_date=`)
 * so that a link, a reload or Back shows the same report; other filters stay.
 */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const today = todayInAlberta();
  const parsed = useMemo(() => periodFromSearch(params, today), [params, today]);
  const setChoice = useCallback((choice: PeriodChoice) => setParams((current) => withPeriod(current, choice)), [setParams]);
  return { ...parsed, currentYear: currentFiscalYear(today), setChoice, params, setParams };
}
