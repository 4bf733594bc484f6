import { useEffect, useEffectEvent } from 'react';
import { useStore } from 'react-redux';
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
