import { useCallback, useMemo, useRef, useState } from 'react';
import { useReadResult, type ReadAction } from '../api-thunk';
import { useAppDispatch } from '../store-hooks';
import { useDebouncedValue } from '../use-debounced-value';
import type { AdminSource, Page } from './admin-source';
import { initialListState, listQuery, type ListState } from './list-query';

/**
 * One page of a collection's admin list: search as you type (debounced), sort,
 * status, deleted items and paging, the total from X-Total-Count. It is read
 * through useReadResult, so a save that invalidates what the list provides (the
 * collection's tag) brings the page again (docs/decisions/011-read-path.md).
 * What is on screen stays until the next page arrives.
 */
export function useAdminList(source: AdminSource, pageSize = 25) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ListState>(() => initialListState(pageSize));
  const q = useDebouncedValue(state.q, 300);
  const query = useMemo(() => listQuery({ ...state, q }, source.publishing), [state, q, source.publishing]);
  const key = `${source.key}?${JSON.stringify(query)}`;
  // The request on its way, if any: a page asked for again after a save shows the bar and holds the moves.
  const asking = useRef<Promise<ReadAction<Page>> | null>(null);
  const [reading, setReading] = useState(false);

  const result = useReadResult<Page>(key, source.ops.provides(query), () => {
    const request = source.ops.list(dispatch, query);
    asking.current = request;
    setReading(true);
    return request.then((action) => {
      if (asking.current !== request) return action;
      asking.current = null;
      setReading(false);
      const page = action.meta.requestStatus === 'fulfilled' ? action.payload : null;
      // A delete can empty the last page: show the one before.
      if (page && page.items.length === 0 && page.total > 0 && state.page > 0)
        setState((s) => ({ ...s, page: Math.max(0, Math.ceil(page.total / s.pageSize) - 1) }));
      return action;
    });
  });

  // The last page received, kept while the next one comes.
  const [shown, setShown] = useState<Page | null>(null);
  if (result.data && result.data !== shown) setShown(result.data);

  /** Any change but the page starts again at the first page. */
  const change = useCallback((patch: Partial<ListState>) => setState((s) => ({ ...s, page: 0, ...patch })), []);
  return {
    state,
    change,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    /** Asks for the page again after a failure (the Retry button). */
    retry: result.retry,
    /** The last page received, shown until the next one arrives. */
    page: result.data ?? shown,
    failure: result.failure ?? null,
    loading: result.status === 'loading' || reading,
  };
}
