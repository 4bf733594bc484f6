import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { KEYED, httpError, makeJournalEntry, ok, storeWith } from '../../test-utils';
import { actionJournalsReducer, type ActionJournalsState } from './action-journals-slice';
import {
  createJournalEntry,
  deleteJournalEntry,
  fetchJournalPage,
  fetchJournalPlans,
  fetchJournalSummary,
  journalKey,
  updateJournalEntry,
} from './action-journals-thunks';
import type { ActionJournal } from '@tc/contract/coaching';
import { NO_FILTERS } from './action-journals-types';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('actionJournals', actionJournalsReducer);
const diary = (store: ReturnType<typeof newStore>) => store.getState().actionJournals as ActionJournalsState;
const entry = (id: number, clientId = 5): ActionJournal => makeJournalEntry({ id, client_id: clientId });
const withTotal = <T>(data: T, total: number) => ({ ...ok(data), headers: { 'x-total-count': String(total) } });
const args = { clientId: 5, filters: NO_FILTERS, page: 0, pageSize: 20 };
const toasts = (kind: 'success' | 'error') => vi.mocked(toast[kind]).mock.calls.map((c) => c[0]);

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('time diary: a page of entries', () => {
  it('is loading while pending, then holds the page, its total from X-Total-Count and which list it is', async () => {
    const store = newStore();
    let answer!: (value: unknown) => void;
    mocked.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    const done = store.dispatch(fetchJournalPage(args));
    expect(diary(store).loading).toBe(true);
    expect(diary(store).error).toBeNull();
    answer(withTotal([entry(7), entry(6)], 27));
    await done;
    expect(mocked).toHaveBeenCalledWith('GET', '/action-journals?client_id=5&page=1&pageSize=20', undefined, undefined, undefined);
    expect(diary(store)).toMatchObject({
      loading: false,
      pagination: { total: 27, page: 0, pageSize: 20 },
      loadedKey: journalKey(5, NO_FILTERS, 0, 20),
    });
    expect(diary(store).entries.map((e) => e.id)).toEqual([7, 6]);
  });

  it('never keeps another client’s entries, whatever a filter call returns', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([entry(7), entry(8, 6)]));
    await store.dispatch(fetchJournalPage({ ...args, filters: { ...NO_FILTERS, actionplanId: 3 } }));
    expect(mocked.mock.calls[0][1]).toBe('/action-journals/filter?actionplan_id=3&page=1&pageSize=20');
    expect(diary(store).entries.map((e) => e.id)).toEqual([7]);
    expect(diary(store).pagination.total).toBe(1);
  });

  it('keeps a refusal with its status and toasts the server’s reason', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(403, { error: 'This time diary is not available to you.', code: 'FORBIDDEN' }));
    await store.dispatch(fetchJournalPage(args));
    expect(diary(store).listFailure).toMatchObject({
      status: 403,
      message: 'This time diary is not available to you.',
      key: journalKey(5, NO_FILTERS, 0, 20),
    });
    expect(diary(store).loading).toBe(false);
    expect(diary(store).error).toBe('This time diary is not available to you.');
    expect(diary(store).loadedKey).toBeNull();
    expect(toasts('error')).toEqual(['This time diary is not available to you.']);
  });

  it('falls back to its own message when the server gives none', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(new Error('network down'));
    await store.dispatch(fetchJournalPage(args));
    expect(diary(store).listFailure).toMatchObject({ status: null, message: "Couldn't load the time diary. Please try again." });
  });

  it('drops an older answer that arrives after a newer request', async () => {
    const store = newStore();
    let slow!: (value: unknown) => void;
    mocked.mockReturnValueOnce(new Promise((resolve) => (slow = resolve)) as never);
    const first = store.dispatch(fetchJournalPage(args));
    mocked.mockResolvedValueOnce(withTotal([entry(1)], 1));
    await store.dispatch(fetchJournalPage({ ...args, page: 1 }));
    slow(withTotal([entry(9)], 30));
    await first;
    expect(diary(store).entries.map((e) => e.id)).toEqual([1]);
    expect(diary(store).pagination.page).toBe(1);
  });

  it('drops a late answer of the other list call too: a page of the whole diary never replaces a newer plan filter', async () => {
    const store = newStore();
    let slow!: (value: unknown) => void;
    mocked.mockReturnValueOnce(new Promise((resolve) => (slow = resolve)) as never);
    const first = store.dispatch(fetchJournalPage(args));
    mocked.mockResolvedValueOnce(withTotal([entry(4)], 1));
    await store.dispatch(fetchJournalPage({ ...args, filters: { ...NO_FILTERS, actionplanId: 3 } }));
    slow(withTotal([entry(9)], 30));
    await first;
    expect(diary(store).entries.map((e) => e.id)).toEqual([4]);
    expect(diary(store).loadedKey).toBe(journalKey(5, { ...NO_FILTERS, actionplanId: 3 }, 0, 20));
    expect(diary(store).loading).toBe(false);
  });
});

describe('which call a diary page makes', () => {
  const pathOf = async (dispatch: () => Promise<unknown>) => {
    mocked.mockReset();
    mocked.mockResolvedValueOnce(ok([]));
    await dispatch();
    return mocked.mock.calls[0][1];
  };
  const page = (store: ReturnType<typeof newStore>, a: typeof args) => () => store.dispatch(fetchJournalPage(a));
  const totals = (store: ReturnType<typeof newStore>, filters: typeof NO_FILTERS) => () =>
    store.dispatch(fetchJournalSummary({ clientId: 5, filters }));

  it('lists the client’s entries, paged, with the range and coach', async () => {
    const store = newStore();
    expect(await pathOf(page(store, { clientId: 5, filters: NO_FILTERS, page: 0, pageSize: 20 }))).toBe(
      '/action-journals?client_id=5&page=1&pageSize=20',
    );
    expect(
      await pathOf(page(store, { clientId: 5, filters: { ...NO_FILTERS, coachId: 2, from: '2026-10-01' }, page: 1, pageSize: 20 })),
    ).toBe('/action-journals?client_id=5&coach_id=2&from=2026-10-01&page=2&pageSize=20');
  });

  it('uses /action-journals/filter for a plan (and coach) without a range', async () => {
    const store = newStore();
    expect(await pathOf(page(store, { clientId: 5, filters: { ...NO_FILTERS, actionplanId: 3, coachId: 2 }, page: 0, pageSize: 20 }))).toBe(
      '/action-journals/filter?actionplan_id=3&coach_id=2&page=1&pageSize=20',
    );
    expect(
      await pathOf(page(store, { clientId: 5, filters: { ...NO_FILTERS, actionplanId: 3, to: '2026-10-31' }, page: 0, pageSize: 20 })),
    ).toBe('/action-journals?client_id=5&actionplan_id=3&to=2026-10-31&page=1&pageSize=20');
  });

  it('asks the totals for the same filters', async () => {
    const store = newStore();
    expect(await pathOf(totals(store, NO_FILTERS))).toBe('/action-journals/summary?client_id=5');
    expect(await pathOf(totals(store, { actionplanId: 3, coachId: 2, from: '2026-10-01', to: '2026-10-31' }))).toBe(
      '/action-journals/summary?client_id=5&actionplan_id=3&coach_id=2&from=2026-10-01&to=2026-10-31',
    );
  });
});

describe('time diary: totals and plans', () => {
  it('holds the totals for the filters; a failure shows beside them, not as a toast', async () => {
    const store = newStore();
    const summary = { client_id: 5, entries: 7, minutes: 410, byPlan: [{ actionplan_id: 3, summary: 'Fall', entries: 2, minutes: 170 }] };
    mocked.mockResolvedValueOnce(ok(summary));
    await store.dispatch(fetchJournalSummary({ clientId: 5, filters: { ...NO_FILTERS, from: '2026-10-01' } }));
    expect(mocked.mock.calls[0][1]).toBe('/action-journals/summary?client_id=5&from=2026-10-01');
    expect(diary(store).summary).toMatchObject({ minutes: 410, key: journalKey(5, { ...NO_FILTERS, from: '2026-10-01' }) });
    mocked.mockRejectedValueOnce(httpError(500, {}));
    await store.dispatch(fetchJournalSummary({ clientId: 5, filters: NO_FILTERS }));
    expect(diary(store).summaryFailure).toMatchObject({ message: "Couldn't load the time totals. Please try again.", status: 500 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('loads the client’s plans in one page of 100', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(
      ok({ total: 1, page: 1, pageSize: 100, actionPlans: [{ id: 3, date: '2026-10-17', summary: 'Fall', coach: null }] }),
    );
    await store.dispatch(fetchJournalPlans(5));
    expect(mocked.mock.calls[0][1]).toBe('/action-plans?clientId=5&page=1&pageSize=100');
    expect(diary(store)).toMatchObject({ plansClientId: 5, plansFailure: null });
    expect(diary(store).plans.map((p) => p.id)).toEqual([3]);
  });
});

describe('time diary: changes', () => {
  it('add, update and delete, each with its toast, leave the page to the reads they invalidate', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(withTotal([entry(6)], 1));
    await store.dispatch(fetchJournalPage(args));
    const body = { actionplan_id: 3, date: '2026-10-29', minutes: 90, activity: 'phone' as const, notes: 'Fees' };
    mocked.mockResolvedValueOnce(ok({ ...entry(7), ...body }, 201));
    await store.dispatch(createJournalEntry(body));
    expect(mocked).toHaveBeenLastCalledWith('POST', '/action-journals', body, KEYED, undefined);
    // Not unshifted onto the page: where the entry belongs is the server's to say (diary-invalidation.test.tsx).
    expect(diary(store).entries.map((e) => e.id)).toEqual([6]);

    mocked.mockResolvedValueOnce(ok({ ...entry(7), minutes: 30 }));
    await store.dispatch(updateJournalEntry({ id: 7, data: { minutes: 30 } }));
    expect(mocked).toHaveBeenLastCalledWith('PUT', '/action-journals/7', { minutes: 30 }, KEYED, undefined);

    mocked.mockResolvedValueOnce(ok({ id: 7 }));
    await store.dispatch(deleteJournalEntry(7));
    expect(mocked).toHaveBeenLastCalledWith('DELETE', '/action-journals/7', undefined, KEYED, undefined);
    expect(diary(store).pagination.total).toBe(1);
    expect(toasts('success')).toEqual(['Time entry added', 'Time entry updated', 'Time entry deleted']);
    expect(diary(store).loading).toBe(false);
  });

  it('failures toast the default texts, or the server’s error, and keep the field issues', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    await store.dispatch(createJournalEntry({ actionplan_id: 3, date: '2026-10-29', minutes: 5, activity: 'email' }));
    await store.dispatch(updateJournalEntry({ id: 1, data: {} }));
    await store.dispatch(deleteJournalEntry(1));
    expect(toasts('error')).toEqual([
      "Couldn't add the time entry. Please try again.",
      "Couldn't save the time entry. Please try again.",
      "Couldn't delete the time entry. Please try again.",
    ]);

    const issues = [{ path: ['date'], message: 'The date cannot be in the future.' }];
    mocked.mockRejectedValueOnce(httpError(400, { error: 'The date cannot be in the future.', code: 'VALIDATION_ERROR', issues }));
    const action = await store.dispatch(createJournalEntry({ actionplan_id: 3, date: '2099-01-01', minutes: 5, activity: 'email' }));
    expect(createJournalEntry.rejected.match(action) && action.error).toEqual({
      message: 'The date cannot be in the future.',
      status: 400,
      issues,
      sessionEnded: false,
    });
    expect(diary(store).error).toBe('The date cannot be in the future.');
  });
});
