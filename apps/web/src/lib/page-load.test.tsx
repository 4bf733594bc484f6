import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { pageDataReducer, pageLoad, runPageLoad, usePageLoad, type PageDataState } from './page-load';
import type { SettledAction } from './use-loaded';

const fulfilled = <T,>(payload: T): SettledAction<T> => ({ payload, meta: { requestStatus: 'fulfilled' } });

/** A store whose `forget` action empties it, as a sign-out empties the app's. */
function setUp(pageData?: PageDataState) {
  const reducer = (state: { pageData: PageDataState } | undefined, action: UnknownAction) => ({
    pageData: pageDataReducer(action.type === 'forget' ? undefined : state?.pageData, action),
  });
  const store = configureStore({ reducer, preloadedState: pageData ? { pageData } : undefined });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('usePageLoad', () => {
  it('shows what the server loaded without loading it again for a visitor', async () => {
    const run = vi.fn(async () => fulfilled(['fresh']));
    const { wrapper } = setUp({ testimonials: { status: 'ready', data: ['from the server'], server: true } });
    const { result } = renderHook(() => usePageLoad(pageLoad('testimonials', run, true)), { wrapper });
    expect(result.current).toMatchObject({ status: 'ready', data: ['from the server'] });
    await act(async () => {});
    expect(run).not.toHaveBeenCalled();
  });

  it('loads it again for someone signed in, showing the server’s answer meanwhile', async () => {
    localStorage.setItem('token', '"abc"');
    let answer: (value: SettledAction<string[]>) => void = () => {};
    const run = vi.fn(() => new Promise<SettledAction<string[]>>((resolve) => (answer = resolve)));
    const { wrapper } = setUp({ testimonials: { status: 'ready', data: ['from the server'], server: true } });
    const { result } = renderHook(() => usePageLoad(pageLoad('testimonials', run, true)), { wrapper });
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(result.current).toMatchObject({ status: 'ready', data: ['from the server'] });
    await act(async () => answer(fulfilled(['for them'])));
    expect(result.current).toMatchObject({ status: 'ready', data: ['for them'] });
  });

  it('loads what no loader loaded, and again when the store forgets it', async () => {
    const run = vi.fn(async () => fulfilled(['x']));
    const { store, wrapper } = setUp();
    const load = pageLoad('gallery', run, true);
    const { result } = renderHook(() => usePageLoad(load), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(run).toHaveBeenCalledTimes(1);
    // What a loader starts (a navigation) is not started again by the screen.
    await act(async () => void (await store.dispatch(runPageLoad(load))));
    expect(run).toHaveBeenCalledTimes(2);
    act(() => void store.dispatch({ type: 'forget' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: ['x'] }));
  });

  it('keeps a failure with its status, and retries', async () => {
    const run = vi
      .fn<() => Promise<SettledAction<string>>>()
      .mockResolvedValueOnce({ error: { message: 'Not found', status: 404, issues: [] }, meta: { requestStatus: 'rejected' } })
      .mockResolvedValueOnce(fulfilled('the post'));
    const { wrapper } = setUp();
    const { result } = renderHook(() => usePageLoad(pageLoad('post/3', run, true)), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.failure?.status).toBe(404);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'the post' }));
  });
});
