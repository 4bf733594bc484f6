import type { AxiosResponse } from 'axios';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok, storeWith } from '../../test-utils';
import { coachClientCountSet, coachesReducer, type CoachesState } from './coaches-slice';
import {
  archiveCoach,
  createCoach,
  fetchArchivedCoaches,
  fetchCoaches,
  fetchCoachesByRegion,
  fetchOwnCoachRecord,
  fetchSoleClients,
  restoreCoach,
  updateCoach,
} from './coaches-thunks';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('coaches', coachesReducer);
const state = (store: ReturnType<typeof newStore>) => store.getState().coaches as CoachesState;
const coach = (id: number, lastname = `Coach${id}`, client_count = 2) => ({ ...makeUser({ id, category_id: 3, lastname }), client_count });

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('coach listing', () => {
  it('tracks the listing request: pending, fulfilled, and a refusal with its status', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([coach(1)]));
    const pending = store.dispatch(fetchCoaches());
    expect(state(store).list.status).toBe('loading');
    await pending;
    expect(state(store).list.status).toBe('succeeded');
    expect(state(store).coaches[0].client_count).toBe(2);
    mocked.mockRejectedValueOnce(httpError(401, { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }));
    await store.dispatch(fetchCoaches());
    expect(state(store).list).toMatchObject({ status: 'failed', failure: { status: 401 } });
    mocked.mockRejectedValueOnce(httpError(500));
    await store.dispatch(fetchCoaches());
    expect(state(store).error).toBe('Failed to refresh coaches');
  });

  it('gives a coach their own record with the number of their clients from X-Total-Count', async () => {
    const store = newStore();
    const clients: AxiosResponse = { ...ok([{ id: 5 }]), headers: { 'x-total-count': '3' } };
    // The record is the signed-in user's, just fetched by the guard: only the count of their clients is asked for.
    mocked.mockResolvedValueOnce(clients);
    await store.dispatch(fetchOwnCoachRecord(makeUser({ id: 2, category_id: 3 })));
    expect(mocked.mock.calls.map((c) => c[1])).toEqual(['/users/assosiatedCilents/2?page=1&pageSize=1']);
    expect(state(store).coaches).toEqual([expect.objectContaining({ id: 2, client_count: 3 })]);
  });

  it('creates and edits a coach with the toasts, keeping the client count', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 4, category_id: 3, lastname: 'Adams' }), 201));
    await store.dispatch(createCoach({ username: 'c4', password: 'longenough', email: 'c@x.ca', firstname: 'C', lastname: 'Adams' }));
    expect(toast.success).toHaveBeenCalledWith('Coach created successfully');
    expect(state(store).coaches[0].client_count).toBe(0);
    store.dispatch(coachClientCountSet({ coachId: 4, count: 5 }));
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 4, category_id: 3, lastname: 'Adams', city: 'Banff' })));
    await store.dispatch(updateCoach({ id: 4, data: { city: 'Banff' } }));
    expect(state(store).coaches[0]).toMatchObject({ city: 'Banff', client_count: 5 });
    expect(toast.success).toHaveBeenLastCalledWith('Coach updated successfully');
    mocked.mockRejectedValueOnce(httpError(409, { error: 'That username is already taken.', code: 'CONFLICT' }));
    await expect(
      store.dispatch(createCoach({ username: 'c4', password: 'longenough', email: 'c@x.ca', firstname: 'C', lastname: 'F' })).unwrap(),
    ).rejects.toMatchObject({
      status: 409,
      message: 'That username is already taken.',
    });
  });

  it('archives (DELETE) into the archived list and restores from it', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([coach(1, 'Adams'), coach(2, 'Baker')]));
    await store.dispatch(fetchCoaches());
    mocked.mockResolvedValueOnce(ok({ id: 2 }));
    await store.dispatch(archiveCoach(2));
    expect(mocked.mock.calls[1].slice(0, 2)).toEqual(['DELETE', '/users/2']);
    expect(toast.success).toHaveBeenCalledWith('Coach archived');
    expect(state(store).coaches.map((c) => c.id)).toEqual([1]);
    expect(state(store).archivedCoaches.map((c) => c.id)).toEqual([2]);

    mocked.mockResolvedValueOnce(ok([makeUser({ id: 2, category_id: 3, lastname: 'Baker', archivedAt: '2026-11-01T00:00:00Z' })]));
    await store.dispatch(fetchArchivedCoaches());
    expect(mocked.mock.calls[2][1]).toBe('/users?archived=true&category_id=3');

    mocked.mockResolvedValueOnce(ok(makeUser({ id: 2, category_id: 3, lastname: 'Baker' })));
    await store.dispatch(restoreCoach(2));
    expect(mocked.mock.calls[3].slice(0, 2)).toEqual(['POST', '/users/2/restore']);
    expect(toast.success).toHaveBeenLastCalledWith('Coach restored');
    expect(state(store).archivedCoaches).toEqual([]);
    expect(state(store).coaches.map((c) => c.lastname)).toEqual(['Adams', 'Baker']);
  });

  it('asks who would be left without a coach, and archives handing them to another coach', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([coach(1, 'Adams'), coach(2, 'Baker')]));
    await store.dispatch(fetchCoaches());
    const sole = [{ id: 7, firstname: 'Ada', lastname: 'Client', business_name: null }];
    mocked.mockResolvedValueOnce({ ...ok(sole), headers: { 'x-total-count': '3' } });
    expect(await store.dispatch(fetchSoleClients(2)).unwrap()).toEqual({ clients: sole, total: 3 });
    expect(mocked.mock.calls[1].slice(0, 2)).toEqual(['GET', '/users/coaches/2/sole-clients?page=1&pageSize=100']);

    mocked.mockResolvedValueOnce(ok({ id: 2 }));
    await store.dispatch(archiveCoach({ id: 2, reassignTo: 1 }));
    expect(mocked.mock.calls[2].slice(0, 2)).toEqual(['DELETE', '/users/2?reassign_to=1']);
    expect(toast.success).toHaveBeenLastCalledWith('Coach archived');
    expect(state(store).coaches.map((c) => c.id)).toEqual([1]);
  });

  it('says why an archive or restore failed', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(500));
    await store.dispatch(archiveCoach(2));
    expect(toast.error).toHaveBeenLastCalledWith("Couldn't archive the coach. Please try again.");
    mocked.mockRejectedValueOnce(httpError(409, { error: 'This user is not archived.', code: 'CONFLICT' }));
    await store.dispatch(restoreCoach(2));
    expect(toast.error).toHaveBeenLastCalledWith('This user is not archived.');
    mocked.mockRejectedValueOnce(httpError(500));
    await store.dispatch(fetchArchivedCoaches());
    expect(state(store).archived).toMatchObject({
      status: 'failed',
      failure: { message: "Couldn't load the archived coaches. Please try again." },
    });
  });

  it('keeps the coaches of the region chosen last', async () => {
    const store = newStore();
    let release!: (r: AxiosResponse) => void;
    mocked.mockReturnValueOnce(new Promise((r) => (release = r)) as never).mockResolvedValueOnce(ok([coach(3)]));
    const first = store.dispatch(fetchCoachesByRegion('Calgary'));
    await store.dispatch(fetchCoachesByRegion('Edmonton'));
    release(ok([coach(1), coach(2)]));
    await first;
    expect(state(store).coachesByRegion.map((c) => c.id)).toEqual([3]);
    mocked.mockRejectedValueOnce(httpError(500));
    await store.dispatch(fetchCoachesByRegion('Edmonton'));
    expect(state(store).byRegion.failure?.message).toBe('Failed to fetch coaches by region');
    expect(toast.error).toHaveBeenLastCalledWith('Failed to fetch coaches by region');
  });
});
