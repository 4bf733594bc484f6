import { userEndpoints } from '@tc/contract/users-endpoints';
import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import { ok } from '../test-utils';
import { callAllPages } from './all-pages';

vi.mock('../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
/** One page of a list as the server answers it: at most 100 rows, the total in X-Total-Count. */
const rows = (from: number, n: number, total: number) => ({
  ...ok(Array.from({ length: n }, (_, i) => ({ id: from + i }))),
  headers: { 'x-total-count': String(total) },
});
const options = { failure: 'Failed' };

beforeEach(() => mocked.mockReset());

describe('callAllPages', () => {
  it('reads every page of a list longer than one answer, by page number', async () => {
    mocked
      .mockResolvedValueOnce(rows(1, 100, 230))
      .mockResolvedValueOnce(rows(101, 100, 230))
      .mockResolvedValueOnce(rows(201, 30, 230));
    const answer = await callAllPages(userEndpoints.coaches, {}, options);
    expect(mocked.mock.calls.map((c) => c[1])).toEqual([
      '/users/coaches',
      '/users/coaches?page=2&pageSize=100',
      '/users/coaches?page=3&pageSize=100',
    ]);
    expect(answer.data.map((c) => c.id)).toEqual(Array.from({ length: 230 }, (_, i) => i + 1));
    expect(answer.headers['x-total-count']).toBe('230');
  });

  it('makes one call when the first answer holds the whole list, and stops at the bound', async () => {
    mocked.mockResolvedValueOnce(rows(1, 3, 3));
    expect((await callAllPages(userEndpoints.coaches, {}, options)).data).toHaveLength(3);
    expect(mocked).toHaveBeenCalledTimes(1);

    mocked.mockReset();
    mocked.mockResolvedValueOnce(rows(1, 100, 5000)).mockResolvedValueOnce(rows(101, 100, 5000));
    const bounded = await callAllPages(userEndpoints.coaches, {}, options, 200);
    expect(mocked).toHaveBeenCalledTimes(2);
    expect(bounded.data).toHaveLength(200);
    expect(bounded.headers['x-total-count']).toBe('5000');
  });

  it('walks the plans by their next cursor', async () => {
    const plans = (ids: number[], next?: string) => ok({ total: 3, page: 1, pageSize: 2, actionPlans: ids.map((id) => ({ id })), next });
    mocked.mockResolvedValueOnce(plans([9, 8], 'abc')).mockResolvedValueOnce(plans([7]));
    const answer = await callAllPages(actionPlanEndpoints.list, { query: { clientId: 3, page: 1, pageSize: 2 } }, options);
    expect(mocked.mock.calls[1][1]).toBe('/action-plans?clientId=3&page=2&pageSize=2&after=abc');
    expect(answer.data.actionPlans.map((p) => p.id)).toEqual([9, 8, 7]);
    expect(answer.data.next).toBeUndefined();
  });
});
