import { createSlice, isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { ActionJournal, ActionPlan, JournalSummary } from '@tc/contract/coaching';
import type { ApiFailureInfo } from '../../api/api-call';
import { addLoadingMatchers, isIgnoredRejection } from '../../lib/api-thunk';
import {
  createJournalEntry,
  deleteJournalEntry,
  fetchJournalPlans,
  fetchJournalSummary,
  journalKey,
  requestJournalFilter,
  requestJournalList,
  updateJournalEntry,
} from './action-journals-thunks';
import { JOURNAL_PAGE_SIZE, type JournalListArgs } from './action-journals-types';

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
