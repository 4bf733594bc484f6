import { use, useCallback, useContext, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ApiFailureInfo } from '../api/api-call';
import { readToken } from '../api/session-storage';
import { SsrLoadsContext } from './ssr-loads';

/** What dispatching a thunk resolves with: its fulfilled or rejected action. */
export interface SettledAction<T> {
  payload?: T | null;
  error?: unknown;
  meta: { requestStatus: 'fulfilled' | 'rejected'; superseded?: boolean; condition?: boolean };
}

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface Settled<T> {
  status: LoadStatus;
  /** The answer once ready (undefined when a newer request of the same list answered instead: read the store). */
  data?: T;
  failure?: ApiFailureInfo;
}

export interface Loaded<T> extends Settled<T> {
  retry: () => void;
}

function asFailure(error: unknown): ApiFailureInfo {
  const info = (error ?? {}) as Partial<ApiFailureInfo>;
  return { message: info.message ?? 'Something went wrong. Please try again.', status: info.status ?? null, issues: info.issues ?? [] };
}

/** Where one settled request leaves the screen. */
export function settle<T>(action: SettledAction<T>): Settled<T> {
  if (action.meta.requestStatus === 'fulfilled') return { status: 'ready', data: action.payload ?? undefined };
  // Skipped (throttle) or made stale by a newer request of the same list: the store holds what counts.
  if (action.meta.condition || action.meta.superseded) return { status: 'ready' };
  return { status: 'failed', failure: asFailure(action.error) };
}

const noRetry = () => {};

/**
 * Runs a load (a dispatched thunk) when the screen opens and whenever `key`
 * changes, and says whether it is loading, ready or failed, with a retry for
 * the LoadFailure alert. An answer that arrives after the screen moved on is dropped.
 *
 * On the server the render waits for the load, so the page's HTML holds what it
 * loaded; in the browser that page hydrates from the same answer without
 * loading it again, unless someone is signed in (the answer may then differ:
 * it loads again, showing the server's meanwhile).
 */
export function useLoaded<T>(load: () => Promise<SettledAction<T>>, key: string | number | null = null): Loaded<T> {
  const id = useId();
  const ssr = useContext(SsrLoadsContext);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | number | null; attempt: number; settled: Settled<T> } | null>(() => {
    const seed = ssr && !ssr.server ? ssr.seed<T>(id, key) : undefined;
    return seed ? { key, attempt: 0, settled: seed } : null;
  });
  const seeded = useRef(result !== null && readToken() === null);
  const run = useEffectEvent(load);

  useEffect(() => {
    if (seeded.current) {
      seeded.current = false;
      return;
    }
    let live = true;
    void run().then((action) => {
      if (live) setResult({ key, attempt, settled: settle(action) });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (ssr?.server) {
    const started = ssr.load(id, key, load);
    // Always `use` it, settled or not: React matches the `use` calls of a component's renders by their order.
    use(started.promise);
    return { ...(started.settled as Settled<T>), retry: noRetry };
  }
  const current = result && result.key === key && result.attempt === attempt ? result.settled : { status: 'loading' as const };
  return { ...current, retry };
}
