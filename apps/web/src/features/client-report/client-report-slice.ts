import { createSlice } from '@reduxjs/toolkit';
import type { ActionJournal, ActionPlan } from '@tc/contract/coaching';
import type { AllClientsReport, ClientReport, Milestone, RegionsReport } from '@tc/contract/reports';
import type { User } from '@tc/contract/users';
import { addLoadingMatchers } from '../../lib/api-thunk';
import { fetchAllClientsReport, fetchClientReport, fetchRegionsReport } from './client-report-thunks';

/** What a client report sums besides its lists: the period it covers, the totals, by activity and by month. */
export type ReportSums = Pick<ClientReport, 'period' | 'totals' | 'by_activity' | 'by_month'>;

/** Product specification section 3's client report (journals, plans, user details) with its milestones and sums, and the all-clients and per-region reports. */
export interface ClientReportState {
  action_journals: ActionJournal[];
  action_plans: ActionPlan[];
  user_details: User | null;
  milestones: Milestone[];
  sums: ReportSums | null;
  allClients: AllClientsReport | null;
  regions: RegionsReport | null;
  loading: boolean;
  error: string | null;
}

const initialState: ClientReportState = {
  action_journals: [],
  action_plans: [],
  user_details: null,
  milestones: [],
  sums: null,
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
        const report = action.payload;
        state.loading = false;
        // An answer missing a list (an older server) leaves it empty rather than breaking the screen.
        state.action_journals = report.action_journals ?? [];
        state.action_plans = report.action_plans ?? [];
        state.user_details = report.user_details ?? null;
        state.milestones = report.milestones ?? [];
        state.sums =
          report.period && report.totals
            ? { period: report.period, totals: report.totals, by_activity: report.by_activity ?? [], by_month: report.by_month ?? [] }
            : null;
      })
      .addCase(fetchClientReport.rejected, (state, action) => {
        if (action.meta.superseded || action.meta.condition) return;
        // A refused or failed report shows nothing of the one before (another client's, say).
        Object.assign(state, { action_journals: [], action_plans: [], user_details: null, milestones: [], sums: null });
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

type WithClientReport = { clientReport: ClientReportState };
export const selectClientReport = (state: WithClientReport) => state.clientReport;
