import type { AppThunkDispatch } from '../../lib/store-hooks';
import { normalizeListArgs, requestActionPlans } from './action-plans-thunks';
import { ACTION_PLAN_DEBOUNCE_MS, type ActionPlanListArgs } from './action-plans-types';

export type ListOutcome = 'fetched' | 'failed' | 'throttled' | 'superseded';

let timer: ReturnType<typeof setTimeout> | undefined;
let settlePrevious: ((outcome: ListOutcome) => void) | undefined;

/**
 * Debounced list fetch (spec section 4): only the last call within 300 ms is
 * sent. Earlier calls resolve 'superseded'; a throttled one 'throttled'.
 */
export function fetchActionPlans(args?: ActionPlanListArgs) {
  return (dispatch: AppThunkDispatch): Promise<ListOutcome> =>
    new Promise((resolve) => {
      if (timer !== undefined) clearTimeout(timer);
      settlePrevious?.('superseded');
      settlePrevious = resolve;
      timer = setTimeout(async () => {
        timer = undefined;
        settlePrevious = undefined;
        const action = await dispatch(requestActionPlans(normalizeListArgs(args)));
        if (requestActionPlans.fulfilled.match(action)) resolve('fetched');
        else resolve(action.meta.condition ? 'throttled' : 'failed');
      }, ACTION_PLAN_DEBOUNCE_MS);
    });
}

/** Drops a waiting call (a screen that unmounts). */
export function cancelPendingActionPlansFetch(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  settlePrevious?.('superseded');
  settlePrevious = undefined;
}
