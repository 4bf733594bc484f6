import { createSlice, isFulfilled, isPending, isRejected, type AsyncThunk, type PayloadAction } from '@reduxjs/toolkit';
import { createCollectionThunks, type CollectionConfig, type Identified } from './collection-thunks';

export interface CollectionState<T> {
  items: T[];
  selected: T | null;
  loading: boolean;
  error: string | null;
}

export function initialCollectionState<T>(): CollectionState<T> {
  return { items: [], selected: null, loading: false, error: null };
}

type ListThunk<T> = AsyncThunk<T[], any, any>;

export interface CollectionSliceConfig<T, C, U> extends CollectionConfig<C, U> {
  /** Further list calls (e.g. a filter) whose answer replaces the list. */
  listThunks?: ListThunk<T>[];
}

/**
 * The one slice factory of DESIGN section 2, rule 10: every content collection
 * gets the same state and reducers of spec section 4 (pending clears the error,
 * list replaces, create appends, get and update merge by id, delete filters by id).
 */
export function createCollectionSlice<T extends Identified, C = Partial<T>, U = Partial<T>>(config: CollectionSliceConfig<T, C, U>) {
  const thunks = createCollectionThunks<T, C, U>(config);
  const listThunks = [thunks.fetchAll, ...(config.listThunks ?? [])] as [ListThunk<T>, ...ListThunk<T>[]];
  const all = [thunks.create, thunks.fetchOne, thunks.update, thunks.remove, ...listThunks] as const;

  const mergeById = (state: CollectionState<T>, item: T) => {
    const index = state.items.findIndex((existing) => existing.id === item.id);
    if (index === -1) state.items.push(item);
    else state.items[index] = item;
    if (state.selected?.id === item.id) state.selected = item;
  };

  const slice = createSlice({
    name: config.name,
    initialState: initialCollectionState<T>(),
    reducers: {
      selectItem(state, action: PayloadAction<T | null>) {
        (state as CollectionState<T>).selected = action.payload;
      },
      clearError(state) {
        state.error = null;
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(thunks.create.fulfilled, (state, action) => {
          (state as CollectionState<T>).items.push(action.payload);
        })
        .addCase(thunks.fetchOne.fulfilled, (state, action) => {
          const s = state as CollectionState<T>;
          s.selected = action.payload;
          mergeById(s, action.payload);
        })
        .addCase(thunks.update.fulfilled, (state, action) => {
          mergeById(state as CollectionState<T>, action.payload);
        })
        .addCase(thunks.remove.fulfilled, (state, action) => {
          const s = state as CollectionState<T>;
          s.items = s.items.filter((item) => item.id !== action.payload);
          if (s.selected?.id === action.payload) s.selected = null;
        })
        .addMatcher(isFulfilled(...listThunks), (state, action) => {
          (state as CollectionState<T>).items = Array.isArray(action.payload) ? (action.payload as T[]) : [];
        })
        .addMatcher(isPending(...all), (state) => {
          state.loading = true;
          state.error = null;
        })
        .addMatcher(isFulfilled(...all), (state) => {
          state.loading = false;
        })
        .addMatcher(isRejected(...all), (state, action) => {
          state.loading = false;
          state.error = (action as { error: { message?: string } }).error.message ?? 'Request failed';
        });
    },
  });

  return { slice, reducer: slice.reducer, actions: slice.actions, thunks };
}
