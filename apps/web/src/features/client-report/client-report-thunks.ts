import { createAsyncThunk } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import { apiCall, withQuery } from '../../api/api-call';
import { messages } from '../../messages';

export interface ClientReport {
  action_journals: unknown[];
  action_plans: unknown[];
  user_details: Record<string, unknown> | null;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GET /client-report?client_id=: needs a client id, and the answer must be a JSON object (spec section 5). */
export const fetchClientReport = createAsyncThunk('clientReport/fetch', async (clientId: number | string | null | undefined) => {
  if (clientId === null || clientId === undefined || clientId === '') {
    toast.error(messages.reports.clientIdRequired);
    throw new Error(messages.reports.clientIdRequired);
  }
  const data = await apiCall<unknown>({
    method: 'GET',
    path: withQuery('/client-report', { client_id: clientId }),
    accept: [200],
    failure: messages.reports.clientFailed,
  });
  if (!isJsonObject(data)) {
    toast.error(messages.reports.invalidFormat);
    throw new Error(messages.reports.invalidFormat);
  }
  return data as unknown as ClientReport;
});

export interface AllClientsReportQuery {
  start_date?: string;
  end_date?: string;
  year?: number;
}

/** GET /getAllClientsReport: per-client totals in the range (administrators). */
export const fetchAllClientsReport = createAsyncThunk('clientReport/fetchAll', (query: AllClientsReportQuery | void) =>
  apiCall<unknown>({
    method: 'GET',
    path: withQuery('/getAllClientsReport', query ? { ...query } : undefined),
    accept: [200],
    failure: messages.reports.allClientsFailed,
  }),
);

/** GET /getAllClientsReport/regions: per-region totals. */
export const fetchRegionsReport = createAsyncThunk('clientReport/fetchRegions', () =>
  apiCall<unknown>({ method: 'GET', path: '/getAllClientsReport/regions', accept: [200], failure: messages.reports.regionsFailed }),
);
