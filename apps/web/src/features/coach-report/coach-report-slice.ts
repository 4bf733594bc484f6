import { createSlice } from '@reduxjs/toolkit';
import { reportEndpoints as api } from '@tc/contract/reports-endpoints';
import type { ActionJournal, ActionPlan } from '@tc/contract/coaching';
import type { User } from '@tc/contract/users';
import toast from 'react-hot-toast';
import { ApiFailure } from '../../api/api-call';
import { apiThunk } from '../../lib/api-thunk';
import { addLoadingMatchers } from '../../lib/loading-matchers';
import { messages } from '../../messages';

/** Spec section 3: the coach report's three lists. */
export interface CoachReportState {
  action_journals: ActionJournal[];
  users: User[];
  action_plans: ActionPlan[];
  loading: boolean;
  error: string | null;
}

const initialState: CoachReportState = { action_journals: [], users: [], action_plans: [], loading: false, error: null };

/** The coach id the call needs: without one nothing is sent and the error is raised (spec section 5). */
function coachIdOf(coachId: number | string | null | undefined): number | string {
  if (coachId !== null && coachId !== undefined && coachId !== '') return coachId;
  toast.error(messages.reports.coachIdRequired);
  throw new ApiFailure(messages.reports.coachIdRequired);
}

/** GET /coach-report?coach_id= (sends the token: DESIGN section 8). A coach id is required (spec section 5). */
export const fetchCoachReport = apiThunk('coachReport/fetch', api.coach, {
  args: (coachId: number | string | null | undefined) => ({ query: { coach_id: coachIdOf(coachId) } }),
  failure: messages.reports.coachFailed,
  latest: true,
});

const coachReportSlice = createSlice({
  name: 'coachReport',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchCoachReport.fulfilled, (state, action) => {
      state.loading = false;
      // The server's reports are still to come (a later issue): a partial answer leaves a list empty.
      state.action_journals = action.payload.action_journals ?? [];
      state.users = action.payload.users ?? [];
      state.action_plans = action.payload.action_plans ?? [];
    });
    addLoadingMatchers(builder, [fetchCoachReport]);
  },
});

export const coachReportReducer = coachReportSlice.reducer;
