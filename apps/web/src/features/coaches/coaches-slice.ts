import { createSlice, isPending, isRejected } from '@reduxjs/toolkit';
import type { CoachListItem, User } from '@tc/contract/users';
import { finishRequest, idleRequest, startRequest, type TrackedRequest } from '../../lib/request-tracking';
import {
  archiveCoach,
  createCoach,
  fetchArchivedCoaches,
  fetchCoach,
  fetchCoaches,
  fetchCoachesByRegion,
  fetchOwnCoachRecord,
  restoreCoach,
  updateCoach,
} from './coaches-thunks';
import { addLoadingMatchers } from '../../lib/loading-matchers';

export interface CoachesState {
  /** The listing: every coach (administrator) or one's own record (coach), with client counts. */
  coaches: CoachListItem[];
  list: TrackedRequest;
  coachesByRegion: CoachListItem[];
  byRegion: TrackedRequest;
  archivedCoaches: User[];
  archived: TrackedRequest;
  selectedCoach: User | null;
  loading: boolean;
  error: string | null;
}

const initialState: CoachesState = {
  coaches: [],
  list: idleRequest(),
  coachesByRegion: [],
  byRegion: idleRequest(),
  archivedCoaches: [],
  archived: idleRequest(),
  selectedCoach: null,
  loading: false,
  error: null,
};

const simpleThunks = [fetchCoach, createCoach, updateCoach, archiveCoach, restoreCoach] as const;
const trackedThunks = [fetchCoaches, fetchOwnCoachRecord, fetchCoachesByRegion, fetchArchivedCoaches] as const;

const byName = (a: User, b: User) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname);

function trackerOf(state: CoachesState, type: string): TrackedRequest {
  if (type.startsWith(fetchCoachesByRegion.typePrefix)) return state.byRegion;
  if (type.startsWith(fetchArchivedCoaches.typePrefix)) return state.archived;
  return state.list;
}

const coachesSlice = createSlice({
  name: 'coaches',
  initialState,
  reducers: {
    /** After assignments change in a coach's clients dialog. */
    coachClientCountSet(state, action: { payload: { coachId: number; count: number } }) {
      const coach = state.coaches.find((c) => c.id === action.payload.coachId);
      if (coach) coach.client_count = action.payload.count;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCoaches.fulfilled, (state, action) => {
        if (!finishRequest(state.list, action.meta.requestId)) return;
        state.loading = false;
        state.coaches = action.payload;
      })
      .addCase(fetchOwnCoachRecord.fulfilled, (state, action) => {
        if (!finishRequest(state.list, action.meta.requestId)) return;
        state.loading = false;
        state.coaches = [action.payload];
        state.selectedCoach = action.payload;
      })
      .addCase(fetchCoachesByRegion.fulfilled, (state, action) => {
        if (!finishRequest(state.byRegion, action.meta.requestId)) return;
        state.loading = false;
        state.coachesByRegion = action.payload;
      })
      .addCase(fetchArchivedCoaches.fulfilled, (state, action) => {
        if (!finishRequest(state.archived, action.meta.requestId)) return;
        state.loading = false;
        state.archivedCoaches = action.payload;
      })
      .addCase(fetchCoach.fulfilled, (state, action) => {
        state.loading = false;
        state.selectedCoach = action.payload;
      })
      .addCase(createCoach.fulfilled, (state, action) => {
        state.loading = false;
        state.coaches.push({ ...action.payload, client_count: 0 });
        state.coaches.sort(byName);
      })
      .addCase(updateCoach.fulfilled, (state, action) => {
        state.loading = false;
        const merge = <T extends User>(u: T): T => (u.id === action.payload.id ? { ...u, ...action.payload } : u);
        if (!state.coaches.some((c) => c.id === action.payload.id)) state.coaches.push({ ...action.payload, client_count: 0 });
        state.coaches = state.coaches.map(merge);
        state.coachesByRegion = state.coachesByRegion.map(merge);
        if (state.selectedCoach?.id === action.payload.id) state.selectedCoach = action.payload;
      })
      .addCase(archiveCoach.fulfilled, (state, action) => {
        state.loading = false;
        const coach = state.coaches.find((c) => c.id === action.payload);
        state.coaches = state.coaches.filter((c) => c.id !== action.payload);
        state.coachesByRegion = state.coachesByRegion.filter((c) => c.id !== action.payload);
        if (coach) state.archivedCoaches = [...state.archivedCoaches, { ...coach, archivedAt: new Date().toISOString() }].sort(byName);
      })
      .addCase(restoreCoach.fulfilled, (state, action) => {
        state.loading = false;
        state.archivedCoaches = state.archivedCoaches.filter((c) => c.id !== action.payload.id);
        if (!state.coaches.some((c) => c.id === action.payload.id)) {
          state.coaches = [...state.coaches, { ...action.payload, client_count: 0 }].sort(byName);
        }
      })
      .addMatcher(isPending(...trackedThunks), (state, action) => {
        startRequest(trackerOf(state, action.type), action.meta.requestId);
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isRejected(...trackedThunks), (state, action) => {
        if (!finishRequest(trackerOf(state, action.type), action.meta.requestId, action.error)) return;
        state.loading = false;
        state.error = action.error.message;
      });
    addLoadingMatchers(builder, simpleThunks);
  },
});

export const { coachClientCountSet } = coachesSlice.actions;
export const coachesReducer = coachesSlice.reducer;
export const selectCoaches = (state: { coaches: CoachesState }) => state.coaches;
