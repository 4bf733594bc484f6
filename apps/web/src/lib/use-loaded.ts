import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiFailureInfo } from '../api/api-call';

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

/**
 * Runs a load (a dispatched thunk) when the screen opens and whenever `key`
 * changes, and says whether it is loading, ready or failed, with a retry for
 * the LoadFailure alert. An answer that arrives after the screen moved on is dropped.
 * For the private area, which the browser renders itself; a public page's data comes
 * through its route's loader (page-load.ts).
 */
export function useLoaded<T>(load: () => Promise<SettledAction<T>>, key: string | number | null = null): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | number | null; attempt: number; settled: Settled<T> } | null>(null);
  const run = useEffectEvent(load);

  useEffect(() => {
    let live = true;
    void run().then((action) => {
      if (live) setResult({ key, attempt, settled: settle(action) });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result && result.key === key && result.attempt === attempt ? result.settled : { status: 'loading' as const };
  return { ...current, retry };
}
