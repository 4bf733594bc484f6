import { endpoint } from '@tc/contract/endpoint';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from '../api/request';
import type { CollectionMessages } from '../messages';
import { KEYED, httpError, ok, storeWith } from '../test-utils';
import { createCollectionSlice, type CollectionState } from './collection-slice';
import { apiThunk } from './api-thunk';
import { describeCollectionCalls } from './collection-test-cases';

vi.mock('../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

// A collection defined here, as the contract defines the real ones.
const thing = z.object({ id: z.number().int(), title: z.string(), createdAt: z.string() });
type Thing = z.infer<typeof thing>;
const body = z.strictObject({ title: z.string().max(200) });
const tags = ['things'];
const idParams = z.object({ id: z.string() });

const things = {
  list: endpoint({
    operationId: 'listThings',
    method: 'GET',
    path: '/things',
    summary: 'Things',
    tags,
    auth: false,
    query: z.strictObject({ q: z.string().optional(), status: z.enum(['draft', 'published', 'all']).optional() }),
    status: 200,
    response: z.array(thing),
    errors: [],
    paged: true,
  }),
  get: endpoint({
    operationId: 'getThing',
    method: 'GET',
    path: '/things/:id',
    summary: 'One thing',
    tags,
    auth: false,
    params: idParams,
    status: 200,
    response: thing,
    errors: [404],
  }),
  create: endpoint({
    operationId: 'createThing',
    method: 'POST',
    path: '/things',
    summary: 'Add a thing',
    tags,
    auth: true,
    body,
    status: 201,
    response: thing,
    errors: [403],
  }),
  update: endpoint({
    operationId: 'updateThing',
    method: 'PUT',
    path: '/things/:id',
    summary: 'Change a thing',
    tags,
    auth: true,
    params: idParams,
    body: body.partial(),
    status: 200,
    response: thing,
    errors: [403, 404],
  }),
  remove: endpoint({
    operationId: 'deleteThing',
    method: 'DELETE',
    path: '/things/:id',
    summary: 'Delete a thing',
    tags,
    auth: true,
    params: idParams,
    status: 200,
    response: z.object({ id: z.number() }),
    errors: [403, 404],
  }),
};

const m: CollectionMessages = {
  created: 'Thing created',
  createFailed: 'Failed to create thing',
  fetchAllFailed: 'Failed to fetch things',
  fetchOneFailed: 'Failed to fetch thing',
  updated: 'Thing updated',
  updateFailed: 'Failed to update thing',
  deleted: 'Thing deleted',
  deleteFailed: 'Failed to delete thing',
};

/** A filter whose answer replaces the list too. */
const fetchDrafts = apiThunk('things/fetchDrafts', things.list, {
  args: (_: void) => ({ query: { status: 'draft' as const } }),
  failure: 'Failed to fetch drafts',
});

const collection = createCollectionSlice({ name: 'things', endpoints: things, messages: m, listThunks: [fetchDrafts] });
const { create, fetchAll, fetchOne, update, remove } = collection.thunks;
const reducer = collection.reducer;

/** The same operations with PUT /things carrying the id in the body, and multipart bodies. */
const putWithoutId = endpoint({
  operationId: 'updateThingById',
  method: 'PUT',
  path: '/things',
  summary: 'Change a thing; the id is in the body',
  tags,
  auth: true,
  body: body.extend({ id: z.number() }),
  status: 200,
  response: thing,
  errors: [404],
});
const pairEndpoints = { ...things, update: putWithoutId };
const pairs = createCollectionSlice<typeof pairEndpoints, { title: string; file?: File }, { title: string }>({
  name: 'pairs',
  endpoints: pairEndpoints,
  messages: m,
  updateWithoutIdInPath: true,
  encodeCreate: (data) => {
    const form = new FormData();
    form.append('title', data.title);
    if (data.file) form.append('file', data.file);
    return form;
  },
});

const item = (id: number, title = `Item ${id}`): Thing => ({ id, title, createdAt: '2026-01-01T00:00:00Z' });

const newStore = () => storeWith('things', reducer);
const state = (store: ReturnType<typeof newStore>) => store.getState().things as CollectionState<Thing>;
const mocked = vi.mocked(request);

/** A request the test answers when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('collection slice factory', () => {
  it('sets loading and clears the error while pending', () => {
    const next = reducer({ items: [], selected: null, loading: false, error: 'old' }, { type: fetchAll.pending.type });
    expect(next.loading).toBe(true);
    expect(next.error).toBeNull();
  });

  it('replaces the list on fetch, sending the query it is given', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1), item(2)]));
    await store.dispatch(fetchAll());
    expect(mocked).toHaveBeenCalledWith('GET', '/things', undefined, undefined, undefined);
    expect(state(store).items.map((n) => n.id)).toEqual([1, 2]);
    expect(state(store).loading).toBe(false);

    mocked.mockResolvedValueOnce(ok([item(3)]));
    await store.dispatch(fetchAll({ q: 'budget', status: 'all' }));
    expect(mocked).toHaveBeenLastCalledWith('GET', '/things?q=budget&status=all', undefined, undefined, undefined);
    expect(state(store).items.map((n) => n.id)).toEqual([3]);
  });

  it('replaces the list with the answer of a further list thunk', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1), item(2)])).mockResolvedValueOnce(ok([item(5)]));
    await store.dispatch(fetchAll());
    await store.dispatch(fetchDrafts());
    expect(mocked).toHaveBeenLastCalledWith('GET', '/things?status=draft', undefined, undefined, undefined);
    expect(state(store)).toMatchObject({ items: [item(5)], loading: false });
  });

  it('keeps the newest list when an older answer arrives late', async () => {
    const store = newStore();
    const slow = deferred<ReturnType<typeof ok>>();
    mocked.mockReturnValueOnce(slow.promise as never).mockResolvedValueOnce(ok([item(2)]));
    const first = store.dispatch(fetchAll({ q: 'it' }));
    await store.dispatch(fetchAll({ q: 'item 2' }));
    slow.resolve(ok([item(1), item(2), item(3)]));
    await first;
    expect(state(store)).toEqual({ items: [item(2)], selected: null, loading: false, error: null });
  });

  it('stores the default error and toasts it when the server says nothing', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(new Error('Network Error'));
    await store.dispatch(fetchAll());
    expect(state(store).error).toBe('Failed to fetch things');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch things');
  });

  it("prefers the server's error field", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(403, { error: 'You may not do that', code: 'FORBIDDEN' }));
    await store.dispatch(create({ title: 'x' }));
    expect(state(store).error).toBe('You may not do that');
    expect(toast.error).toHaveBeenCalledWith('You may not do that');
  });

  it('appends on create (201 only) with the success toast', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(item(3), 201));
    await store.dispatch(create({ title: 'Item 3' }));
    expect(mocked).toHaveBeenCalledWith('POST', '/things', { title: 'Item 3' }, KEYED, undefined);
    expect(state(store).items.map((n) => n.id)).toEqual([3]);
    expect(toast.success).toHaveBeenCalledWith('Thing created');

    mocked.mockResolvedValueOnce(ok(item(4), 200));
    await store.dispatch(create({ title: 'Item 4' }));
    expect(state(store).error).toBe('Failed to create thing');
    expect(state(store).items.map((n) => n.id)).toEqual([3]);
  });

  it('merges by id on get and update', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1), item(2)]));
    await store.dispatch(fetchAll());
    mocked.mockResolvedValueOnce(ok(item(2, 'Fresh')));
    await store.dispatch(fetchOne(2));
    expect(mocked).toHaveBeenLastCalledWith('GET', '/things/2', undefined, undefined, undefined);
    expect(state(store).selected?.title).toBe('Fresh');
    mocked.mockResolvedValueOnce(ok(item(2, 'Edited')));
    await store.dispatch(update({ id: 2, data: { title: 'Edited' } }));
    expect(mocked).toHaveBeenLastCalledWith('PUT', '/things/2', { title: 'Edited' }, KEYED, undefined);
    expect(state(store).items.map((n) => n.title)).toEqual(['Item 1', 'Edited']);
    expect(state(store).selected?.title).toBe('Edited');
    expect(toast.success).toHaveBeenCalledWith('Thing updated');

    mocked.mockResolvedValueOnce(ok(item(9)));
    await store.dispatch(fetchOne(9));
    expect(state(store).items.map((n) => n.id)).toEqual([1, 2, 9]);
  });

  it('filters by id on delete and returns the id', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([item(1), item(2)]));
    await store.dispatch(fetchAll());
    mocked.mockResolvedValueOnce(ok(item(1)));
    await store.dispatch(fetchOne(1));
    mocked.mockResolvedValueOnce(ok({ id: 1 }));
    const action = await store.dispatch(remove(1));
    expect(mocked).toHaveBeenLastCalledWith('DELETE', '/things/1', undefined, KEYED, undefined);
    expect(action.payload).toBe(1);
    expect(state(store).items.map((n) => n.id)).toEqual([2]);
    expect(state(store).selected).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Thing deleted');
  });

  it('uses its texts for each failure', async () => {
    const store = newStore();
    mocked.mockRejectedValue(new Error('down'));
    await store.dispatch(fetchOne(1));
    await store.dispatch(update({ id: 1, data: {} }));
    await store.dispatch(remove(1));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual([
      'Failed to fetch thing',
      'Failed to update thing',
      'Failed to delete thing',
    ]);
  });

  it('selects an item and clears the error by its own actions', () => {
    let next = reducer(undefined, collection.actions.selectItem(item(4)));
    expect(next.selected).toEqual(item(4));
    next = reducer({ ...next, error: 'old' }, collection.actions.clearError());
    expect(next.error).toBeNull();
  });
});

describe('collection variants', () => {
  it('puts to the path with the id in the body when the update has no id in its path', async () => {
    const store = storeWith('pairs', pairs.reducer);
    mocked.mockResolvedValueOnce(ok(item(5, 'Pair')));
    await store.dispatch(pairs.thunks.update({ id: 5, data: { title: 'Pair' } }));
    expect(mocked).toHaveBeenCalledWith('PUT', '/things', { id: 5, title: 'Pair' }, KEYED, undefined);
    expect(toast.success).toHaveBeenCalledWith('Thing updated');
  });

  it('sends the body its encoder makes (multipart)', async () => {
    const store = storeWith('pairs', pairs.reducer);
    mocked.mockResolvedValueOnce(ok(item(1, 'Budget'), 201));
    await store.dispatch(pairs.thunks.create({ title: 'Budget', file: new File(['x'], 'budget.pdf') }));
    const sent = mocked.mock.calls[0][2] as FormData;
    expect(sent.get('title')).toBe('Budget');
    expect((sent.get('file') as File).name).toBe('budget.pdf');
  });
});

describeCollectionCalls('a defined', { path: '/things', m, create, fetchAll, fetchOne, update, remove });
