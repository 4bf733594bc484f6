import { useEffect, useRef, useState } from 'react';
import type { Tag } from './api-thunk';
import { useRead } from './api-thunk';

interface Options<Page> {
  /** Asks the server for the deleted items (a thunk, unwrapped: it toasts its own failure). */
  load: () => Promise<Page>;
  /** Restores one item by its id (a thunk, unwrapped, toasting its own failure; it invalidates the list). */
  restore: (id: number) => Promise<unknown>;
  /** Whose deleted items (the client): the list is asked again when it changes. */
  key: string;
  /** What the list provides: a delete or a restore that invalidates it asks for it again. */
  tags: readonly Tag[];
}

/**
 * An administrator's list of deleted items with Restore (plans, diary entries):
 * the page as loaded (null while loading, 'failed' once the toast has said why),
 * the item whose restore is being confirmed, and the confirmed restore, whose
 * thunk invalidates this list and the live one (docs/decisions/011-read-path.md).
 */
export function useDeletedItems<Page, Item extends { id: number }>({ load, restore, key, tags }: Options<Page>) {
  const [loaded, setLoaded] = useState<Page | 'failed' | null>(null);
  const [restoring, setRestoring] = useState<Item | null>(null);
  // Only the latest request's answer counts, and none once the list is gone.
  const latest = useRef<object | null>(null);
  useEffect(
    () => () => {
      latest.current = null;
    },
    [],
  );

  useRead(key, tags, () => {
    const mine = {};
    latest.current = mine;
    load()
      .then((page) => latest.current === mine && setLoaded(page))
      .catch(() => latest.current === mine && setLoaded('failed')); // the toast has said why
  });

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      await restore(restoring.id);
      setRestoring(null);
    } catch {
      // The toast has said why; the question stays for another try or Cancel.
    }
  };

  return { loaded, restoring, askRestore: setRestoring, cancelRestore: () => setRestoring(null), confirmRestore };
}
