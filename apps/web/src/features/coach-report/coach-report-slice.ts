import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { User } from '@tc/contract/users';
import toast from 'react-hot-toast';
import { apiCall, withQuery } from '../../api/api-call';
import { messages } from '../../messages';

export interface CoachReport {
  action_journals: unknown[];
  users: User[];
  action_plans: unknown[];
}

export interface CoachReportState extends CoachReport {
  loading: boolean;
  error: string | null;
}

const initialState: CoachReportState = { action_journals: [], users: [], action_plans: [], loading: false, error: null };

/** GET /coach-report?coach_id= (sends the token: DESIGN section 8). A coach id is required. */
export const fetchCoachReport = createAsyncThunk('coachReport/fetch', async (coachId: number | string | null | undefined) => {
  if (coachId === null || coachId === undefined || coachId === '') {
    toast.error(messages.reports.coachIdRequired);
    throw new Error(messages.reports.coachIdRequired);
  }
  return apiCall<CoachReport>({
    method: 'GET',
    path: withQuery('/coach-report', { coach_id: coachId }),
    accept: [200],
    failure: messages.reports.coachFailed,
  });
});

const coachReportSlice = createSlice({
  name: 'coachReport',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCoachReport.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchCoachReport.fulfilled, (state, action) => {
        state.loading = false;
        state.action_journals = action.payload.action_journals ?? [];
        state.users = action.payload.users ?? [];
        state.action_plans = action.payload.action_plans ?? [];
      })
      .addCase(fetchCoachReport.rejected, (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? messages.reports.coachFailed;
      });
  },
});

export const coachReportReducer = coachReportSlice.reducer;
