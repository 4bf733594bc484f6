import { ACTION_PLAN_PAGE_SIZE, type ActionPlan, type CreateActionPlanBody, type UpdateActionPlanBody } from '@tc/contract/coaching';
import { actionPlanEndpoints as api } from '@tc/contract/action-plans-endpoints';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import { debounceThunk } from '../../lib/debounce-thunk';
import { messages } from '../../messages';
import { planCreateSave, planSave } from '../../offline/offline-saves';
import { ACTION_PLAN_DEBOUNCE_MS, ACTION_PLAN_THROTTLE_MS, type ActionPlanListArgs, type ListArgs } from './action-plans-types';

const m = messages.actionPlans;

export interface LastListRequest {
  key: string;
  at: number;
}

export function listKey(args: ListArgs): string {
  return `${listId(args)}|${args.page}`;
}

/** The list whatever its page: cursors of one list do not serve another. */
export function listId(args: Pick<ListArgs, 'clientId' | 'coachId' | 'pageSize' | 'status'>): string {
  return `${args.clientId ?? ''}|${args.coachId ?? ''}|${args.pageSize}${args.status ? `|${args.status}` : ''}`;
}

export function normalizeListArgs(args: ActionPlanListArgs = {}): ListArgs {
  return {
    clientId: args.clientId ?? null,
    coachId: args.coachId ?? null,
    page: args.page ?? 0,
    pageSize: args.pageSize ?? ACTION_PLAN_PAGE_SIZE,
    ...(args.status ? { status: args.status } : {}),
  };
}

/** docs/architecture.md#deliberate-departures: an identical list request within 2000 ms of the last one is skipped. */
export function isThrottled(last: LastListRequest | null, key: string, now: number): boolean {
  return last !== null && last.key === key && now - last.at < ACTION_PLAN_THROTTLE_MS;
}

type State = { actionPlans: { lastList: LastListRequest | null } };

/**
 * GET /action-plans: page zero-based in, one-based on the wire; a throttled request is never sent, so the store keeps its page.
 * With `after` (the `next` of the page before, which the store keeps) the server reads on from that row: any page costs what the first does.
 */
export const requestActionPlans = apiThunk('actionPlans/fetchList', api.list, {
  args: (a: ListArgs & { after?: string }) => ({
    query: {
      clientId: a.clientId ?? undefined,
      coachId: a.coachId ?? undefined,
      page: a.page + 1,
      pageSize: a.pageSize,
      after: a.after,
      status: a.status ?? undefined,
    },
  }),
  failure: m.fetchFailed,
  latest: true,
  condition: (a, state) => !isThrottled((state as State).actionPlans.lastList, listKey(a), Date.now()),
  provides: () => [TAGS.plans],
});

/** Product specification section 4's 300 ms debounce in front of the list request. */
const debouncedList = debounceThunk(ACTION_PLAN_DEBOUNCE_MS, requestActionPlans);
export const fetchActionPlans = (args?: ActionPlanListArgs & { after?: string }) =>
  debouncedList.run({ ...normalizeListArgs(args), ...(args?.after ? { after: args.after } : {}) });
/** Drops a waiting call (a screen that unmounts). */
export const cancelPendingActionPlansFetch = debouncedList.cancel;

export const fetchActionPlan = apiThunk('actionPlans/fetchOne', api.get, {
  args: (id: number) => ({ params: { id } }),
  failure: m.fetchOneFailed,
});

export const createActionPlan = apiThunk('actionPlans/create', api.create, {
  args: (body: CreateActionPlanBody) => ({ body }),
  // Written at a day home without a signal: kept on the device, with steps and time that may name it meanwhile.
  offline: (body) => planCreateSave(body),
  success: m.created,
  failure: m.createFailed,
  invalidates: () => [TAGS.plans],
});

export const updateActionPlan = apiThunk('actionPlans/update', api.update, {
  args: ({ id, data }: { id: number; data: UpdateActionPlanBody; was?: ActionPlan }) => ({ params: { id }, body: data }),
  // Changed offline, it is compared with the server's version before it is sent (a conflict is shown, never lost).
  offline: ({ data, was }) => (was ? planSave(was, data) : undefined),
  success: m.updated,
  failure: m.updateFailed,
  invalidates: () => [TAGS.plans],
});

export const deleteActionPlan = apiThunk('actionPlans/delete', api.remove, {
  args: (id: number) => ({ params: { id } }),
  result: (_, id) => id,
  success: m.deleted,
  failure: m.deleteFailed,
  // Its diary entries go with it.
  invalidates: () => [TAGS.plans, TAGS.deletedPlans, TAGS.diary, TAGS.deletedEntries],
});

/** How many deleted plans the administrator's "Show deleted" lists at once (the API's largest page). */
export const DELETED_PLANS_PAGE_SIZE = 100;

/** A client's deleted plans (administrators), newest date first; kept by the screen, not in the store's list. */
export const fetchDeletedActionPlans = apiThunk('actionPlans/fetchDeleted', api.list, {
  args: (clientId: number) => ({ query: { clientId, archived: 'true' as const, page: 1, pageSize: DELETED_PLANS_PAGE_SIZE } }),
  result: (page) => ({ plans: page.actionPlans, total: page.total }),
  failure: m.fetchDeletedFailed,
  latest: true,
  provides: () => [TAGS.deletedPlans],
});

/** Brings a deleted plan back, with the diary entries deleted with it (administrators). */
export const restoreActionPlan = apiThunk('actionPlans/restore', api.restore, {
  args: (id: number) => ({ params: { id } }),
  success: m.restored,
  failure: m.restoreFailed,
  invalidates: () => [TAGS.plans, TAGS.deletedPlans, TAGS.diary, TAGS.deletedEntries],
});
