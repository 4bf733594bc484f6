import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/store-hooks';
import { selectActionJournals } from './action-journals-slice';
import { fetchJournalPage, fetchJournalPlans, fetchJournalSummary } from './action-journals-thunks';
import { JOURNAL_PAGE_SIZE, type JournalFilters } from './action-journals-types';
import { journalKey } from './journal-query';

/**
 * A client's diary as one screen needs it: a page of entries, the totals for the
 * same filters, and the client's plans. Data of another client, filter or page
 * that the store still holds is never handed out (`ready` stays false).
 */
export function useTimeDiary(clientId: number, filters: JournalFilters, page: number) {
  const dispatch = useAppDispatch();
  const state = useSelector(selectActionJournals);
  const [tick, setTick] = useState(0);
  const storePage = Math.max(0, page - 1);
  const filterKey = journalKey(clientId, filters);
  const listKey = journalKey(clientId, filters, storePage, JOURNAL_PAGE_SIZE);
  // The same filters in a new object must not fetch again: filterKey stands for them.
  const stableFilters = useMemo(() => filters, [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps -- filterKey is the filters' value

  useEffect(() => {
    void dispatch(fetchJournalPlans(clientId));
  }, [dispatch, clientId, tick]);

  useEffect(() => {
    void dispatch(fetchJournalPage({ clientId, filters: stableFilters, page: storePage, pageSize: JOURNAL_PAGE_SIZE }));
  }, [dispatch, clientId, stableFilters, storePage, tick]);

  useEffect(() => {
    void dispatch(fetchJournalSummary({ clientId, filters: stableFilters }));
  }, [dispatch, clientId, stableFilters, tick]);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
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
    refresh,
  };
}
