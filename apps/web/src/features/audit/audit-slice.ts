import { createSlice, isFulfilled } from '@reduxjs/toolkit';
import type { AuditEntry, SignInLock } from '@tc/contract/audit';
import type { ApiFailureInfo } from '../../api/api-call';
import { addLoadingMatchers, isIgnoredRejection } from '../../lib/api-thunk';
import { fetchAuditPage, fetchSignInLocks, unlockSignIn } from './audit-thunks';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
interface ListState {
  status: Status;
  failure: ApiFailureInfo | null;
}

export interface AuditState {
  /** One page of the trail, newest first. */
  entries: AuditEntry[];
  /** How many entries match the filters (X-Total-Count). */
  total: number;
  list: ListState;
  /** Usernames that may not sign in now. */
  locks: SignInLock[];
  locksList: ListState;
  loading: boolean;
  error: string | null;
}

const initialState: AuditState = {
  entries: [],
  total: 0,
  list: { status: 'idle', failure: null },
  locks: [],
  locksList: { status: 'idle', failure: null },
  loading: false,
  error: null,
};

const thunks = [fetchAuditPage, fetchSignInLocks, unlockSignIn] as const;

const auditSlice = createSlice({
  name: 'audit',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAuditPage.pending, (state) => {
        state.list = { status: 'loading', failure: null };
      })
      .addCase(fetchAuditPage.fulfilled, (state, action) => {
        state.entries = action.payload.entries;
        state.total = action.payload.total;
        state.list.status = 'succeeded';
      })
      .addCase(fetchAuditPage.rejected, (state, action) => {
        if (!isIgnoredRejection(action)) state.list = { status: 'failed', failure: action.error };
      })
      .addCase(fetchSignInLocks.pending, (state) => {
        state.locksList = { status: 'loading', failure: null };
      })
      .addCase(fetchSignInLocks.fulfilled, (state, action) => {
        state.locks = action.payload;
        state.locksList.status = 'succeeded';
      })
      .addCase(fetchSignInLocks.rejected, (state, action) => {
        if (!isIgnoredRejection(action)) state.locksList = { status: 'failed', failure: action.error };
      })
      .addCase(unlockSignIn.fulfilled, (state, action) => {
        // Gone at once; the refetch that follows brings the list up to date.
        state.locks = state.locks.filter((lock) => lock.username !== action.payload.username);
      })
      .addMatcher(isFulfilled(...thunks), (state) => {
        state.loading = false;
      });
    addLoadingMatchers(builder, thunks);
  },
});

export const auditReducer = auditSlice.reducer;
export const selectAudit = (state: { audit: AuditState }) => state.audit;
