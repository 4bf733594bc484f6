import type { AxiosResponse } from 'axios';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok, storeWith } from '../../test-utils';
import { clientCoachesSet, clientsReducer, type ClientsState } from './clients-slice';
import { createClient, exportClients, fetchClientPage, fetchOwnClientRecord, updateClient } from './clients-thunks';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('clients', clientsReducer);
const state = (store: ReturnType<typeof newStore>) => store.getState().clients as ClientsState;
const sarah = { id: 2, firstname: 'Sarah', lastname: 'Thompson' };
const item = (id: number, coaches = [sarah]) => ({ ...makeUser({ id, firstname: `Client${id}` }), coaches });
const withTotal = <T>(data: T, total: number): AxiosResponse<T> => ({ ...ok(data), headers: { 'x-total-count': String(total) } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('client listing page', () => {
  it('asks for one page with search and sort, and keeps the total of X-Total-Count', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(withTotal([item(1), item(2)], 42));
    const pending = store.dispatch(fetchClientPage({ q: ' chen ', sort: '-city', page: 2, pageSize: 25 }));
    expect(state(store).list.status).toBe('loading');
    expect(state(store).loading).toBe(true);
    await pending;
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['GET', '/users/clients?q=chen&sort=-city&page=2&pageSize=25']);
    expect(state(store).clients.map((c) => c.id)).toEqual([1, 2]);
    expect(state(store).total).toBe(42);
    expect(state(store).list).toMatchObject({ status: 'succeeded', failure: null });
    expect(state(store).loading).toBe(false);
  });

  it('asks for the filters of "My clients" and exports the whole filtered list as CSV', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(withTotal([item(1)], 1));
    await store.dispatch(fetchClientPage({ sort: '-last_activity', mine: 'true', region: 'Calgary', page: 1, pageSize: 25 }));
    expect(mocked.mock.calls[0][1]).toBe('/users/clients?sort=-last_activity&mine=true&region=Calgary&page=1&pageSize=25');
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const file = ok(new Blob(['\uFEFFName']));
    file.headers = { 'content-disposition': 'attachment; filename="clients-2026-11-26.csv"' };
    mocked.mockResolvedValueOnce(file);
    await store.dispatch(exportClients({ sort: 'lastname', no_coach: 'true', format: 'csv' }));
    expect(mocked.mock.calls[1].slice(0, 2)).toEqual(['GET', '/users/clients?sort=lastname&no_coach=true&format=csv']);
    expect(saved).toEqual(['clients-2026-11-26.csv']);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('keeps only the latest answer when an older one arrives late', async () => {
    const store = newStore();
    const slow = deferred<AxiosResponse>();
    mocked.mockReturnValueOnce(slow.promise as never).mockResolvedValueOnce(withTotal([item(3)], 1));
    const first = store.dispatch(fetchClientPage({ q: 'ca', page: 1, pageSize: 25 }));
    await store.dispatch(fetchClientPage({ q: 'cal', page: 1, pageSize: 25 }));
    slow.resolve(withTotal([item(1), item(2)], 2));
    await first;
    expect(state(store).clients.map((c) => c.id)).toEqual([3]);
    expect(state(store).total).toBe(1);
  });

  it('keeps the status of a refusal so the screen can say "not available", with the server’s toast', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(403, { error: 'You do not have permission to do that.', code: 'FORBIDDEN' }));
    await store.dispatch(fetchClientPage({ page: 1, pageSize: 25 }));
    expect(state(store).list).toMatchObject({
      status: 'failed',
      failure: { status: 403, message: 'You do not have permission to do that.' },
    });
    expect(state(store).error).toBe('You do not have permission to do that.');
    expect(toast.error).toHaveBeenCalledWith('You do not have permission to do that.');
    mocked.mockRejectedValueOnce(new Error('Network Error'));
    await store.dispatch(fetchClientPage({ page: 1, pageSize: 25 }));
    expect(state(store).list.failure).toMatchObject({ status: null, message: "Couldn't load the clients. Please try again." });
  });

  it('loads a client’s own record with their coaches', async () => {
    const store = newStore();
    // The record is the signed-in user's, just fetched by the guard: only the coaches are asked for.
    mocked.mockResolvedValueOnce(ok([{ id: 1, client_id: 7, coach_id: 2, coach: sarah }]));
    await store.dispatch(fetchOwnClientRecord(makeUser({ id: 7 })));
    expect(mocked.mock.calls.map((c) => c[1])).toEqual(['/client-coach?client_id=7']);
    expect(state(store).clients).toEqual([expect.objectContaining({ id: 7, coaches: [sarah] })]);
    expect(state(store).selectedClient?.id).toBe(7);
  });
});

describe('client saves', () => {
  it('puts a new client at the top of the page without a reload, with the success toast', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(withTotal([item(1)], 1));
    await store.dispatch(fetchClientPage({ page: 1, pageSize: 25 }));
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 9 }), 201));
    await store.dispatch(createClient({ username: 'new.one', password: 'longenough', email: 'n@x.ca', firstname: 'N', lastname: 'O' }));
    expect(mocked.mock.calls[1].slice(0, 3)).toEqual([
      'POST',
      '/users/create',
      expect.objectContaining({ category_id: 4, username: 'new.one' }),
    ]);
    expect(state(store).clients.map((c) => c.id)).toEqual([9, 1]);
    expect(state(store).clients[0].coaches).toEqual([]);
    expect(state(store).total).toBe(2);
    expect(toast.success).toHaveBeenCalledWith('Client created successfully');
  });

  it('rejects with the field issues and status, toasting the server error else the spec default', async () => {
    const store = newStore();
    const issues = [{ path: ['password'], message: 'Password must be at least 8 characters' }];
    mocked.mockRejectedValueOnce(
      httpError(400, { error: 'Invalid request body: password: Password must be at least 8 characters', code: 'VALIDATION_ERROR', issues }),
    );
    const failed = store.dispatch(createClient({ username: 'n', password: 'x', email: 'n@x.ca', firstname: 'N', lastname: 'O' }));
    await expect(failed.unwrap()).rejects.toMatchObject({ status: 400, issues });
    expect(toast.error).toHaveBeenLastCalledWith('Invalid request body: password: Password must be at least 8 characters');
    mocked.mockRejectedValueOnce(httpError(500));
    await store.dispatch(createClient({ username: 'n', password: 'x', email: 'n@x.ca', firstname: 'N', lastname: 'O' }));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to create client');
    mocked.mockRejectedValueOnce(httpError(500));
    await store.dispatch(updateClient({ id: 1, data: {} }));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to update client');
    expect(state(store).error).toBe('Failed to update client');
  });

  it('keeps the coaches a row shows when the client is updated, and takes new coaches from the dialog', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(withTotal([item(1)], 1));
    await store.dispatch(fetchClientPage({ page: 1, pageSize: 25 }));
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 1, business_name: 'Renamed' })));
    await store.dispatch(updateClient({ id: 1, data: { business_name: 'Renamed' } }));
    expect(state(store).clients[0]).toMatchObject({ business_name: 'Renamed', coaches: [sarah] });
    expect(toast.success).toHaveBeenCalledWith('Client updated successfully');
    store.dispatch(clientCoachesSet({ clientId: 1, coaches: [] }));
    expect(state(store).clients[0].coaches).toEqual([]);
  });
});
