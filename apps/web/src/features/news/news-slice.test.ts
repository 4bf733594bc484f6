import type { NewsEvent } from '@tc/contract/content';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import type { CollectionState } from '../../lib/collection-slice';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import { KEYED, httpError, ok, storeWith } from '../../test-utils';
import { createNews, deleteNews, fetchNews, fetchNewsById, newsReducer, updateNews } from './news-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const item = (id: number, title = `Item ${id}`): NewsEvent => ({
  id,
  kind: 'news',
  title,
  summary: '',
  body: '',
  event_date: null,
  location: null,
  image_url: null,
  status: 'published',
  publish_at: null,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
/** What an administrator sends to create one. */
const input = (n: NewsEvent) => ({ kind: n.kind, title: n.title, summary: 'Summary', body: 'Body', status: n.status });

const newStore = () => storeWith('news', newsReducer);
const news = (store: ReturnType<typeof newStore>) => store.getState().news as CollectionState<NewsEvent>;
const mocked = vi.mocked(request);

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('news slice', () => {
  it('sets loading and clears the error while pending', () => {
    const state = newsReducer({ items: [], selected: null, loading: false, error: 'old' }, { type: fetchNews.pending.type });
    expect(state.loading).toBe(true);
    expect(state.error).toBeNull();
  });

  it('replaces the list on fetch', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1), item(2)]));
    await store.dispatch(fetchNews());
    expect(mocked).toHaveBeenCalledWith('GET', '/news-events', undefined, undefined, undefined);
    expect(news(store).items.map((n) => n.id)).toEqual([1, 2]);
    expect(news(store).loading).toBe(false);
  });

  it('asks for drafts too when an administrator lists with status=all', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1)]));
    await store.dispatch(fetchNews({ status: 'all' }));
    expect(mocked).toHaveBeenCalledWith('GET', '/news-events?status=all', undefined, undefined, undefined);
  });

  it('stores the default error and toasts it when the server says nothing', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(new Error('Network Error'));
    await store.dispatch(fetchNews());
    expect(news(store).error).toBe('Failed to fetch news');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch news');
  });

  it("prefers the server's error field", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(403, { error: 'You may not do that', code: 'FORBIDDEN' }));
    await store.dispatch(createNews({ ...input(item(0)), title: 'x' }));
    expect(news(store).error).toBe('You may not do that');
    expect(toast.error).toHaveBeenCalledWith('You may not do that');
  });

  it('appends on create (201 only) with the success toast', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(item(3), 201));
    await store.dispatch(createNews(input(item(3))));
    expect(news(store).items.map((n) => n.id)).toEqual([3]);
    expect(toast.success).toHaveBeenCalledWith('News event created successfully');

    mocked.mockResolvedValueOnce(ok(item(4), 200));
    await store.dispatch(createNews(input(item(4))));
    expect(news(store).error).toBe('Failed to create news');
  });

  it('merges by id on get and update', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1), item(2)]));
    await store.dispatch(fetchNews());
    mocked.mockResolvedValueOnce(ok(item(2, 'Fresh')));
    await store.dispatch(fetchNewsById(2));
    expect(news(store).selected?.title).toBe('Fresh');
    mocked.mockResolvedValueOnce(ok(item(2, 'Edited')));
    await store.dispatch(updateNews({ id: 2, data: { title: 'Edited' } }));
    expect(mocked).toHaveBeenLastCalledWith('PUT', '/news-events/2', { title: 'Edited' }, KEYED, undefined);
    expect(news(store).items.map((n) => n.title)).toEqual(['Item 1', 'Edited']);
    expect(news(store).selected?.title).toBe('Edited');
    expect(toast.success).toHaveBeenCalledWith('News event updated successfully');
  });

  it('filters by id on delete and returns the id', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1), item(2)]));
    await store.dispatch(fetchNews());
    mocked.mockResolvedValueOnce(ok({ id: 1 }));
    const action = await store.dispatch(deleteNews(1));
    expect(action.payload).toBe(1);
    expect(news(store).items.map((n) => n.id)).toEqual([2]);
    expect(toast.success).toHaveBeenCalledWith('News event deleted successfully');
  });

  it('uses the spec texts for each failure', async () => {
    const store = newStore();
    mocked.mockRejectedValue(new Error('down'));
    await store.dispatch(fetchNewsById(1));
    await store.dispatch(updateNews({ id: 1, data: {} }));
    await store.dispatch(deleteNews(1));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual([
      'Failed to fetch news by ID',
      'Failed to update news',
      'Failed to delete news',
    ]);
  });
});

describeCollectionCalls('news', {
  path: '/news-events',
  m: messages.news,
  create: createNews,
  fetchAll: fetchNews,
  fetchOne: fetchNewsById,
  update: updateNews,
  remove: deleteNews,
});
