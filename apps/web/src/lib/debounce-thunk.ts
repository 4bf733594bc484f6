import type { AsyncThunkAction } from '@reduxjs/toolkit';
import type { ApiThunkConfig } from './api-thunk';
import type { AppThunkDispatch } from './store-hooks';

export type DebouncedOutcome = 'fetched' | 'failed' | 'throttled' | 'superseded';

interface Settled {
  type: string;
  meta: { requestStatus: 'fulfilled' | 'rejected'; condition?: boolean; superseded?: boolean };
}

/**
 * Product specification section 4's debounce: of calls made within `ms` of each other only the
 * last is dispatched. Earlier calls resolve 'superseded'; one its throttle
 * skipped, 'throttled'.
 */
export function debounceThunk<Arg>(ms: number, make: (arg: Arg) => AsyncThunkAction<unknown, Arg, ApiThunkConfig>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settlePrevious: ((outcome: DebouncedOutcome) => void) | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    settlePrevious?.('superseded');
    settlePrevious = undefined;
  };

  const run =
    (arg: Arg) =>
    (dispatch: AppThunkDispatch): Promise<DebouncedOutcome> =>
      new Promise((resolve) => {
        cancel();
        settlePrevious = resolve;
        timer = setTimeout(async () => {
          timer = undefined;
          settlePrevious = undefined;
          const action = (await dispatch(make(arg))) as Settled;
          if (action.meta.requestStatus === 'fulfilled') resolve('fetched');
          else if (action.meta.condition) resolve('throttled');
          else resolve(action.meta.superseded ? 'superseded' : 'failed');
        }, ms);
      });

  return { run, cancel };
}
