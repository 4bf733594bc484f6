import { useEffect, useEffectEvent } from 'react';

/**
 * Runs `poll` every `ms` while the page is visible (docs/decisions/026-messages.md): nothing while the tab
 * is hidden, and once at once when it shows again, so a person coming back sees what came meanwhile.
 */
export function usePolling(poll: () => void, ms: number, enabled = true): void {
  const run = useEffectEvent(poll);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => run(), ms);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        run();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, enabled]);
}
