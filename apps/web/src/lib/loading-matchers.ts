import { isIgnoredRejection } from './api-thunk';
import { type ActionReducerMapBuilder, isPending, isRejected, type SerializedError, type UnknownAction } from '@reduxjs/toolkit';

/** What isPending and isRejected need of a thunk, whatever its own types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's own matcher type: a thunk of any argument and payload fits
type Matches = { match: (action: any) => action is any };
type AnyThunk = { pending: Matches; fulfilled: Matches; rejected: Matches };

type Rejected = UnknownAction & { meta: { condition?: boolean; superseded?: boolean }; error: SerializedError };

/**
 * The `loading` and `error` of product specification section 4: pending sets loading and clears
 * the error, a failure stores it. A thunk its own `condition` skipped never
 * started, and one a newer request superseded no longer counts: neither changes anything.
 */
export function addLoadingMatchers<S extends { loading: boolean; error: string | null | undefined }>(
  builder: Pick<ActionReducerMapBuilder<S>, 'addMatcher'>,
  thunks: readonly [AnyThunk, ...AnyThunk[]],
): void {
  builder
    .addMatcher(isPending(...thunks), (state) => {
      state.loading = true;
      state.error = null;
    })
    .addMatcher(isRejected(...thunks) as (action: unknown) => action is Rejected, (state, action) => {
      if (isIgnoredRejection(action)) return;
      state.loading = false;
      state.error = action.error.message ?? 'Something went wrong. Please try again.';
    });
}
