import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { makeUser, ok, storeWith } from '../../test-utils';
import { coachesReducer, type CoachesState } from './coaches-slice';
import { createCoach, fetchCoaches, fetchCoachesByRegion, loadCoachesFor, updateCoach } from './coaches-thunks';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('coaches', coachesReducer);
const coaches = (store: ReturnType<typeof newStore>) => store.getState().coaches as CoachesState;
const coach = (id: number) => makeUser({ id, category_id: 3, firstname: `Coach${id}` });

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('coaches', () => {
  it('the administrator loads all coaches, a coach only its own record', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([coach(1), coach(2)]));
    await store.dispatch(loadCoachesFor({ id: 99, category_id: 2 }));
    expect(mocked.mock.calls[0][1]).toBe('/users/coaches');
    expect(coaches(store).coaches).toHaveLength(2);

    mocked.mockResolvedValueOnce(ok(coach(5)));
    await store.dispatch(loadCoachesFor({ id: 5, category_id: 3 }));
    expect(mocked.mock.calls[1][1]).toBe('/users/5');
    expect(coaches(store).selectedCoach?.id).toBe(5);
  });

  it('lists every coach of a centre with more than one page of them, and how many there are', async () => {
    const store = newStore();
    const page = (from: number, n: number) => ({
      ...ok(Array.from({ length: n }, (_, i) => ({ ...coach(from + i), client_count: 0 }))),
      headers: { 'x-total-count': '130' },
    });
    mocked.mockResolvedValueOnce(page(1, 100)).mockResolvedValueOnce(page(101, 30));
    await store.dispatch(fetchCoaches());
    expect(mocked.mock.calls.map((c) => c[1])).toEqual(['/users/coaches', '/users/coaches?page=2&pageSize=100']);
    expect(coaches(store).coaches).toHaveLength(130);
    expect(coaches(store).total).toBe(130);
  });

  it('creates a coach with category 3', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(coach(4), 201));
    await store.dispatch(createCoach({ username: 'c4', password: 'longenough', email: 'c@x.ca', firstname: 'C', lastname: 'F' }));
    expect(mocked.mock.calls[0][2]).toMatchObject({ category_id: 3 });
    expect(coaches(store).coaches.map((c) => c.id)).toEqual([4]);
  });

  it('updates with the spec toast', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([coach(1)]));
    await store.dispatch(fetchCoaches());
    mocked.mockResolvedValueOnce(ok({ ...coach(1), firstname: 'Renamed' }));
    await store.dispatch(updateCoach({ id: 1, data: { firstname: 'Renamed' } }));
    expect(coaches(store).coaches[0].firstname).toBe('Renamed');
    expect(toast.success).toHaveBeenCalledWith('Coach updated successfully');
  });

  it('stores the spec error texts', async () => {
    const store = newStore();
    mocked.mockRejectedValue(new Error('down'));
    await store.dispatch(fetchCoaches());
    expect(coaches(store).error).toBe('Failed to refresh coaches');
    await store.dispatch(fetchCoachesByRegion('Calgary'));
    expect(mocked.mock.calls[1][1]).toBe('/users/coaches-by-region?region=Calgary');
    expect(coaches(store).error).toBe('Failed to fetch coaches by region');
    await store.dispatch(createCoach({ username: 'c', password: 'longenough', email: 'c@x.ca', firstname: 'C', lastname: 'F' }));
    expect(coaches(store).error).toBe('Failed to create coach');
    await store.dispatch(updateCoach({ id: 1, data: {} }));
    expect(coaches(store).error).toBe('Failed to update coach');
  });
});
