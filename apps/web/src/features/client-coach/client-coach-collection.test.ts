import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import { KEYED, ok, storeWith } from '../../test-utils';
import { createClientCoach, deleteClientCoach, fetchClientCoach, fetchClientCoaches, updateClientCoach } from './client-coach-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

describeCollectionCalls('client-coach', {
  path: '/client-coach',
  m: messages.clientCoach,
  create: createClientCoach,
  fetchAll: fetchClientCoaches,
  fetchOne: fetchClientCoach,
  update: updateClientCoach,
  remove: deleteClientCoach,
  updateWithoutIdInPath: true,
});

describe('client-coach variant', () => {
  it('update puts to /client-coach with the id in the body', async () => {
    const mocked = vi.mocked(request);
    mocked.mockReset();
    const store = storeWith('x', (s = null) => s);
    mocked.mockResolvedValueOnce(ok({ id: 5, client_id: 1, coach_id: 2 }));
    await store.dispatch(updateClientCoach({ id: 5, data: { client_id: 1, coach_id: 2 } }));
    expect(mocked).toHaveBeenCalledWith('PUT', '/client-coach', { id: 5, client_id: 1, coach_id: 2 }, KEYED, undefined);
    expect(toast.success).toHaveBeenCalledWith('Client-Coach relationship updated successfully');
  });
});
