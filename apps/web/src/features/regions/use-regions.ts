import type { Region } from '@tc/contract/regions';
import { useCallback, useEffect, useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { useAppDispatch } from '../../lib/store-hooks';
import { createRegion, fetchRegions } from './regions-thunks';

export interface RegionsState {
  regions: Region[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  failure: ApiFailureInfo | null;
}

const byName = (a: Region, b: Region) => a.name.localeCompare(b.name);

/** The regions with their counts, loaded on mount (when `enabled`), with reload and add. */
export function useRegions(enabled = true) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<RegionsState>({ regions: [], status: enabled ? 'loading' : 'idle', failure: null });

  const load = useCallback(() => {
    const request = dispatch(fetchRegions());
    void request.then((action) => {
      if (fetchRegions.fulfilled.match(action)) setState({ regions: action.payload, status: 'succeeded', failure: null });
      else if (!action.meta.aborted) setState((s) => ({ ...s, status: 'failed', failure: action.error }));
    });
    return request;
  }, [dispatch]);

  useEffect(() => {
    if (!enabled) return;
    const request = load();
    return () => request.abort();
  }, [enabled, load]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading', failure: null }));
    return load();
  }, [load]);

  /** Adds a region; rejects with the failure (409 for a name that exists) so the form can say why. */
  const add = useCallback(
    async (name: string) => {
      const region = await dispatch(createRegion(name)).unwrap();
      setState((s) => ({ ...s, regions: [...s.regions, region].sort(byName) }));
      return region;
    },
    [dispatch],
  );

  return { ...state, reload, add };
}
