import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok } from '../../test-utils';
import { createRegion, fetchRegions } from './regions-thunks';
import { useRegions } from './use-regions';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const region = (id: number, name: string) => ({ id, name, coach_count: 1, client_count: 2 });
const newStore = () => configureStore({ reducer: { noop: (s: null = null) => s } });

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={newStore()}>{children}</Provider>;
}

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('regions thunks', () => {
  it('list the regions and add one with the toasts', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([region(1, 'Calgary')]));
    const listed = await store.dispatch(fetchRegions());
    expect(fetchRegions.fulfilled.match(listed) && listed.payload).toEqual([region(1, 'Calgary')]);
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['GET', '/regions']);

    mocked.mockResolvedValueOnce(ok(region(7, 'Peace Country'), 201));
    await store.dispatch(createRegion('  Peace Country '));
    expect(mocked.mock.calls[1].slice(0, 3)).toEqual(['POST', '/regions', { name: 'Peace Country' }]);
    expect(toast.success).toHaveBeenCalledWith('Region added');
  });

  it('reject with the server’s words for a region that exists, else the default', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(409, { error: 'The region "Calgary" already exists.', code: 'CONFLICT' }));
    await expect(store.dispatch(createRegion('Calgary')).unwrap()).rejects.toMatchObject({
      status: 409,
      message: 'The region "Calgary" already exists.',
    });
    mocked.mockRejectedValueOnce(new Error('Network Error'));
    const failed = await store.dispatch(fetchRegions());
    expect(fetchRegions.rejected.match(failed) && failed.error.message).toBe("Couldn't load the regions. Please try again.");
    expect(toast.error).toHaveBeenLastCalledWith("Couldn't load the regions. Please try again.");
  });
});

describe('useRegions', () => {
  it('loads on mount (pending, then the list) and keeps an added region in order', async () => {
    mocked.mockResolvedValueOnce(ok([region(1, 'Calgary'), region(2, 'Edmonton')]));
    const { result } = renderHook(() => useRegions(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(result.current.regions.map((r) => r.name)).toEqual(['Calgary', 'Edmonton']);
    mocked.mockResolvedValueOnce(ok(region(3, 'Banff'), 201));
    await act(() => result.current.add('Banff'));
    expect(result.current.regions.map((r) => r.name)).toEqual(['Banff', 'Calgary', 'Edmonton']);
  });

  it('keeps the failure, and asks nothing when not enabled', async () => {
    mocked.mockRejectedValueOnce(httpError(403, { error: 'You do not have permission to do that.', code: 'FORBIDDEN' }));
    const { result } = renderHook(() => useRegions(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.failure).toMatchObject({ status: 403 });
    mocked.mockClear();
    renderHook(() => useRegions(false), { wrapper });
    expect(mocked).not.toHaveBeenCalled();
  });
});
