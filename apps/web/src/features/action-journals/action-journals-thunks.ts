import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiCall, apiResponse, serializeApiFailure, withQuery, type ApiFailureInfo } from '../../api/api-call';
import { messages } from '../../messages';
import {
  PLAN_OPTIONS_PAGE_SIZE,
  type ActionJournal,
  type JournalEntryInput,
  type JournalFilters,
  type JournalListArgs,
  type JournalPage,
  type JournalSummary,
  type PlanOption,
} from './action-journals-types';
import { journalListPath, journalSummaryPath } from './journal-query';

const m = messages.actionJournals;

/** Rejections keep the HTTP status and the field issues. */
type Failure = { serializedErrorType: ApiFailureInfo };
const keepFailure = { serializeError: serializeApiFailure };

/** One page of a client's diary, newest first; the total comes in X-Total-Count. */
export const fetchJournalPage = createAsyncThunk<JournalPage, JournalListArgs, Failure>(
  'actionJournals/fetchPage',
  async (args) => {
    const response = await apiResponse<ActionJournal[]>({
      method: 'GET',
      path: journalListPath(args),
      accept: [200],
      failure: m.fetchAllFailed,
    });
    // Only this client's entries, whatever the filter call returns.
    const entries = (Array.isArray(response.data) ? response.data : []).filter((e) => e.client_id === args.clientId);
    const header = Number(response.headers?.['x-total-count']);
    return { entries, total: Number.isFinite(header) && header >= entries.length ? header : entries.length };
  },
  keepFailure,
);

/** Totals for the filters and per plan; its failure shows beside the totals, not as a toast. */
export const fetchJournalSummary = createAsyncThunk<JournalSummary, { clientId: number; filters: JournalFilters }, Failure>(
  'actionJournals/fetchSummary',
  ({ clientId, filters }) =>
    apiCall<JournalSummary>({
      method: 'GET',
      path: journalSummaryPath(clientId, filters),
      accept: [200],
      failure: m.summaryFailed,
      silent: true,
    }),
  keepFailure,
);

/** The client's plans, to log time against and to filter by (one call of the API's largest page). */
export const fetchJournalPlans = createAsyncThunk<PlanOption[], number, Failure>(
  'actionJournals/fetchPlans',
  async (clientId) => {
    const page = await apiCall<{ actionPlans: PlanOption[] }>({
      method: 'GET',
      path: withQuery('/action-plans', { clientId, page: 1, pageSize: PLAN_OPTIONS_PAGE_SIZE }),
      accept: [200],
      failure: m.plansFailed,
      silent: true,
    });
    return page.actionPlans ?? [];
  },
  keepFailure,
);

export const createJournalEntry = createAsyncThunk<ActionJournal, JournalEntryInput, Failure>(
  'actionJournals/create',
  (data) =>
    apiCall<ActionJournal>({
      method: 'POST',
      path: '/action-journals',
      body: data,
      accept: [201],
      success: m.created,
      failure: m.createFailed,
    }),
  keepFailure,
);

export const updateJournalEntry = createAsyncThunk<ActionJournal, { id: number; data: Partial<JournalEntryInput> }, Failure>(
  'actionJournals/update',
  ({ id, data }) =>
    apiCall<ActionJournal>({
      method: 'PUT',
      path: `/action-journals/${id}`,
      body: data,
      accept: [200],
      success: m.updated,
      failure: m.updateFailed,
    }),
  keepFailure,
);

export const deleteJournalEntry = createAsyncThunk<number, number, Failure>(
  'actionJournals/delete',
  async (id) => {
    await apiCall({ method: 'DELETE', path: `/action-journals/${id}`, accept: [200], success: m.deleted, failure: m.deleteFailed });
    return id;
  },
  keepFailure,
);
