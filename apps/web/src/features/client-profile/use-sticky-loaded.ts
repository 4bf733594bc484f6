import { useState } from 'react';
import type { Loaded } from '../../lib/use-loaded';

/**
 * A load that keeps showing its last answer while it loads again (after a change
 * on the page), so the page does not fall back to a spinner; a new `owner`
 * (another client) starts afresh.
 */
export function useStickyLoaded<T>(loaded: Loaded<T>, owner: number): Loaded<T> {
  const [kept, setKept] = useState<{ owner: number; data: T } | null>(null);
  if (loaded.status === 'ready' && loaded.data !== undefined && (kept?.owner !== owner || kept.data !== loaded.data)) {
    setKept({ owner, data: loaded.data });
  }
  if (loaded.status === 'loading' && kept?.owner === owner) return { status: 'ready', data: kept.data, retry: loaded.retry };
  return loaded;
}
