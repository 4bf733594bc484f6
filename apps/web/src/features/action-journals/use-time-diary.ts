import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/store-hooks';
import { useRead } from '../../lib/api-thunk';
import { selectActionJournals } from './action-journals-slice';
import { fetchJournalPage, fetchJournalPlans, fetchJournalSummary, journalKey } from './action-journals-thunks';
import { JOURNAL_PAGE_SIZE, type JournalFilters } from './action-journals-types';

/**
 * A client's diary as one screen needs it: a page of entries, the totals for the
 * same filters, and the client's plans. Data of another client, filter or page
 * that the store still holds is never handed out (`ready` stays false).
 */
export function useTimeDiary(clientId: number, filters: JournalFilters, page: number) {
  const dispatch = useAppDispatch();
  const state = useSelector(selectActionJournals);
  const storePage = Math.max(0, page - 1);
  const filterKey = journalKey(clientId, filters);
  const listKey = journalKey(clientId, filters, storePage, JOURNAL_PAGE_SIZE);
  const args = { clientId, filters, page: storePage, pageSize: JOURNAL_PAGE_SIZE };

  // Each read comes again when a save invalidates what it provides: an entry saved brings the page and totals, not the plans.
  useRead(String(clientId), fetchJournalPlans.provides(clientId), () => dispatch(fetchJournalPlans(clientId)));
  useRead(listKey, fetchJournalPage.provides(), () => dispatch(fetchJournalPage(args)));
  useRead(filterKey, fetchJournalSummary.provides(args), () => dispatch(fetchJournalSummary(args)));

  const ready = state.loadedKey === listKey;
  const plansReady = state.plansClientId === clientId;
  return {
    ready,
    entries: ready ? state.entries : [],
    pagination: state.pagination,
    failure: state.listFailure?.key === listKey ? state.listFailure : null,
    summary: state.summary?.key === filterKey ? state.summary : null,
    summaryFailure: state.summaryFailure?.key === filterKey ? state.summaryFailure : null,
    plans: plansReady ? state.plans : [],
    plansReady,
    plansFailure: plansReady ? state.plansFailure : null,
    busy: state.loading,
    /** After a failed page: the page and the totals once more. */
    retry: () => {
      void dispatch(fetchJournalPage(args));
      void dispatch(fetchJournalSummary(args));
    },
  };
}
