import { createSlice, isFulfilled, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { BodyOf } from '@tc/contract/endpoint';
import { createCollectionThunks, type CollectionConfig, type CrudEndpoints, type Identified, type ItemOf } from './collection-thunks';
import { addLoadingMatchers } from './api-thunk';

export interface CollectionState<T> {
  items: T[];
  selected: T | null;
  loading: boolean;
  error: string | null;
}

export function initialCollectionState<T>(): CollectionState<T> {
  return { items: [], selected: null, loading: false, error: null };
}

/** What the slice needs of a further list thunk (any argument): its three matchers. */
interface ListThunk<T> {
  pending: { match(action: unknown): action is UnknownAction };
  rejected: { match(action: unknown): action is UnknownAction };
  fulfilled: { match(action: unknown): action is PayloadAction<T[]> };
}

export interface CollectionSliceConfig<E extends CrudEndpoints, C, U> extends CollectionConfig<E, C, U> {
  /** Further list calls (e.g. a filter) whose answer replaces the list. */
  listThunks?: ListThunk<ItemOf<E>>[];
}

/**
 * The one slice factory of docs/architecture.md#the-web-app: every content collection gets the
 * same state and reducers of product specification section 4 (pending clears the error, list
 * replaces, create appends, get and update merge by id, delete filters by id),
 * with its thunks built from the contract's descriptions of its operations.
 */
export function createCollectionSlice<E extends CrudEndpoints, C = BodyOf<E['create']>, U = BodyOf<E['update']>>(
  config: CollectionSliceConfig<E, C, U>,
) {
  type T = ItemOf<E>;
  type S = CollectionState<T>;
  const thunks = createCollectionThunks<E, C, U>(config);
  const listThunks = [thunks.fetchAll, ...(config.listThunks ?? [])] as [ListThunk<T>, ...ListThunk<T>[]];
  const all = [thunks.create, thunks.fetchOne, thunks.update, thunks.remove, ...listThunks] as const;
  const idOf = (item: T) => (item as Identified).id;

  const mergeById = (state: S, item: T) => {
    const index = state.items.findIndex((existing) => idOf(existing) === idOf(item));
    if (index === -1) state.items.push(item);
    else state.items[index] = item;
    if (state.selected && idOf(state.selected) === idOf(item)) state.selected = item;
  };

  const slice = createSlice({
    name: config.name,
    initialState: initialCollectionState<T>(),
    reducers: {
      selectItem(state, action: PayloadAction<T | null>) {
        (state as S).selected = action.payload;
      },
      clearError(state) {
        state.error = null;
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(thunks.create.fulfilled, (state, action) => {
          (state as S).items.push(action.payload);
        })
        .addCase(thunks.fetchOne.fulfilled, (state, action) => {
          const s = state as S;
          s.selected = action.payload;
          mergeById(s, action.payload);
        })
        .addCase(thunks.update.fulfilled, (state, action) => {
          mergeById(state as S, action.payload);
        })
        .addCase(thunks.remove.fulfilled, (state, action) => {
          const s = state as S;
          s.items = s.items.filter((item) => idOf(item) !== action.payload);
          if (s.selected && idOf(s.selected) === action.payload) s.selected = null;
        })
        .addMatcher(isFulfilled(...listThunks), (state, action) => {
          (state as S).items = Array.isArray(action.payload) ? (action.payload as T[]) : [];
        })
        .addMatcher(isFulfilled(...all), (state) => {
          state.loading = false;
        });
      addLoadingMatchers(builder, all);
    },
  });

  return { slice, reducer: slice.reducer, actions: slice.actions, thunks };
}
