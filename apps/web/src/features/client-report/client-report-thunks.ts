import { reportEndpoints as api } from '@tc/contract/reports-endpoints';
import type { AllClientsReportQuery, ClientReport } from '@tc/contract/reports';
import toast from 'react-hot-toast';
import { ApiFailure } from '../../api/api-call';
import { apiThunk } from '../../lib/api-thunk';
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

/** GET /client-report?client_id=: needs a client id, and the answer must be a JSON object (spec section 5). */
export const fetchClientReport = apiThunk('clientReport/fetch', api.client, {
  args: (clientId: number | string | null | undefined) => ({
    query: { client_id: clientId === null || clientId === undefined || clientId === '' ? refuse(m.clientIdRequired) : clientId },
  }),
  result: (data): ClientReport => (isJsonObject(data) ? data : refuse(m.invalidFormat)),
  failure: m.clientFailed,
  latest: true,
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
