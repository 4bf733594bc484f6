import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settle, useLoaded, type SettledAction } from './use-loaded';

const fulfilled = <T>(payload: T): SettledAction<T> => ({ payload, meta: { requestStatus: 'fulfilled' } });
const rejected = (status: number | null): SettledAction<never> => ({
  payload: null,
  error: { message: 'Failed to fetch news', status, issues: [] },
  meta: { requestStatus: 'rejected' },
});

describe('useLoaded', () => {
  it('settles a fulfilled, failed or superseded request', () => {
    expect(settle(fulfilled([1]))).toEqual({ status: 'ready', data: [1] });
    expect(settle(rejected(500))).toEqual({ status: 'failed', failure: { message: 'Failed to fetch news', status: 500, issues: [] } });
    expect(settle({ payload: null, meta: { requestStatus: 'rejected', superseded: true } })).toEqual({ status: 'ready' });
  });

  it('loads on mount, fails, and loads again on retry', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(rejected(503))
      .mockResolvedValueOnce(fulfilled(['a']));
    const { result } = renderHook(() => useLoaded<string[]>(load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.failure?.status).toBe(503);
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when the key changes and drops the older answer', async () => {
    let resolveFirst: (a: SettledAction<string>) => void = () => undefined;
    const load = vi
      .fn()
      .mockReturnValueOnce(new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce(fulfilled('second'));
    const { result, rerender } = renderHook(({ id }) => useLoaded<string>(load, id), { initialProps: { id: 1 } });
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('second'));
    await act(async () => resolveFirst(fulfilled('first')));
    expect(result.current.data).toBe('second');
  });
});
