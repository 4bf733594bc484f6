import { createSlice, isFulfilled, isPending, isRejected, type ActionReducerMapBuilder, type PayloadAction } from '@reduxjs/toolkit';
import type { CoachListItem, User } from '@tc/contract/users';
import type { ApiFailureInfo } from '../../api/api-call';
import { addLoadingMatchers, isIgnoredRejection } from '../../lib/api-thunk';
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

/** How a list's latest fetch went (an older one's answer never arrives: `latest`). */
export interface ListStatus {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  failure: ApiFailureInfo | null;
}

export interface CoachesState {
  /** The listing: every coach (administrator) or one's own record (coach), with client counts. */
  coaches: CoachListItem[];
  /** How many coaches there are (X-Total-Count): more than `coaches` holds past the listing's bound. */
  total: number;
  list: ListStatus;
  coachesByRegion: CoachListItem[];
  byRegion: ListStatus;
  archivedCoaches: User[];
  archived: ListStatus;
  selectedCoach: User | null;
  loading: boolean;
  error: string | null;
}

const idle = (): ListStatus => ({ status: 'idle', failure: null });

const initialState: CoachesState = {
  coaches: [],
  total: 0,
  list: idle(),
  coachesByRegion: [],
  byRegion: idle(),
  archivedCoaches: [],
  archived: idle(),
  selectedCoach: null,
  loading: false,
  error: null,
};

const listThunks = [fetchCoaches, fetchOwnCoachRecord] as const;
const thunks = [
  ...listThunks,
  fetchCoachesByRegion,
  fetchArchivedCoaches,
  fetchCoach,
  createCoach,
  updateCoach,
  archiveCoach,
  restoreCoach,
] as const;

const byName = (a: User, b: User) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname);

type Thunk = (typeof thunks)[number];

/** Keeps the status of one list: pending, fulfilled, or failed with its failure (a stale or skipped answer changes nothing). */
function trackStatus(builder: ActionReducerMapBuilder<CoachesState>, key: 'list' | 'byRegion' | 'archived', ...list: [Thunk, ...Thunk[]]) {
  builder
    .addMatcher(isPending(...list), (state) => {
      state[key] = { status: 'loading', failure: null };
    })
    .addMatcher(isFulfilled(...list), (state) => {
      state[key].status = 'succeeded';
    })
    .addMatcher(isRejected(...list), (state, action) => {
      if (!isIgnoredRejection(action)) state[key] = { status: 'failed', failure: action.error };
    });
}

const coachesSlice = createSlice({
  name: 'coaches',
  initialState,
  reducers: {
    /** After assignments change in a coach's clients dialog. */
    coachClientCountSet(state, action: PayloadAction<{ coachId: number; count: number }>) {
      const coach = state.coaches.find((c) => c.id === action.payload.coachId);
      if (coach) coach.client_count = action.payload.count;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCoaches.fulfilled, (state, action) => {
        state.coaches = action.payload.items;
        state.total = action.payload.total;
      })
      .addCase(fetchOwnCoachRecord.fulfilled, (state, action) => {
        state.coaches = [action.payload];
        state.total = 1;
        state.selectedCoach = action.payload;
      })
      .addCase(fetchCoachesByRegion.fulfilled, (state, action) => {
        state.coachesByRegion = action.payload;
      })
      .addCase(fetchArchivedCoaches.fulfilled, (state, action) => {
        state.archivedCoaches = action.payload;
      })
      .addCase(fetchCoach.fulfilled, (state, action) => {
        state.selectedCoach = action.payload;
      })
      .addCase(createCoach.fulfilled, (state, action) => {
        state.coaches.push({ ...action.payload, client_count: 0 });
        state.coaches.sort(byName);
        state.total += 1;
      })
      .addCase(updateCoach.fulfilled, (state, action) => {
        const merge = <T extends User>(u: T): T => (u.id === action.payload.id ? { ...u, ...action.payload } : u);
        if (!state.coaches.some((c) => c.id === action.payload.id)) state.coaches.push({ ...action.payload, client_count: 0 });
        state.coaches = state.coaches.map(merge);
        state.coachesByRegion = state.coachesByRegion.map(merge);
        if (state.selectedCoach?.id === action.payload.id) state.selectedCoach = action.payload;
      })
      .addCase(archiveCoach.fulfilled, (state, action) => {
        const coach = state.coaches.find((c) => c.id === action.payload);
        state.coaches = state.coaches.filter((c) => c.id !== action.payload);
        if (coach) state.total = Math.max(0, state.total - 1);
        state.coachesByRegion = state.coachesByRegion.filter((c) => c.id !== action.payload);
        if (coach) state.archivedCoaches = [...state.archivedCoaches, { ...coach, archivedAt: new Date().toISOString() }].sort(byName);
      })
      .addCase(restoreCoach.fulfilled, (state, action) => {
        state.archivedCoaches = state.archivedCoaches.filter((c) => c.id !== action.payload.id);
        if (!state.coaches.some((c) => c.id === action.payload.id)) {
          state.coaches = [...state.coaches, { ...action.payload, client_count: 0 }].sort(byName);
          state.total += 1;
        }
      })
      .addMatcher(isFulfilled(...thunks), (state) => {
        state.loading = false;
      });
    trackStatus(builder, 'list', ...listThunks);
    trackStatus(builder, 'byRegion', fetchCoachesByRegion);
    trackStatus(builder, 'archived', fetchArchivedCoaches);
    addLoadingMatchers(builder, thunks);
  },
});

export const { coachClientCountSet } = coachesSlice.actions;
export const coachesReducer = coachesSlice.reducer;
export const selectCoaches = (state: { coaches: CoachesState }) => state.coaches;
