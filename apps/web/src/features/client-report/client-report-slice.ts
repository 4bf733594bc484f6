import { createSlice } from '@reduxjs/toolkit';
import { fetchAllClientsReport, fetchClientReport, fetchRegionsReport, type ClientReport } from './client-report-thunks';
import { addLoadingMatchers } from '../../lib/loading-matchers';

export interface ClientReportState extends ClientReport {
  /** The all-clients and per-region reports; their shape is the reports issue's to define. */
  allClients: unknown;
  regions: unknown;
  loading: boolean;
  error: string | null;
}

const initialState: ClientReportState = {
  action_journals: [],
  action_plans: [],
  user_details: null,
  allClients: null,
  regions: null,
  loading: false,
  error: null,
};

const thunks = [fetchClientReport, fetchAllClientsReport, fetchRegionsReport] as const;

const clientReportSlice = createSlice({
  name: 'clientReport',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchClientReport.fulfilled, (state, action) => {
        state.loading = false;
        state.action_journals = action.payload.action_journals ?? [];
        state.action_plans = action.payload.action_plans ?? [];
        state.user_details = action.payload.user_details ?? null;
      })
      .addCase(fetchAllClientsReport.fulfilled, (state, action) => {
        state.loading = false;
        state.allClients = action.payload;
      })
      .addCase(fetchRegionsReport.fulfilled, (state, action) => {
        state.loading = false;
        state.regions = action.payload;
      });
    addLoadingMatchers(builder, thunks);
  },
});

export const clientReportReducer = clientReportSlice.reducer;
