import type { Unread } from '@tc/contract/messages';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchUnread } from './messages-thunks';
import { usePolling } from './use-polling';

/** How often the unread count is asked for (docs/decisions/026-messages.md). */
export const UNREAD_POLL_MS = 30_000;

/**
 * The signed-in person's unread messages, one reading for the whole private area: the shell polls it
 * (`useUnreadPolling`), the navigation's badge and the dashboard's card show it (`useUnreadMessages`), and a
 * conversation asks for it again at once after reading or writing (`refreshUnread`).
 */
let current: Unread | null = null;
const listeners = new Set<() => void>();
let refresh: (() => void) | null = null;

function publish(value: Unread | null) {
  current = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useUnreadMessages(): Unread | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Asks for the count now (after a conversation was read or written in). */
export function refreshUnread(): void {
  refresh?.();
}

/** Polls the count for `userId` while the page is visible; answers it. Mounted once, by the private area's shell. */
export function useUnreadPolling(userId: number): Unread | null {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    void dispatch(fetchUnread()).then((action) => {
      if (action.meta.requestStatus === 'fulfilled' && action.payload) publish(action.payload);
    });
  }, [dispatch]);
  useEffect(() => {
    publish(null);
    refresh = load;
    load();
    return () => {
      if (refresh === load) refresh = null;
    };
  }, [load, userId]);
  usePolling(load, UNREAD_POLL_MS);
  return useUnreadMessages();
}
