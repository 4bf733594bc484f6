import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { ApiFailureInfo } from '../api/api-call';
import { watchTags, type Tag } from './api-thunk';

/**
 * The one way a screen reads server data (docs/decisions/010-read-path.md): `read` runs when the
 * screen opens, whenever `key` (what is read: client, filters, page) changes, and whenever a save
 * invalidates one of `tags` while the screen shows them. No screen keeps a counter to read again.
 */
export function useRead(key: string, tags: readonly Tag[], read: () => unknown): void {
  const store = useStore();
  const run = useEffectEvent(read);
  const tagList = tags.join(' ');
  useEffect(() => {
    run();
    return watchTags(store.getState, tagList ? (tagList.split(' ') as Tag[]) : [], () => run());
  }, [store, key, tagList]);
}

/** What dispatching a read thunk resolves with. */
export interface ReadAction<T> {
  payload?: T | null;
  error?: unknown;
  meta: { requestStatus: 'fulfilled' | 'rejected'; condition?: boolean; superseded?: boolean };
}

export interface ReadResult<T> {
  status: 'loading' | 'ready' | 'failed';
  data?: T;
  failure?: ApiFailureInfo;
  retry: () => void;
}

type Held<T> = { key: string; status: 'ready'; data: T } | { key: string; status: 'failed'; failure: ApiFailureInfo };

/**
 * useRead for an answer the screen keeps itself rather than in a slice (a profile's parts): loading,
 * ready or failed, with a retry. Read again after a save, it keeps showing the last answer until the
 * new one comes, so the page does not fall back to a spinner; another `key` starts afresh.
 */
export function useReadResult<T>(key: string, tags: readonly Tag[], load: () => Promise<ReadAction<T>>): ReadResult<T> {
  const [held, setHeld] = useState<Held<T> | null>(null);
  // Only the latest request's answer counts, and none once the screen is gone.
  const latest = useRef<object | null>(null);
  const loadNow = useRef(load);
  useEffect(() => {
    loadNow.current = load;
  });
  useEffect(
    () => () => {
      latest.current = null;
    },
    [],
  );
  const start = useCallback((forKey: string) => {
    const mine = {};
    latest.current = mine;
    void loadNow.current().then((action) => {
      if (latest.current !== mine || action.meta.condition || action.meta.superseded) return;
      if (action.meta.requestStatus === 'fulfilled') setHeld({ key: forKey, status: 'ready', data: action.payload as T });
      else setHeld({ key: forKey, status: 'failed', failure: action.error as ApiFailureInfo });
    });
  }, []);
  useRead(key, tags, () => start(key));
  const retry = useCallback(() => {
    setHeld(null);
    start(key);
  }, [key, start]);
  if (held === null || held.key !== key) return { status: 'loading', retry };
  return held.status === 'ready' ? { status: 'ready', data: held.data, retry } : { status: 'failed', failure: held.failure, retry };
}
