import type { PlanStatus } from '@tc/contract/coaching';
import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/store-hooks';
import { useRead } from '../../lib/api-thunk';
import { toStorePage } from './action-plans-pagination';
import { selectActionPlans } from './action-plans-slice';
import {
  cancelPendingActionPlansFetch,
  fetchActionPlans,
  listId,
  listKey,
  normalizeListArgs,
  requestActionPlans,
} from './action-plans-thunks';

interface Wanted {
  clientId?: number | null;
  coachId?: number | null;
  /** One-based. */
  page: number;
  /** Only plans of this status (the plans screen's filter); every plan without it. */
  status?: PlanStatus | null;
}

/**
 * One page of plans for a screen, fetched through the store's debounce and
 * throttle. `ready` is false until the store holds this very list, so a screen
 * never shows plans of another client or page while the right ones load. A page
 * reached from the one before (Next, or back along the way) is asked for by its
 * cursor, so deep pages of everyone's plans cost what the first does. A plan saved
 * invalidates the list, which is then asked for again (docs/decisions/011-read-path.md).
 */
export function usePlanList({ clientId = null, coachId = null, page, status = null }: Wanted) {
  const dispatch = useAppDispatch();
  const state = useSelector(selectActionPlans);
  const args = useMemo(() => normalizeListArgs({ clientId, coachId, page: toStorePage(page), status }), [clientId, coachId, page, status]);
  const key = listKey(args);
  const after = state.cursors.list === listId(args) ? state.cursors.byPage[args.page] : undefined;

  // The cursor is read when the page is asked for: one that arrives later does not ask again.
  // A plan saved anywhere on the screen asks for the page again (it invalidates `plans`).
  useRead(key, requestActionPlans.provides(args), () => dispatch(fetchActionPlans({ ...args, after })));
  useEffect(() => () => cancelPendingActionPlansFetch(), [key]);

  const ready = state.loadedKey === key;
  return {
    ready,
    plans: ready ? state.actionPlans : [],
    pagination: state.pagination,
    failure: state.listFailure?.key === key ? state.listFailure : null,
    busy: state.loading,
    /** After a refusal or failure: the page once more. */
    retry: () => void dispatch(fetchActionPlans({ ...args, after })),
  };
}
