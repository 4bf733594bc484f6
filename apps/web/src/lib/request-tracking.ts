import type { ApiFailureInfo } from '../api/api-call';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * One list a screen shows, fetched again as the person types or pages. Only the
 * latest request may change it: an older answer arriving late is dropped, so a
 * search for "cal" never shows the results for "ca".
 */
export interface TrackedRequest {
  status: RequestStatus;
  requestId: string | null;
  failure: ApiFailureInfo | null;
}

export const idleRequest = (): TrackedRequest => ({ status: 'idle', requestId: null, failure: null });

export function startRequest(tracked: TrackedRequest, requestId: string): void {
  tracked.status = 'loading';
  tracked.requestId = requestId;
  tracked.failure = null;
}

/** Marks the request done; false when a newer one has started since (ignore its answer). */
export function finishRequest(tracked: TrackedRequest, requestId: string, failure: ApiFailureInfo | null = null): boolean {
  if (tracked.requestId !== requestId) return false;
  tracked.status = failure ? 'failed' : 'succeeded';
  tracked.failure = failure;
  tracked.requestId = null;
  return true;
}
