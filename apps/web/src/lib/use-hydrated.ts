import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true
 * afterwards (and at once in a page the browser renders itself): for what only
 * the browser may show, such as toasts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
