import { useEffect, useRef, useState } from 'react';

interface Options<Page> {
  /** Asks the server for the deleted items (a thunk, unwrapped: it toasts its own failure). */
  load: () => Promise<Page>;
  /** Restores one item by its id (a thunk, unwrapped, toasting its own failure). */
  restore: (id: number) => Promise<unknown>;
  /** The list is asked again whenever this changes (the client, or a delete made on the screen). */
  reloadKey: string;
  onRestored: () => void;
}

/**
 * An administrator's list of deleted items with Restore (plans, diary entries):
 * the page as loaded (null while loading, 'failed' once the toast has said why),
 * the item whose restore is being confirmed, and the confirmed restore, after
 * which the list is asked again.
 */
export function useDeletedItems<Page, Item extends { id: number }>({ load, restore, reloadKey, onRestored }: Options<Page>) {
  const [loaded, setLoaded] = useState<Page | 'failed' | null>(null);
  const [tick, setTick] = useState(0);
  const [restoring, setRestoring] = useState<Item | null>(null);
  // The latest callers' functions, without asking again on every render.
  const calls = useRef({ load, restore, onRestored });
  useEffect(() => {
    calls.current = { load, restore, onRestored };
  });

  useEffect(() => {
    let live = true;
    calls.current
      .load()
      .then((page) => live && setLoaded(page))
      .catch(() => live && setLoaded('failed')); // the toast has said why
    return () => {
      live = false;
    };
  }, [reloadKey, tick]);

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      await calls.current.restore(restoring.id);
      setRestoring(null);
      setTick((t) => t + 1);
      calls.current.onRestored();
    } catch {
      // The toast has said why; the question stays for another try or Cancel.
    }
  };

  return { loaded, restoring, askRestore: setRestoring, cancelRestore: () => setRestoring(null), confirmRestore };
}
