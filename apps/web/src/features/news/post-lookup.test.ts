import { configureStore } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok } from '../../test-utils';
import { findPost } from './post-lookup';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const store = () => configureStore({ reducer: { none: (s = null) => s } });

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.error).mockClear();
});

describe('finding a post by id', () => {
  it('answers the news item when /news-events has it', async () => {
    mocked.mockResolvedValueOnce(ok({ id: 3, kind: 'event', title: 'Workshop' }));
    const action = await findPost(store().dispatch, 3);
    expect(mocked.mock.calls.map((c) => c.slice(0, 2))).toEqual([['GET', '/news-events/3']]);
    expect(action.payload).toEqual({ kind: 'news', item: { id: 3, kind: 'event', title: 'Workshop' } });
  });

  it('tries /blog when /news-events answers 404, without a toast', async () => {
    mocked.mockRejectedValueOnce(httpError(404, { error: 'Not found' })).mockResolvedValueOnce(ok({ id: 4, title: 'Five questions' }));
    const action = await findPost(store().dispatch, 4);
    expect(mocked.mock.calls.map((c) => c.slice(0, 2))).toEqual([
      ['GET', '/news-events/4'],
      ['GET', '/blog/4'],
    ]);
    expect(action.payload).toEqual({ kind: 'blog', item: { id: 4, title: 'Five questions' } });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says not found when neither has it, and stops at another failure', async () => {
    mocked.mockRejectedValueOnce(httpError(404)).mockRejectedValueOnce(httpError(404));
    const missing = await findPost(store().dispatch, 99);
    expect(missing.meta.requestStatus).toBe('rejected');
    expect((missing.error as { status: number }).status).toBe(404);

    mocked.mockReset();
    mocked.mockRejectedValueOnce(httpError(500));
    const failed = await findPost(store().dispatch, 5);
    expect(mocked).toHaveBeenCalledTimes(1);
    expect((failed.error as { status: number }).status).toBe(500);
  });
});
