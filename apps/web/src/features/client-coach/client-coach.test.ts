import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionState } from '../../lib/collection-slice';
import { request } from '../../api/request';
import { httpError, ok, storeWith } from '../../test-utils';
import { clientCoachReducer, createClientCoach, deleteClientCoach, fetchClientCoaches, updateClientCoach } from './client-coach-slice';
import type { ClientCoach } from '@tc/contract/coaching';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('clientCoach', clientCoachReducer);
const state = (store: ReturnType<typeof newStore>) => store.getState().clientCoach as CollectionState<ClientCoach>;
const assignment = (id: number, coach_id = 2): ClientCoach => ({
  id,
  client_id: 5,
  coach_id,
  client: { id: 5, firstname: 'Emily', lastname: 'Chen', business_name: 'Little Maples Family Day Home' },
  coach: { id: coach_id, firstname: 'Sarah', lastname: 'Thompson' },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('client-coach assignments', () => {
  it('lists one client’s assignments: pending, then fulfilled', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([assignment(1)]));
    const pending = store.dispatch(fetchClientCoaches({ client_id: 5 }));
    expect(state(store).loading).toBe(true);
    await pending;
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['GET', '/client-coach?client_id=5']);
    expect(state(store)).toMatchObject({ loading: false, error: null, items: [assignment(1)] });
  });

  it('assigns, changes (PUT with the id in the body) and removes with the spec’s toasts word for word', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(assignment(1), 201));
    await store.dispatch(createClientCoach({ client_id: 5, coach_id: 2 }));
    expect(mocked.mock.calls[0].slice(0, 3)).toEqual(['POST', '/client-coach', { client_id: 5, coach_id: 2 }]);
    expect(toast.success).toHaveBeenLastCalledWith('Client-Coach relationship created successfully');

    mocked.mockResolvedValueOnce(ok(assignment(1, 3)));
    await store.dispatch(updateClientCoach({ id: 1, data: { client_id: 5, coach_id: 3 } }));
    expect(mocked.mock.calls[1].slice(0, 3)).toEqual(['PUT', '/client-coach', { id: 1, client_id: 5, coach_id: 3 }]);
    expect(toast.success).toHaveBeenLastCalledWith('Client-Coach relationship updated successfully');
    expect(state(store).items[0].coach_id).toBe(3);

    mocked.mockResolvedValueOnce(ok({ id: 1 }));
    await store.dispatch(deleteClientCoach(1));
    expect(mocked.mock.calls[2].slice(0, 2)).toEqual(['DELETE', '/client-coach/1']);
    expect(toast.success).toHaveBeenLastCalledWith('Client-Coach relationship deleted successfully');
    expect(state(store).items).toEqual([]);
  });

  it('shows the server’s message for a duplicate, else the spec’s failure texts', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(409, { error: 'This coach is already assigned to this client.', code: 'CONFLICT' }));
    const duplicate = store.dispatch(createClientCoach({ client_id: 5, coach_id: 2 }));
    await expect(duplicate.unwrap()).rejects.toMatchObject({ message: 'This coach is already assigned to this client.' });
    expect(toast.error).toHaveBeenLastCalledWith('This coach is already assigned to this client.');
    expect(state(store).error).toBe('This coach is already assigned to this client.');

    const failures: [() => Promise<unknown>, string][] = [
      [() => store.dispatch(fetchClientCoaches({ client_id: 5 })), 'Failed to fetch client-coach relationships'],
      [
        () => store.dispatch(updateClientCoach({ id: 1, data: { client_id: 5, coach_id: 3 } })),
        'Failed to update client-coach relationship',
      ],
      [() => store.dispatch(deleteClientCoach(1)), 'Failed to delete client-coach relationship'],
      [() => store.dispatch(createClientCoach({ client_id: 5, coach_id: 2 })), 'Failed to create client-coach relationship'],
    ];
    for (const [call, text] of failures) {
      mocked.mockRejectedValueOnce(httpError(500));
      await call();
      expect(toast.error).toHaveBeenLastCalledWith(text);
      expect(state(store).error).toBe(text);
    }
  });
});
