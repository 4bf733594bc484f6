import { actionJournalEndpoints as api } from '@tc/contract/action-journals-endpoints';
import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import type { ActionJournal, CreateActionJournalBody, UpdateActionJournalBody } from '@tc/contract/coaching';
import type { AxiosResponse } from 'axios';
import { saveAttachment } from '../../api/save-file';
import { ALL_ROWS_BOUND } from '../../lib/all-pages';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import type { AppThunkDispatch } from '../../lib/store-hooks';
import { messages } from '../../messages';
import { diaryEntrySave } from '../../offline/offline-saves';
import { NO_FILTERS, PLAN_OPTIONS_PAGE_SIZE, type JournalFilters, type JournalListArgs, type JournalPage } from './action-journals-types';

const m = messages.actionJournals;

/**
 * Which call lists one page of a client's diary. A chosen plan (always one of
 * this client's) goes to /action-journals/filter; a coach alone or a date range
 * needs the client in the query too, which only /action-journals takes.
 */
export const usesFilterCall = (filters: JournalFilters): boolean => filters.actionplanId !== null && !filters.from && !filters.to;

const orNone = <T>(value: T | null): T | undefined => value ?? undefined;

/** The query of GET /action-journals/filter: page one-based on the wire. */
export const journalFilterQuery = ({ filters, page, pageSize }: JournalListArgs) => ({
  actionplan_id: orNone(filters.actionplanId),
  coach_id: orNone(filters.coachId),
  page: page + 1,
  pageSize,
});

/** The query of GET /action-journals/summary (and, with the page, of GET /action-journals). */
export const journalSummaryQuery = (clientId: number, filters: JournalFilters) => ({
  client_id: clientId,
  actionplan_id: orNone(filters.actionplanId),
  coach_id: orNone(filters.coachId),
  from: orNone(filters.from),
  to: orNone(filters.to),
});

export const journalListQuery = ({ clientId, filters, page, pageSize }: JournalListArgs) => ({
  ...journalSummaryQuery(clientId, filters),
  page: page + 1,
  pageSize,
});

/** Identifies a list (or, without the page, a summary) so a screen never shows another one's data. */
export function journalKey(clientId: number, filters: JournalFilters, page?: number, pageSize?: number): string {
  const f = `${clientId}|${filters.actionplanId ?? ''}|${filters.coachId ?? ''}|${filters.from ?? ''}|${filters.to ?? ''}`;
  return page === undefined ? f : `${f}|${page}|${pageSize ?? ''}`;
}

/** Only this client's entries, whatever the filter call returns; the total comes in X-Total-Count. */
function toPage(data: ActionJournal[], { clientId }: JournalListArgs, response: AxiosResponse): JournalPage {
  const entries = (Array.isArray(data) ? data : []).filter((e) => e.client_id === clientId);
  const header = Number(response.headers?.['x-total-count']);
  return { entries, total: Number.isFinite(header) && header >= entries.length ? header : entries.length };
}

/** The two calls that list a page share one channel: only the latest page asked for reaches the store. */
const PAGE_CHANNEL = 'actionJournals/page';

/** An entry saved changes the diary's page and totals, never the client's plans (docs/decisions/011-read-path.md). */
const diary = () => [TAGS.diary];

export const requestJournalList = apiThunk('actionJournals/fetchPage', api.list, {
  args: (a: JournalListArgs) => ({ query: journalListQuery(a) }),
  result: toPage,
  failure: m.fetchAllFailed,
  latest: () => PAGE_CHANNEL,
  provides: diary,
});

export const requestJournalFilter = apiThunk('actionJournals/fetchFilteredPage', api.filter, {
  args: (a: JournalListArgs) => ({ query: journalFilterQuery(a) }),
  result: toPage,
  failure: m.fetchAllFailed,
  latest: () => PAGE_CHANNEL,
  provides: diary,
});

/** One page of a client's diary, newest first, through whichever call its filters need. */
export const fetchJournalPage = Object.assign(
  (args: JournalListArgs) => (dispatch: AppThunkDispatch) =>
    dispatch(usesFilterCall(args.filters) ? requestJournalFilter(args) : requestJournalList(args)),
  { provides: diary },
);

/** Totals for the filters and per plan; its failure shows beside the totals, not as a toast. */
export const fetchJournalSummary = apiThunk('actionJournals/fetchSummary', api.summary, {
  args: ({ clientId, filters }: { clientId: number; filters: JournalFilters }) => ({ query: journalSummaryQuery(clientId, filters) }),
  failure: m.summaryFailed,
  silent: true,
  latest: true,
  provides: diary,
});

/** The client's plans, to log time against and to filter by: all of them, pages of the API's largest size walked by their `next` cursor. */
export const fetchJournalPlans = apiThunk('actionJournals/fetchPlans', actionPlanEndpoints.list, {
  args: (clientId: number) => ({ query: { clientId, page: 1, pageSize: PLAN_OPTIONS_PAGE_SIZE } }),
  result: (page) => page.actionPlans ?? [],
  failure: m.plansFailed,
  silent: true,
  latest: true,
  allPages: ALL_ROWS_BOUND,
  provides: () => [TAGS.plans],
});

export const createJournalEntry = apiThunk('actionJournals/create', api.create, {
  args: (body: CreateActionJournalBody) => ({ body }),
  offline: (body) => diaryEntrySave(body),
  success: m.created,
  failure: m.createFailed,
  invalidates: diary,
});

export const updateJournalEntry = apiThunk('actionJournals/update', api.update, {
  args: ({ id, data }: { id: number; data: UpdateActionJournalBody; entry?: ActionJournal }) => ({ params: { id }, body: data }),
  offline: ({ data, entry }) => diaryEntrySave(data, entry),
  success: m.updated,
  failure: m.updateFailed,
  invalidates: diary,
});

export const deleteJournalEntry = apiThunk('actionJournals/delete', api.remove, {
  args: (id: number) => ({ params: { id } }),
  result: (_, id) => id,
  success: m.deleted,
  failure: m.deleteFailed,
  invalidates: () => [TAGS.diary, TAGS.deletedEntries],
});

/** How many deleted entries the administrator's "Show deleted" lists at once (the API's largest page). */
export const DELETED_ENTRIES_PAGE_SIZE = 100;

/** A client's entries deleted one by one (administrators), newest first; kept by the screen, not in the store. */
export const fetchDeletedJournalEntries = apiThunk('actionJournals/fetchDeleted', api.list, {
  args: (clientId: number) => ({ query: { client_id: clientId, archived: 'true' as const, page: 1, pageSize: DELETED_ENTRIES_PAGE_SIZE } }),
  result: (data, clientId, response) =>
    toPage(data, { clientId, filters: NO_FILTERS, page: 0, pageSize: DELETED_ENTRIES_PAGE_SIZE }, response),
  failure: m.fetchDeletedFailed,
  latest: true,
  provides: () => [TAGS.deletedEntries],
});

/** Brings a deleted entry back (administrators); an entry whose plan is deleted too waits for the plan (409). */
export const restoreJournalEntry = apiThunk('actionJournals/restore', api.restore, {
  args: (id: number) => ({ params: { id } }),
  success: m.restored,
  failure: m.restoreFailed,
  invalidates: () => [TAGS.diary, TAGS.deletedEntries],
});

/**
 * Every entry of the client's diary the filters match, as the server's CSV file (GET
 * /action-journals/export.csv, streamed there with no cap), saved under its name.
 */
export const exportJournalCsv = apiThunk('actionJournals/exportCsv', api.exportCsv, {
  args: ({ clientId, filters }: { clientId: number; filters: JournalFilters }) => ({ query: journalSummaryQuery(clientId, filters) }),
  result: (data, { clientId }, response) => saveAttachment(data, response, `time-diary-${clientId}.csv`),
  transport: { responseType: 'blob' },
  failure: m.exportFailed,
});
