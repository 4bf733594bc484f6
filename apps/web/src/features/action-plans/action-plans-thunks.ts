import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiCall, serializeApiFailure, withQuery, type ApiFailureInfo } from '../../api/api-call';
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

/** Rejections keep the HTTP status and the field issues (a refusal reads differently from a fixable save). */
type Failure = { serializedErrorType: ApiFailureInfo };
const keepFailure = { serializeError: serializeApiFailure };

export interface LastListRequest {
  key: string;
  at: number;
}

export function listKey(args: Required<ActionPlanListArgs>): string {
  return `${args.clientId ?? ''}|${args.coachId ?? ''}|${args.page}|${args.pageSize}`;
}

export function normalizeListArgs(args: ActionPlanListArgs = {}): Required<ActionPlanListArgs> {
  return {
    clientId: args.clientId ?? null,
    coachId: args.coachId ?? null,
    page: args.page ?? 0,
    pageSize: args.pageSize ?? ACTION_PLAN_PAGE_SIZE,
  };
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
  Failure & { pendingMeta: { requestedAt: number } }
>(
  'actionPlans/fetchList',
  (args) =>
    apiCall<ActionPlansPage>({
      method: 'GET',
      path: withQuery('/action-plans', { clientId: args.clientId, coachId: args.coachId, page: args.page + 1, pageSize: args.pageSize }),
      accept: [200],
      failure: m.fetchFailed,
    }),
  {
    ...keepFailure,
    condition: (args, { getState }) => !isThrottled((getState() as State).actionPlans.lastList, listKey(args), Date.now()),
    getPendingMeta: () => ({ requestedAt: Date.now() }),
  },
);

export const fetchActionPlan = createAsyncThunk<ActionPlan, number, Failure>(
  'actionPlans/fetchOne',
  (id) => apiCall<ActionPlan>({ method: 'GET', path: `/action-plans/${id}`, accept: [200], failure: m.fetchOneFailed }),
  keepFailure,
);

export const createActionPlan = createAsyncThunk<ActionPlan, ActionPlanInput, Failure>(
  'actionPlans/create',
  (data) =>
    apiCall<ActionPlan>({ method: 'POST', path: '/action-plans', body: data, accept: [201], success: m.created, failure: m.createFailed }),
  keepFailure,
);

export const updateActionPlan = createAsyncThunk<ActionPlan, { id: number; data: Partial<ActionPlanInput> }, Failure>(
  'actionPlans/update',
  ({ id, data }) =>
    apiCall<ActionPlan>({
      method: 'PUT',
      path: `/action-plans/${id}`,
      body: data,
      accept: [200],
      success: m.updated,
      failure: m.updateFailed,
    }),
  keepFailure,
);

export const deleteActionPlan = createAsyncThunk<number, number, Failure>(
  'actionPlans/delete',
  async (id) => {
    await apiCall({ method: 'DELETE', path: `/action-plans/${id}`, accept: [200], success: m.deleted, failure: m.deleteFailed });
    return id;
  },
  keepFailure,
);
