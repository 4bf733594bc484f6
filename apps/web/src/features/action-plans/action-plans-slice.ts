import { createSlice, isFulfilled } from '@reduxjs/toolkit';
import type { ApiFailureInfo } from '../../api/api-call';
import {
  createActionPlan,
  deleteActionPlan,
  fetchActionPlan,
  requestActionPlans,
  restoreActionPlan,
  updateActionPlan,
  listId,
  listKey,
  type LastListRequest,
} from './action-plans-thunks';
import { ACTION_PLAN_PAGE_SIZE, type ActionPlan } from '@tc/contract/coaching';
import { addLoadingMatchers, isIgnoredRejection } from '../../lib/api-thunk';
import { planStepWrites } from './plan-steps-thunks';

export interface ActionPlansState {
  actionPlans: ActionPlan[];
  selected: ActionPlan | null;
  /** page is zero-based here (product specification section 3); the server's is one-based. */
  pagination: { total: number; page: number; pageSize: number };
  clientId: number | null;
  coachId: number | null;
  loading: boolean;
  error: string | null;
  /** The last list request sent, for the 2000 ms throttle. */
  lastList: LastListRequest | null;
  /** Which list (listKey) the held page belongs to: a screen never shows another list's plans. */
  loadedKey: string | null;
  /** The last list request that failed, with its status (401, 403, 404 read as refusals). */
  listFailure: (ApiFailureInfo & { key: string }) | null;
  /** Keyset paging: the `after` cursor that starts each page (zero-based) of one list, from the `next` of the page before. */
  cursors: { list: string; byPage: Record<number, string> };
}

const noCursors = (): ActionPlansState['cursors'] => ({ list: '', byPage: {} });

export const initialActionPlansState: ActionPlansState = {
  actionPlans: [],
  selected: null,
  pagination: { total: 0, page: 0, pageSize: ACTION_PLAN_PAGE_SIZE },
  clientId: null,
  coachId: null,
  loading: false,
  error: null,
  lastList: null,
  loadedKey: null,
  listFailure: null,
  cursors: noCursors(),
};

const thunks = [requestActionPlans, fetchActionPlan, createActionPlan, updateActionPlan, deleteActionPlan] as const;

const actionPlansSlice = createSlice({
  name: 'actionPlans',
  initialState: initialActionPlansState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(requestActionPlans.pending, (state, action) => {
        state.lastList = { key: listKey(action.meta.arg), at: action.meta.requestedAt };
        state.clientId = action.meta.arg.clientId;
        state.coachId = action.meta.arg.coachId;
      })
      .addCase(requestActionPlans.fulfilled, (state, action) => {
        state.loading = false;
        const { total, page, pageSize, actionPlans } = action.payload;
        state.actionPlans = actionPlans;
        state.pagination = { total, page: Math.max(0, page - 1), pageSize };
        state.loadedKey = listKey(action.meta.arg);
        state.listFailure = null;
        const list = listId(action.meta.arg);
        if (state.cursors.list !== list) state.cursors = { list, byPage: {} };
        if (action.payload.next) state.cursors.byPage[action.meta.arg.page + 1] = action.payload.next;
      })
      .addCase(requestActionPlans.rejected, (state, action) => {
        if (isIgnoredRejection(action)) return; // throttled or stale: the held page stays
        state.lastList = null; // a failed request may be retried at once
        state.listFailure = { ...action.error, key: listKey(action.meta.arg) };
      })
      .addCase(fetchActionPlan.fulfilled, (state, action) => {
        state.loading = false;
        state.selected = action.payload;
      })
      // A save changes no list here: the lists it invalidated come again (docs/decisions/011-read-path.md),
      // past the throttle and from the first cursor, since pages now start elsewhere.
      .addCase(createActionPlan.fulfilled, (state) => {
        state.loading = false;
        state.lastList = null;
        state.cursors = noCursors();
      })
      .addCase(updateActionPlan.fulfilled, (state, action) => {
        state.loading = false;
        if (state.selected?.id === action.payload.id) state.selected = action.payload;
        state.lastList = null;
        state.cursors = noCursors();
      })
      .addCase(deleteActionPlan.fulfilled, (state, action) => {
        state.loading = false;
        if (state.selected?.id === action.payload) state.selected = null;
        state.lastList = null;
        state.cursors = noCursors();
      })
      .addCase(restoreActionPlan.fulfilled, (state) => {
        // The plan is back in its list: the next request must reach the server.
        state.lastList = null;
        state.cursors = noCursors();
      })
      // A step added, ticked or deleted changes its plan's progress: the list is asked for again past the throttle.
      .addMatcher(isFulfilled(...planStepWrites), (state) => {
        state.lastList = null;
      });
    addLoadingMatchers(builder, thunks);
  },
});

export const actionPlansReducer = actionPlansSlice.reducer;

export const selectActionPlans = (state: { actionPlans: ActionPlansState }) => state.actionPlans;
