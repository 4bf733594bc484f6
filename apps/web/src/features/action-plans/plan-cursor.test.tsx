import { act, renderHook } from '@testing-library/react';
import type { ActionPlan } from '@tc/contract/coaching';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { ok, storeWith } from '../../test-utils';
import { actionPlansReducer } from './action-plans-slice';
import { cancelPendingActionPlansFetch, deleteActionPlan } from './action-plans-thunks';
import { usePlanList } from './use-plan-list';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const plan = (id: number) => ({ id, date: '2026-03-01', summary: `Plan ${id}` }) as ActionPlan;
/** A page of everyone's plans; `next` names its last row when more follow. */
const page = (n: number, next?: string) => ok({ total: 95, page: n, pageSize: 10, actionPlans: [plan(100 - n)], next });

beforeEach(() => {
  mocked.mockReset();
  vi.useFakeTimers();
});
afterEach(() => {
  cancelPendingActionPlansFetch();
  vi.useRealTimers();
});

describe('the all-plans list: keyset paging', () => {
  it('asks for the next page by the cursor of the page before, and for a page it jumps to by number', async () => {
    const store = storeWith('actionPlans', actionPlansReducer);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { rerender } = renderHook(({ page: p }) => usePlanList({ page: p }), { wrapper, initialProps: { page: 1 } });
    mocked.mockResolvedValueOnce(page(1, 'c1'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(mocked.mock.calls[0][1]).toBe('/action-plans?page=1&pageSize=10');

    // Next: the server reads on from the row the first page ended with.
    mocked.mockResolvedValueOnce(page(2, 'c2'));
    rerender({ page: 2 });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(mocked.mock.calls[1][1]).toBe('/action-plans?page=2&pageSize=10&after=c1');

    // A jump to a page no cursor leads to goes by number.
    mocked.mockResolvedValueOnce(page(7, 'c7'));
    rerender({ page: 7 });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(mocked.mock.calls[2][1]).toBe('/action-plans?page=7&pageSize=10');

    // Back along the way: page 2 again, by its cursor.
    mocked.mockResolvedValueOnce(page(2, 'c2'));
    rerender({ page: 2 });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(mocked.mock.calls[3][1]).toBe('/action-plans?page=2&pageSize=10&after=c1');
  });

  it('forgets the cursors when a plan changes, since the pages then start elsewhere', async () => {
    const store = storeWith('actionPlans', actionPlansReducer);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { rerender } = renderHook(({ page: p }) => usePlanList({ page: p }), { wrapper, initialProps: { page: 1 } });
    mocked.mockResolvedValueOnce(page(1, 'c1'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    mocked.mockResolvedValueOnce(ok({ id: 99 }));
    await act(() => store.dispatch(deleteActionPlan(99)));
    mocked.mockResolvedValueOnce(page(2, 'c2'));
    rerender({ page: 2 });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(mocked.mock.calls[2][1]).toBe('/action-plans?page=2&pageSize=10');
  });
});
