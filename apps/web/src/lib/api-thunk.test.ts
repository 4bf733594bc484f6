import { createSlice } from '@reduxjs/toolkit';
import { endpoint } from '@tc/contract/endpoint';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpointPath, whenSessionEnds } from '../api/api-call';
import { request } from '../api/request';
import { KEYED, httpError, ok, storeWith } from '../test-utils';
import { addLoadingMatchers, apiThunk } from './api-thunk';

vi.mock('../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const mocked = vi.mocked(request);

const thing = z.object({ id: z.number(), name: z.string() });
const list = endpoint({
  operationId: 'listThings',
  method: 'GET',
  path: '/things',
  summary: 'Things',
  tags: ['things'],
  auth: true,
  query: z.object({ q: z.string().optional() }),
  status: 200,
  response: z.array(thing),
  errors: [],
});
const update = endpoint({
  operationId: 'updateThing',
  method: 'PUT',
  path: '/things/:id',
  summary: 'Change a thing',
  tags: ['things'],
  auth: true,
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  status: 200,
  response: thing,
  errors: [404],
});

const search = apiThunk('things/search', list, {
  args: (q: string) => ({ query: { q } }),
  failure: 'Failed to fetch things',
  latest: true,
});
const rename = apiThunk('things/rename', update, {
  args: ({ id, name }: { id: number; name: string }) => ({ params: { id }, body: { name } }),
  success: 'Thing renamed',
  failure: 'Failed to rename',
});

const slice = createSlice({
  name: 'things',
  initialState: { items: [] as z.infer<typeof thing>[], loading: false, error: null as string | null },
  reducers: {},
  extraReducers: (b) => {
    b.addCase(search.fulfilled, (s, a) => {
      s.loading = false;
      s.items = a.payload;
    });
    addLoadingMatchers(b, [search, rename]);
  },
});

/** A request the test answers when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  mocked.mockReset();
  localStorage.clear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('apiThunk', () => {
  it('builds the path and query from the description', async () => {
    expect(endpointPath(update, { id: 7 })).toBe('/things/7');
    const store = storeWith('things', slice.reducer);
    mocked.mockResolvedValueOnce(ok({ id: 7, name: 'B' }));
    await store.dispatch(rename({ id: 7, name: 'B' }));
    expect(mocked).toHaveBeenCalledWith('PUT', '/things/7', { name: 'B' }, KEYED, undefined);
    expect(toast.success).toHaveBeenCalledWith('Thing renamed');
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const store = storeWith('things', slice.reducer);
    const slow = deferred<ReturnType<typeof ok>>();
    mocked.mockReturnValueOnce(slow.promise as never).mockResolvedValueOnce(ok([{ id: 2, name: 'cal' }]));
    const first = store.dispatch(search('ca'));
    const second = store.dispatch(search('cal'));
    await second;
    slow.resolve(ok([{ id: 1, name: 'ca' }]));
    const late = await first;
    expect(late.meta).toMatchObject({ requestStatus: 'rejected', superseded: true });
    expect(store.getState().things).toEqual({ items: [{ id: 2, name: 'cal' }], loading: false, error: null });
  });

  it("toasts the server's error, keeps status and issues, and stores the error", async () => {
    const store = storeWith('things', slice.reducer);
    const issues = [{ path: ['name'], message: 'Too long' }];
    mocked.mockRejectedValueOnce(httpError(400, { error: 'Name is too long.', code: 'VALIDATION_ERROR', issues }));
    const action = await store.dispatch(rename({ id: 1, name: 'x'.repeat(500) }));
    expect(action.meta.requestStatus).toBe('rejected');
    expect(rename.rejected.match(action) && action.error).toEqual({
      message: 'Name is too long.',
      status: 400,
      issues,
      sessionEnded: false,
    });
    expect(toast.error).toHaveBeenCalledWith('Name is too long.');
    expect(store.getState().things.error).toBe('Name is too long.');
  });

  it('ends the session on a 401 to a call that carried a token, and only then', async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    const store = storeWith('things', slice.reducer);
    mocked.mockRejectedValue(httpError(401, { error: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' }));
    await store.dispatch(search('a'));
    expect(ended).not.toHaveBeenCalled();
    localStorage.setItem('token', JSON.stringify('a.b.c'));
    const action = await store.dispatch(search('a'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(search.rejected.match(action) && action.error.sessionEnded).toBe(true);
    expect(toast.error).toHaveBeenLastCalledWith('Your session has ended. Please sign in again.');
  });

  it('lets a caller act on a failure and give it its own words, keeping status and issues', async () => {
    const seen = vi.fn();
    const quietRename = apiThunk('things/quietRename', update, {
      args: ({ id, name }: { id: number; name: string }) => ({ params: { id }, body: { name } }),
      failure: 'Failed to rename',
      silent: true,
      onFailure: (failure) => {
        seen(failure.status);
        return failure.status === 429 ? undefined : 'Try another name.';
      },
    });
    const store = storeWith('things', slice.reducer);
    mocked.mockRejectedValueOnce(httpError(409, { error: 'Name taken', code: 'CONFLICT' }));
    const action = await store.dispatch(quietRename({ id: 1, name: 'A' }));
    expect(quietRename.rejected.match(action) && action.error).toEqual({
      message: 'Try another name.',
      status: 409,
      issues: [],
      sessionEnded: false,
    });
    mocked.mockRejectedValueOnce(httpError(429, { error: 'Slow down', code: 'RATE_LIMITED' }));
    const limited = await store.dispatch(quietRename({ id: 1, name: 'A' }));
    expect(quietRename.rejected.match(limited) && limited.error.message).toBe('Slow down');
    expect(seen.mock.calls).toEqual([[409], [429]]);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
