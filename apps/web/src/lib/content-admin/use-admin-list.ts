import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { useAppDispatch } from '../store-hooks';
import { useDebouncedValue } from '../use-debounced-value';
import type { AdminSource, Page } from './admin-source';
import { initialListState, listQuery, type ListState } from './list-query';

interface Loaded {
  key: string;
  page?: Page;
  failure?: ApiFailureInfo;
}

/**
 * One page of a collection's admin list: search as you type (debounced), sort,
 * status, deleted items and paging, the total from X-Total-Count. What is on
 * screen stays until the next page arrives; `reload` fetches the same page again
 * after a save.
 */
export function useAdminList(source: AdminSource, pageSize = 25) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ListState>(() => initialListState(pageSize));
  const [tick, setTick] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const q = useDebouncedValue(state.q, 300);
  const query = useMemo(() => listQuery({ ...state, q }, source.publishing), [state, q, source.publishing]);
  const key = `${source.key}?${JSON.stringify(query)}#${tick}`;

  useEffect(() => {
    let live = true;
    source.ops
      .list(dispatch, query)
      .then((page) => {
        if (!live) return;
        // A delete can empty the last page: show the one before.
        if (page.items.length === 0 && page.total > 0 && state.page > 0)
          setState((s) => ({ ...s, page: Math.max(0, Math.ceil(page.total / s.pageSize) - 1) }));
        setLoaded({ key, page });
      })
      .catch((failure: ApiFailureInfo | null) => {
        // null: a newer request of this list replaced this one.
        if (live && failure) setLoaded({ key, failure });
      });
    return () => {
      live = false;
    };
    // `key` names the query and the reload tick: a new key is a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for query, tick and the source
  }, [key, dispatch]);

  /** Any change but the page starts again at the first page. */
  const change = useCallback((patch: Partial<ListState>) => setState((s) => ({ ...s, page: 0, ...patch })), []);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const current = loaded?.key === key ? loaded : null;
  return {
    state,
    change,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    reload,
    /** The last page received, shown until the next one arrives. */
    page: loaded?.page ?? null,
    failure: current?.failure ?? null,
    loading: current === null,
  };
}
