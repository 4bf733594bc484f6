import { createSlice, isFulfilled } from '@reduxjs/toolkit';
import type { ApiFailureInfo } from '../../api/api-call';
import {
  createJournalEntry,
  deleteJournalEntry,
  fetchJournalPage,
  fetchJournalPlans,
  fetchJournalSummary,
  updateJournalEntry,
} from './action-journals-thunks';
import { JOURNAL_PAGE_SIZE, type ActionJournal, type JournalSummary, type PlanOption } from './action-journals-types';
import { journalKey } from './journal-query';
import { addLoadingMatchers } from '../../lib/loading-matchers';

type Keyed<T> = T & { key: string };

export interface ActionJournalsState {
  /** The page held, newest first. */
  entries: ActionJournal[];
  selected: ActionJournal | null;
  /** page is zero-based here, like the action plans'. */
  pagination: { total: number; page: number; pageSize: number };
  /** Which list (journalKey) the held page belongs to. */
  loadedKey: string | null;
  listRequestId: string | null;
  listFailure: Keyed<ApiFailureInfo> | null;
  summary: Keyed<JournalSummary> | null;
  summaryRequestId: string | null;
  summaryFailure: Keyed<ApiFailureInfo> | null;
  /** The client's plans (plansClientId), for the entry dialog and the filter. */
  plans: PlanOption[];
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
  listRequestId: null,
  listFailure: null,
  summary: null,
  summaryRequestId: null,
  summaryFailure: null,
  plans: [],
  plansClientId: null,
  plansFailure: null,
  loading: false,
  error: null,
};

const thunks = [
  fetchJournalPage,
  fetchJournalSummary,
  fetchJournalPlans,
  createJournalEntry,
  updateJournalEntry,
  deleteJournalEntry,
] as const;

const slice = createSlice({
  name: 'actionJournals',
  initialState: initialActionJournalsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchJournalPage.pending, (state, action) => {
        state.listRequestId = action.meta.requestId;
      })
      .addCase(fetchJournalPage.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.listRequestId) return; // a newer request has been sent
        const { clientId, filters, page, pageSize } = action.meta.arg;
        state.entries = action.payload.entries;
        state.pagination = { total: action.payload.total, page, pageSize };
        state.loadedKey = journalKey(clientId, filters, page, pageSize);
        state.listFailure = null;
      })
      .addCase(fetchJournalPage.rejected, (state, action) => {
        if (action.meta.requestId !== state.listRequestId) return;
        const { clientId, filters, page, pageSize } = action.meta.arg;
        state.listFailure = { ...action.error, key: journalKey(clientId, filters, page, pageSize) };
      })
      .addCase(fetchJournalSummary.pending, (state, action) => {
        state.summaryRequestId = action.meta.requestId;
      })
      .addCase(fetchJournalSummary.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.summaryRequestId) return;
        state.summary = { ...action.payload, key: journalKey(action.meta.arg.clientId, action.meta.arg.filters) };
        state.summaryFailure = null;
      })
      .addCase(fetchJournalSummary.rejected, (state, action) => {
        if (action.meta.requestId !== state.summaryRequestId) return;
        state.summaryFailure = { ...action.error, key: journalKey(action.meta.arg.clientId, action.meta.arg.filters) };
      })
      .addCase(fetchJournalPlans.pending, (state, action) => {
        if (state.plansClientId !== action.meta.arg) state.plans = [];
        state.plansClientId = action.meta.arg;
        state.plansFailure = null;
      })
      .addCase(fetchJournalPlans.fulfilled, (state, action) => {
        if (state.plansClientId === action.meta.arg) state.plans = action.payload;
      })
      .addCase(fetchJournalPlans.rejected, (state, action) => {
        if (state.plansClientId === action.meta.arg) state.plansFailure = action.error;
      })
      .addCase(createJournalEntry.fulfilled, (state, action) => {
        state.entries.unshift(action.payload);
        state.pagination.total += 1;
      })
      .addCase(updateJournalEntry.fulfilled, (state, action) => {
        state.entries = state.entries.map((e) => (e.id === action.payload.id ? action.payload : e));
        if (state.selected?.id === action.payload.id) state.selected = action.payload;
      })
      .addCase(deleteJournalEntry.fulfilled, (state, action) => {
        state.entries = state.entries.filter((e) => e.id !== action.payload);
        state.pagination.total = Math.max(0, state.pagination.total - 1);
        if (state.selected?.id === action.payload) state.selected = null;
      });
    addLoadingMatchers(builder, thunks);
    builder.addMatcher(isFulfilled(...thunks), (state) => {
      state.loading = false;
    });
  },
});

export const actionJournalsReducer = slice.reducer;

export const selectActionJournals = (state: { actionJournals: ActionJournalsState }) => state.actionJournals;
