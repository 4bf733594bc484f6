import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { makeUser, ok, storeWith } from '../../test-utils';
import { clientsReducer, type ClientsState } from './clients-slice';
import { createClient, deleteUser, fetchAssociatedClients, fetchClients, loadClientsFor, updateClient } from './clients-thunks';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('clients', clientsReducer);
const clients = (store: ReturnType<typeof newStore>) => store.getState().clients as ClientsState;

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.error).mockClear();
});

describe('clients', () => {
  it('categories 2 and 3 load all clients; a client only its own record', async () => {
    const store = newStore();
    mocked.mockResolvedValue(ok([makeUser({ id: 1 })]));
    await store.dispatch(loadClientsFor({ id: 9, category_id: 2 }));
    await store.dispatch(loadClientsFor({ id: 9, category_id: 3 }));
    expect(mocked.mock.calls.map((c) => c[1])).toEqual(['/users/clients', '/users/clients']);
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 7 })));
    await store.dispatch(loadClientsFor({ id: 7, category_id: 4 }));
    expect(mocked.mock.calls[2][1]).toBe('/users/7');
    expect(clients(store).selectedClient?.id).toBe(7);
  });

  it('uses the spec path for associated clients', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([makeUser()]));
    await store.dispatch(fetchAssociatedClients(3));
    expect(mocked.mock.calls[0][1]).toBe('/users/assosiatedCilents/3');
    expect(clients(store).associatedClients).toHaveLength(1);
  });

  it('creates with category 4 and merges updates by id', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 1 }), 201));
    await store.dispatch(createClient({ username: 'n', password: 'longenough', email: 'n@x.ca', firstname: 'N', lastname: 'O' }));
    expect(mocked.mock.calls[0][2]).toMatchObject({ category_id: 4 });
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 1, business_name: 'New name' })));
    await store.dispatch(updateClient({ id: 1, data: { business_name: 'New name' } }));
    expect(clients(store).clients[0].business_name).toBe('New name');
    mocked.mockResolvedValueOnce(ok({ id: 1 }));
    await store.dispatch(deleteUser(1));
    expect(clients(store).clients).toEqual([]);
  });

  it('stores the spec error texts', async () => {
    const store = newStore();
    mocked.mockRejectedValue(new Error('down'));
    await store.dispatch(createClient({ username: 'n', password: 'longenough', email: 'n@x.ca', firstname: 'N', lastname: 'O' }));
    expect(clients(store).error).toBe('Failed to create client');
    await store.dispatch(updateClient({ id: 1, data: {} }));
    expect(clients(store).error).toBe('Failed to update client');
    await store.dispatch(fetchClients());
    expect(toast.error).toHaveBeenCalledTimes(3);
  });
});
