import { createSlice } from '@reduxjs/toolkit';
import { reportEndpoints as api } from '@tc/contract/reports-endpoints';
import type { ActionJournal, ActionPlan } from '@tc/contract/coaching';
import type { CoachReport } from '@tc/contract/reports';
import type { User } from '@tc/contract/users';
import toast from 'react-hot-toast';
import { ApiFailure } from '../../api/api-call';
import { addLoadingMatchers, apiThunk } from '../../lib/api-thunk';
import { downloadThunk } from '../../lib/download-thunk';
import { messages } from '../../messages';

/** What a coach report sums besides its lists. */
export type CoachReportSums = Pick<CoachReport, 'period' | 'totals' | 'by_activity' | 'by_month'>;

/** Product specification section 3: the coach report's three lists, with the coach and the sums. */
export interface CoachReportState {
  action_journals: ActionJournal[];
  users: User[];
  action_plans: ActionPlan[];
  coach: User | null;
  sums: CoachReportSums | null;
  loading: boolean;
  error: string | null;
}

const initialState: CoachReportState = {
  action_journals: [],
  users: [],
  action_plans: [],
  coach: null,
  sums: null,
  loading: false,
  error: null,
};

type CoachId = number | string | null | undefined;
type PeriodQuery = { year?: number; start_date?: string; end_date?: string };
export type CoachReportArg = CoachId | { coachId: CoachId; period?: PeriodQuery };

/** The coach id the call needs: without one nothing is sent and the error is raised (product specification section 5). */
function coachIdOf(coachId: CoachId): number | string {
  if (coachId !== null && coachId !== undefined && coachId !== '') return coachId;
  toast.error(messages.reports.coachIdRequired);
  throw new ApiFailure(messages.reports.coachIdRequired);
}

const argOf = (arg: CoachReportArg) => (typeof arg === 'object' && arg !== null ? arg : { coachId: arg, period: undefined });

/** GET /coach-report?coach_id= (sends the token: docs/architecture.md#deliberate-departures), for a period. A coach id is required (product specification section 5). */
export const fetchCoachReport = apiThunk('coachReport/fetch', api.coach, {
  args: (arg: CoachReportArg) => {
    const { coachId, period } = argOf(arg);
    return { query: { coach_id: coachIdOf(coachId), ...period } };
  },
  failure: messages.reports.coachFailed,
  latest: true,
});

/** The coach report as a CSV or PDF attachment. */
export const downloadCoachReport = downloadThunk('coachReport/download', api.coach, messages.reports.downloadFailed, 'coach-report');

const coachReportSlice = createSlice({
  name: 'coachReport',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCoachReport.fulfilled, (state, action) => {
        const report = action.payload;
        state.loading = false;
        // An answer missing a list (an older server) leaves it empty rather than breaking the screen.
        state.action_journals = report.action_journals ?? [];
        state.users = report.users ?? [];
        state.action_plans = report.action_plans ?? [];
        state.coach = report.coach ?? null;
        state.sums =
          report.period && report.totals
            ? { period: report.period, totals: report.totals, by_activity: report.by_activity ?? [], by_month: report.by_month ?? [] }
            : null;
      })
      .addCase(fetchCoachReport.rejected, (state, action) => {
        if (action.meta.superseded || action.meta.condition) return;
        // A refused report shows nothing of the one before (another coach's).
        Object.assign(state, { action_journals: [], users: [], action_plans: [], coach: null, sums: null });
      });
    addLoadingMatchers(builder, [fetchCoachReport]);
  },
});

export const coachReportReducer = coachReportSlice.reducer;

export const selectCoachReport = (state: { coachReport: CoachReportState }) => state.coachReport;
