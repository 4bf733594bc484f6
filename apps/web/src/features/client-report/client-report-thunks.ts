import { actionJournalEndpoints as journals } from '@tc/contract/action-journals-endpoints';
import type { ActionJournalExportQuery } from '@tc/contract/coaching';
import { reportEndpoints as api } from '@tc/contract/reports-endpoints';
import type { AllClientsReportQuery, ClientReport } from '@tc/contract/reports';
import toast from 'react-hot-toast';
import { ApiFailure } from '../../api/api-call';
import { saveAttachment } from '../../api/save-file';
import { totalOf } from '../../lib/all-pages';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import { downloadThunk } from '../../lib/download-thunk';
import { messages } from '../../messages';

const m = messages.reports;

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Raised before or after the call: toasted like a failed call, and kept as the slice's error. */
function refuse(text: string): never {
  toast.error(text);
  throw new ApiFailure(text);
}

type ClientId = number | string | null | undefined;
/** The period of a report call: a fiscal year, or both dates; none is the current fiscal year. */
export type PeriodQuery = { year?: number; start_date?: string; end_date?: string };
export type ClientReportArg = ClientId | { clientId: ClientId; period?: PeriodQuery };

const argOf = (arg: ClientReportArg) => (typeof arg === 'object' && arg !== null ? arg : { clientId: arg, period: undefined });

/** GET /client-report?client_id=: needs a client id, and the answer must be a JSON object (product specification section 5). */
export const fetchClientReport = apiThunk('clientReport/fetch', api.client, {
  args: (arg: ClientReportArg) => {
    const { clientId, period } = argOf(arg);
    return {
      query: {
        client_id: clientId === null || clientId === undefined || clientId === '' ? refuse(m.clientIdRequired) : clientId,
        ...period,
      },
    };
  },
  result: (data): ClientReport => (isJsonObject(data) ? data : refuse(m.invalidFormat)),
  failure: m.clientFailed,
  latest: true,
  // The report holds the client's milestones, plans and diary.
  provides: () => [TAGS.milestones, TAGS.plans, TAGS.diary],
});

/** GET /getAllClientsReport: per-client totals for the period (administrators). */
export const fetchAllClientsReport = apiThunk('clientReport/fetchAll', api.allClients, {
  args: (query: AllClientsReportQuery | void) => ({ query: query ?? undefined }),
  failure: m.allClientsFailed,
  latest: true,
});

/** GET /getAllClientsReport/regions: per-region totals for the same filters. */
export const fetchRegionsReport = apiThunk('clientReport/fetchRegions', api.regions, {
  args: (query: AllClientsReportQuery | void) => ({ query: query ?? undefined }),
  failure: m.regionsFailed,
  latest: true,
});

/** The same reports as CSV or PDF attachments, saved under the server's dated file names. */
export const downloadClientReport = downloadThunk('clientReport/download', api.client, m.downloadFailed, 'client-report');
export const downloadAllClientsReport = downloadThunk('clientReport/downloadAll', api.allClients, m.downloadFailed, 'all-clients-report');
export const downloadRegionsReport = downloadThunk('clientReport/downloadRegions', api.regions, m.downloadFailed, 'regions-report');

/**
 * How many entries the centre's diary export of these filters holds: the diary list's own total
 * (X-Total-Count, kept per day on the server, docs/decisions/039-list-counts.md), one row asked for.
 */
export const countDiaryEntries = apiThunk('clientReport/countDiary', journals.list, {
  args: (query: ActionJournalExportQuery) => ({ query: { ...query, page: 1, pageSize: 1 } }),
  result: (entries, _, response) => totalOf(response.headers, entries.length),
  failure: m.diaryCountFailed,
  latest: true,
  provides: () => [TAGS.diary],
});

/** Every diary entry the filters match, streamed by the server with no cap (docs/decisions/042-streamed-exports.md), saved under its name. */
export const exportDiary = apiThunk('clientReport/exportDiary', journals.exportCsv, {
  args: (query: ActionJournalExportQuery) => ({ query }),
  result: (data, _, response) => saveAttachment(data, response, 'time-diary.csv'),
  transport: { responseType: 'blob' },
  failure: m.diaryExportFailed,
});
