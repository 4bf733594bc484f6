import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok, storeWith } from '../../test-utils';
import { actionPlansReducer, type ActionPlansState } from './action-plans-slice';
import {
  cancelPendingActionPlansFetch,
  createActionPlan,
  deleteActionPlan,
  fetchActionPlans,
  fetchDeletedActionPlans,
  listKey,
  requestActionPlans,
  restoreActionPlan,
  updateActionPlan,
} from './action-plans-thunks';
import type { ActionPlan } from '@tc/contract/coaching';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('actionPlans', actionPlansReducer);
const plans = (store: ReturnType<typeof newStore>) => store.getState().actionPlans as ActionPlansState;
const plan = (id: number): ActionPlan => ({
  id,
  client_id: 3,
  coach_id: 2,
  date: '2026-03-01',
  summary: 'Set fees',
  description: null,
  coach: { id: 2, firstname: 'Sarah', lastname: 'Lee' },
  client: { id: 3, firstname: 'Emily', lastname: 'Chen', business_name: null },
  archivedAt: null,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
});
const page = (n: number, total = 25) => ok({ total, page: n, pageSize: 10, actionPlans: [plan(n)] });

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  cancelPendingActionPlansFetch();
  vi.useRealTimers();
});

describe('action plans: list', () => {
  it('starts on page 0 of size 10', () => {
    expect(plans(newStore()).pagination).toEqual({ total: 0, page: 0, pageSize: 10 });
  });

  it('sends a one-based page and stores it zero-based', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(page(2));
    const outcome = fetchActionPlans({ clientId: 3, page: 1 })(store.dispatch);
    await vi.advanceTimersByTimeAsync(300);
    await expect(outcome).resolves.toBe('fetched');
    expect(mocked.mock.calls[0][1]).toBe('/action-plans?clientId=3&page=2&pageSize=10');
    expect(plans(store).pagination).toEqual({ total: 25, page: 1, pageSize: 10 });
    expect(plans(store).clientId).toBe(3);
  });

  it('debounces by 300 ms: only the last of quick calls is sent', async () => {
    const store = newStore();
    mocked.mockResolvedValue(page(3));
    const first = fetchActionPlans({ clientId: 3, page: 0 })(store.dispatch);
    await vi.advanceTimersByTimeAsync(200);
    const second = fetchActionPlans({ clientId: 3, page: 1 })(store.dispatch);
    await vi.advanceTimersByTimeAsync(299);
    expect(mocked).not.toHaveBeenCalled();
    const third = fetchActionPlans({ clientId: 3, page: 2 })(store.dispatch);
    await vi.advanceTimersByTimeAsync(300);
    expect(mocked).toHaveBeenCalledTimes(1);
    expect(mocked.mock.calls[0][1]).toContain('page=3');
    await expect(first).resolves.toBe('superseded');
    await expect(second).resolves.toBe('superseded');
    await expect(third).resolves.toBe('fetched');
  });

  it('skips an identical request within 2000 ms and keeps the page it has', async () => {
    const store = newStore();
    mocked.mockResolvedValue(page(2));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 1, pageSize: 10 }));
    const before = plans(store);
    await vi.advanceTimersByTimeAsync(1999);
    const skipped = await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 1, pageSize: 10 }));
    expect(requestActionPlans.rejected.match(skipped) && skipped.meta.condition).toBe(true);
    expect(mocked).toHaveBeenCalledTimes(1);
    expect(plans(store).actionPlans).toBe(before.actionPlans);
    expect(plans(store).pagination.page).toBe(1);
    expect(plans(store).error).toBeNull(); // a skipped request is no failure

    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 2, pageSize: 10 }));
    expect(mocked).toHaveBeenCalledTimes(2); // a different page is not throttled

    await vi.advanceTimersByTimeAsync(2000);
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 2, pageSize: 10 }));
    expect(mocked).toHaveBeenCalledTimes(3); // and the same one goes after 2000 ms
  });

  it('reports a throttled debounced call as such', async () => {
    const store = newStore();
    mocked.mockResolvedValue(page(1));
    const a = fetchActionPlans({ clientId: 3 })(store.dispatch);
    await vi.advanceTimersByTimeAsync(300);
    await a;
    const b = fetchActionPlans({ clientId: 3 })(store.dispatch);
    await vi.advanceTimersByTimeAsync(300);
    await expect(b).resolves.toBe('throttled');
  });

  it("fails with 'Failed to fetch action plans' and may retry at once", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(500, {}));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 0, pageSize: 10 }));
    expect(plans(store).error).toBe('Failed to fetch action plans');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch action plans');
    mocked.mockResolvedValueOnce(page(1));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 0, pageSize: 10 }));
    expect(mocked).toHaveBeenCalledTimes(2);
    expect(plans(store).error).toBeNull();
  });
});

describe('action plans: changes', () => {
  it('create, update and delete each toast and lift the throttle, leaving the list to the read they invalidate', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(page(1, 1));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 0, pageSize: 10 }));
    mocked.mockResolvedValueOnce(ok(plan(2), 201));
    await store.dispatch(createActionPlan({ client_id: 3, date: '2026-03-02', summary: 'Budget' }));
    expect(plans(store).actionPlans.map((p) => p.id)).toEqual([1]);
    expect(plans(store).lastList).toBeNull();
    mocked.mockResolvedValueOnce(page(1, 1));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 0, pageSize: 10 }));
    mocked.mockResolvedValueOnce(ok({ ...plan(2), summary: 'Edited' }));
    await store.dispatch(updateActionPlan({ id: 2, data: { summary: 'Edited' } }));
    expect(plans(store).lastList).toBeNull();
    mocked.mockResolvedValueOnce(page(1, 1));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 0, pageSize: 10 }));
    mocked.mockResolvedValueOnce(ok({ id: 1 }));
    await store.dispatch(deleteActionPlan(1));
    expect(plans(store).lastList).toBeNull();
    expect(vi.mocked(toast.success).mock.calls.map((c) => c[0])).toEqual([
      'Action Plan created successfully!',
      'Action Plan updated successfully!',
      'Action Plan deleted successfully!',
    ]);
  });

  it("lists a client's deleted plans apart from the held list, and a restore lifts the throttle", async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(page(1, 1));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 0, pageSize: 10 }));
    mocked.mockResolvedValueOnce(
      ok({ total: 1, page: 1, pageSize: 100, actionPlans: [{ ...plan(9), archivedAt: '2026-03-05T10:00:00Z' }] }),
    );
    const deleted = await store.dispatch(fetchDeletedActionPlans(3)).unwrap();
    expect(mocked.mock.calls[1][1]).toBe('/action-plans?clientId=3&archived=true&page=1&pageSize=100');
    expect(deleted).toMatchObject({ total: 1, plans: [{ id: 9 }] });
    expect(plans(store).actionPlans.map((p) => p.id)).toEqual([1]);
    expect(plans(store).lastList).not.toBeNull();
    mocked.mockResolvedValueOnce(ok(plan(9)));
    await store.dispatch(restoreActionPlan(9));
    expect(mocked.mock.calls[2].slice(0, 2)).toEqual(['POST', '/action-plans/9/restore']);
    expect(toast.success).toHaveBeenLastCalledWith('Action plan restored');
    expect(plans(store).lastList).toBeNull();
  });

  it('uses the spec failure texts', async () => {
    const store = newStore();
    mocked.mockRejectedValue(new Error('down'));
    await store.dispatch(createActionPlan({ client_id: 3, date: '2026-03-02', summary: 'x' }));
    await store.dispatch(updateActionPlan({ id: 1, data: {} }));
    await store.dispatch(deleteActionPlan(1));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual([
      'Failed to create action plan',
      'Failed to update action plan',
      'Failed to delete action plan',
    ]);
  });
});

describe('action plans: which list the store holds', () => {
  it("filters a coach's plans by author with coachId, and says which list it holds", async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(page(1, 3));
    await store.dispatch(requestActionPlans({ clientId: null, coachId: 2, page: 0, pageSize: 10 }));
    expect(mocked.mock.calls[0][1]).toBe('/action-plans?coachId=2&page=1&pageSize=10');
    expect(plans(store).loadedKey).toBe(listKey({ clientId: null, coachId: 2, page: 0, pageSize: 10 }));
    expect(plans(store).coachId).toBe(2);
  });

  it('keeps a refusal with its status and the list it was for, and holds no plans for it', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(403, { error: 'These action plans are not available to you.', code: 'FORBIDDEN' }));
    await store.dispatch(requestActionPlans({ clientId: 6, coachId: null, page: 0, pageSize: 10 }));
    expect(plans(store).listFailure).toMatchObject({ status: 403, key: listKey({ clientId: 6, coachId: null, page: 0, pageSize: 10 }) });
    expect(plans(store).loadedKey).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('These action plans are not available to you.');
  });

  it('drops an older answer that arrives after a newer request', async () => {
    const store = newStore();
    let slow!: (value: unknown) => void;
    mocked.mockReturnValueOnce(new Promise((resolve) => (slow = resolve)) as never);
    const first = store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 0, pageSize: 10 }));
    mocked.mockResolvedValueOnce(page(2));
    await store.dispatch(requestActionPlans({ clientId: 3, coachId: null, page: 1, pageSize: 10 }));
    slow(page(1));
    await first;
    expect(plans(store).pagination.page).toBe(1);
    expect(plans(store).actionPlans.map((p) => p.id)).toEqual([2]);
  });

  it('keeps the field issues of a refused save', async () => {
    const store = newStore();
    const issues = [{ path: ['summary'], message: 'Write a short summary' }];
    mocked.mockRejectedValueOnce(
      httpError(400, { error: 'Invalid request body: summary: Write a short summary', code: 'VALIDATION_ERROR', issues }),
    );
    const action = await store.dispatch(createActionPlan({ client_id: 3, date: '2026-03-02', summary: '' }));
    expect(createActionPlan.rejected.match(action) && action.error).toMatchObject({ status: 400, issues });
  });
});
