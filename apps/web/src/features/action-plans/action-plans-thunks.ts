import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiCall, withQuery } from '../../api/api-call';
import { messages } from '../../messages';
import {
  ACTION_PLAN_PAGE_SIZE,
  ACTION_PLAN_THROTTLE_MS,
  type ActionPlan,
  type ActionPlanInput,
  type ActionPlanListArgs,
  type ActionPlansPage,
} from './action-plans-types';

const m = messages.actionPlans;

export interface LastListRequest {
  key: string;
  at: number;
}

export function listKey(args: Required<ActionPlanListArgs>): string {
  return `${args.clientId ?? ''}|${args.page}|${args.pageSize}`;
}

export function normalizeListArgs(args: ActionPlanListArgs = {}): Required<ActionPlanListArgs> {
  return { clientId: args.clientId ?? null, page: args.page ?? 0, pageSize: args.pageSize ?? ACTION_PLAN_PAGE_SIZE };
}

/** DESIGN section 8: an identical list request within 2000 ms of the last one is skipped. */
export function isThrottled(last: LastListRequest | null, key: string, now: number): boolean {
  return last !== null && last.key === key && now - last.at < ACTION_PLAN_THROTTLE_MS;
}

type State = { actionPlans: { lastList: LastListRequest | null } };

/**
 * GET /action-plans, page zero-based in, one-based on the wire. When throttled the
 * thunk does not run at all, so the store keeps the page it has.
 */
export const requestActionPlans = createAsyncThunk<
  ActionPlansPage,
  Required<ActionPlanListArgs>,
  { pendingMeta: { requestedAt: number } }
>(
  'actionPlans/fetchList',
  (args) =>
    apiCall<ActionPlansPage>({
      method: 'GET',
      path: withQuery('/action-plans', { clientId: args.clientId, page: args.page + 1, pageSize: args.pageSize }),
      accept: [200],
      failure: m.fetchFailed,
    }),
  {
    condition: (args, { getState }) => !isThrottled((getState() as State).actionPlans.lastList, listKey(args), Date.now()),
    getPendingMeta: () => ({ requestedAt: Date.now() }),
  },
);

export const fetchActionPlan = createAsyncThunk('actionPlans/fetchOne', (id: number) =>
  apiCall<ActionPlan>({ method: 'GET', path: `/action-plans/${id}`, accept: [200], failure: m.fetchOneFailed }),
);

export const createActionPlan = createAsyncThunk('actionPlans/create', (data: ActionPlanInput) =>
  apiCall<ActionPlan>({ method: 'POST', path: '/action-plans', body: data, accept: [201], success: m.created, failure: m.createFailed }),
);

export const updateActionPlan = createAsyncThunk('actionPlans/update', ({ id, data }: { id: number; data: Partial<ActionPlanInput> }) =>
  apiCall<ActionPlan>({ method: 'PUT', path: `/action-plans/${id}`, body: data, accept: [200], success: m.updated, failure: m.updateFailed }),
);

export const deleteActionPlan = createAsyncThunk('actionPlans/delete', async (id: number) => {
  await apiCall({ method: 'DELETE', path: `/action-plans/${id}`, accept: [200], success: m.deleted, failure: m.deleteFailed });
  return id;
});
