import { createSlice, isFulfilled, isRejected } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { ActionJournal, ActionPlan, JournalSummary } from '@tc/contract/coaching';
import type { ApiFailureInfo } from '../../api/api-call';
import { addLoadingMatchers, isIgnoredRejection, useRead } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import {
  createJournalEntry,
  deleteJournalEntry,
  fetchJournalPage,
  fetchJournalPlans,
  fetchJournalSummary,
  journalKey,
  requestJournalFilter,
  requestJournalList,
  updateJournalEntry,
} from './action-journals-thunks';
import { JOURNAL_PAGE_SIZE, type JournalFilters, type JournalListArgs } from './action-journals-types';

type Keyed<T> = T & { key: string };

export interface ActionJournalsState {
  /** The page held, newest first. */
  entries: ActionJournal[];
  selected: ActionJournal | null;
  /** page is zero-based here, like the action plans'. */
  pagination: { total: number; page: number; pageSize: number };
  /** Which list (journalKey) the held page belongs to. */
  loadedKey: string | null;
  listFailure: Keyed<ApiFailureInfo> | null;
  summary: Keyed<JournalSummary> | null;
  summaryFailure: Keyed<ApiFailureInfo> | null;
  /** The client's plans (plansClientId), for the entry dialog and the filter. */
  plans: ActionPlan[];
  plansClientId: number | null;
  plansFailure: ApiFailureInfo | null;
  loading: boolean;
  error: string | null;
}

export const initialActionJournalsState: ActionJournalsState = {
  entries: [],
  selected: null,
  pagination: { total: 0, page: 0, pageSize: JOURNAL_PAGE_SIZE },
  loadedKey: null,
  listFailure: null,
  summary: null,
  summaryFailure: null,
  plans: [],
  plansClientId: null,
  plansFailure: null,
  loading: false,
  error: null,
};

const pageThunks = [requestJournalList, requestJournalFilter] as const;
const thunks = [...pageThunks, fetchJournalSummary, fetchJournalPlans, createJournalEntry, updateJournalEntry, deleteJournalEntry] as const;

const pageKey = ({ clientId, filters, page, pageSize }: JournalListArgs) => journalKey(clientId, filters, page, pageSize);

/** Stale answers never arrive here (`latest`): each case only says what an answer changes. */
const slice = createSlice({
  name: 'actionJournals',
  initialState: initialActionJournalsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchJournalSummary.fulfilled, (state, action) => {
        state.summary = { ...action.payload, key: journalKey(action.meta.arg.clientId, action.meta.arg.filters) };
        state.summaryFailure = null;
      })
      .addCase(fetchJournalSummary.rejected, (state, action) => {
        if (isIgnoredRejection(action)) return;
        state.summaryFailure = { ...action.error, key: journalKey(action.meta.arg.clientId, action.meta.arg.filters) };
      })
      .addCase(fetchJournalPlans.pending, (state, action) => {
        if (state.plansClientId !== action.meta.arg) state.plans = [];
        state.plansClientId = action.meta.arg;
        state.plansFailure = null;
      })
      .addCase(fetchJournalPlans.fulfilled, (state, action) => {
        state.plans = action.payload;
      })
      .addCase(fetchJournalPlans.rejected, (state, action) => {
        if (!isIgnoredRejection(action)) state.plansFailure = action.error;
      })
      // A save changes no list here: the page and totals it invalidated come again (docs/decisions/011-read-path.md).
      .addCase(updateJournalEntry.fulfilled, (state, action) => {
        if (state.selected?.id === action.payload.id) state.selected = action.payload;
      })
      .addCase(deleteJournalEntry.fulfilled, (state, action) => {
        if (state.selected?.id === action.payload) state.selected = null;
      })
      .addMatcher(isFulfilled(...pageThunks), (state, action) => {
        const { page, pageSize } = action.meta.arg;
        state.entries = action.payload.entries;
        state.pagination = { total: action.payload.total, page, pageSize };
        state.loadedKey = pageKey(action.meta.arg);
        state.listFailure = null;
      })
      .addMatcher(isRejected(...pageThunks), (state, action) => {
        if (isIgnoredRejection(action)) return;
        state.listFailure = { ...action.error, key: pageKey(action.meta.arg) };
      });
    addLoadingMatchers(builder, thunks);
    builder.addMatcher(isFulfilled(...thunks), (state) => {
      state.loading = false;
    });
  },
});

export const actionJournalsReducer = slice.reducer;

export const selectActionJournals = (state: { actionJournals: ActionJournalsState }) => state.actionJournals;

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
