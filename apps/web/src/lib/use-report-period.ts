import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { todayInAlberta } from './calendar-date';
import { currentFiscalYear, periodFromSearch, withPeriod, type PeriodChoice } from './report-period';

/**
 * A report screen's period, kept in the address (`?year=`, `?start_date=&end_date=`)
 * so that a link, a reload or Back shows the same report; other filters stay.
 *
 * `setParams` changes the address the browser shows now, not the one of the last render. The router renders a
 * navigation in a transition, and React Router's functional form hands the updater the parameters of the last
 * render: a filter chosen before the year just chosen was rendered would have put the old year back (seen in CI:
 * the year set to this one, the region chosen, and the address back at last year with the region).
 */
export function useReportPeriod() {
  const [params, setSearchParams] = useSearchParams();
  const today = todayInAlberta();
  const parsed = useMemo(() => periodFromSearch(params, today), [params, today]);
  const setParams = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams) => setSearchParams(() => update(new URLSearchParams(window.location.search))),
    [setSearchParams],
  );
  const setChoice = useCallback((choice: PeriodChoice) => setParams((current) => withPeriod(current, choice)), [setParams]);
  return { ...parsed, currentYear: currentFiscalYear(today), setChoice, params, setParams };
}
