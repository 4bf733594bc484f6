import { createSlice, isPending, isRejected } from '@reduxjs/toolkit';
import type { User } from '@tc/contract/users';
import { createCoach, fetchCoach, fetchCoaches, fetchCoachesByRegion, updateCoach } from './coaches-thunks';

export interface CoachesState {
  /** Every coach (administrator view). */
  coaches: User[];
  coachesByRegion: User[];
  selectedCoach: User | null;
  loading: boolean;
  error: string | null;
}

const initialState: CoachesState = { coaches: [], coachesByRegion: [], selectedCoach: null, loading: false, error: null };

const thunks = [fetchCoaches, fetchCoachesByRegion, fetchCoach, createCoach, updateCoach] as const;

function mergeById(list: User[], user: User): User[] {
  return list.some((u) => u.id === user.id) ? list.map((u) => (u.id === user.id ? user : u)) : [...list, user];
}

const coachesSlice = createSlice({
  name: 'coaches',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCoaches.fulfilled, (state, action) => {
        state.loading = false;
        state.coaches = action.payload;
      })
      .addCase(fetchCoachesByRegion.fulfilled, (state, action) => {
        state.loading = false;
        state.coachesByRegion = action.payload;
      })
      .addCase(fetchCoach.fulfilled, (state, action) => {
        state.loading = false;
        state.selectedCoach = action.payload;
      })
      .addCase(createCoach.fulfilled, (state, action) => {
        state.loading = false;
        state.coaches.push(action.payload);
      })
      .addCase(updateCoach.fulfilled, (state, action) => {
        state.loading = false;
        state.coaches = mergeById(state.coaches, action.payload);
        state.coachesByRegion = state.coachesByRegion.map((u) => (u.id === action.payload.id ? action.payload : u));
        if (state.selectedCoach?.id === action.payload.id) state.selectedCoach = action.payload;
      })
      .addMatcher(isPending(...thunks), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isRejected(...thunks), (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? 'Request failed';
      });
  },
});

export const coachesReducer = coachesSlice.reducer;
