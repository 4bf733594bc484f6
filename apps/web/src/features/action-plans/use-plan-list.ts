import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/store-hooks';
import { toStorePage } from './action-plans-pagination';
import { selectActionPlans } from './action-plans-slice';
import { cancelPendingActionPlansFetch, fetchActionPlans, listKey, normalizeListArgs } from './action-plans-thunks';

interface Wanted {
  clientId?: number | null;
  coachId?: number | null;
  /** One-based. */
  page: number;
}

/**
 * One page of plans for a screen, fetched through the store's debounce and
 * throttle. `ready` is false until the store holds this very list, so a screen
 * never shows plans of another client or page while the right ones load.
 */
export function usePlanList({ clientId = null, coachId = null, page }: Wanted) {
  const dispatch = useAppDispatch();
  const state = useSelector(selectActionPlans);
  const args = useMemo(() => normalizeListArgs({ clientId, coachId, page: toStorePage(page) }), [clientId, coachId, page]);
  const key = listKey(args);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    void dispatch(fetchActionPlans(args));
    return () => cancelPendingActionPlansFetch();
  }, [dispatch, args, tick]);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
  const ready = state.loadedKey === key;
  return {
    ready,
    plans: ready ? state.actionPlans : [],
    pagination: state.pagination,
    failure: state.listFailure?.key === key ? state.listFailure : null,
    busy: state.loading,
    refresh,
  };
}
