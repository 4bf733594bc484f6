import { act, renderHook, waitFor } from '@testing-library/react';
import type { ActionJournal } from '@tc/contract/coaching';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { makeJournalEntry, ok, storeWith } from '../../test-utils';
import { actionJournalsReducer, type ActionJournalsState } from './action-journals-slice';
import { createJournalEntry, deleteJournalEntry } from './action-journals-thunks';
import { NO_FILTERS } from './action-journals-types';
import { useTimeDiary } from './action-journals-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const entry = (id: number, date: string): ActionJournal => makeJournalEntry({ id, date });

/** The server as the diary sees it: its entries, newest first, and the totals. */
let entries: ActionJournal[] = [];
beforeEach(() => {
  entries = [entry(6, '2026-10-28')];
  mocked.mockReset();
  mocked.mockImplementation(async (method, path) => {
    if (method === 'POST') {
      // Logged for a past day: it belongs below the newer entry, not on top of the page.
      entries = [entries[0], entry(7, '2026-10-01')];
      return ok(entries[1], 201) as never;
    }
    if (method === 'DELETE') {
      entries = [];
      return ok({ id: 6 }) as never;
    }
    if (path.startsWith('/action-journals/summary')) return ok({ totalMinutes: entries.length * 50, plans: [] }) as never;
    if (path.startsWith('/action-plans')) return ok({ total: 1, page: 1, pageSize: 100, actionPlans: [{ id: 3 }] }) as never;
    return { ...ok(entries), headers: { 'x-total-count': String(entries.length) } } as never;
  });
});

const sent = () => mocked.mock.calls.map(([method, path]) => `${method} ${path.split('?')[0]}`);

describe('the diary reads again what a save invalidates', () => {
  it('an entry saved brings its page and the totals once more, not the plans, and the page reaches the store once', async () => {
    const store = storeWith('actionJournals', actionJournalsReducer);
    const diary = () => store.getState().actionJournals as ActionJournalsState;
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useTimeDiary(5, NO_FILTERS, 1), { wrapper });
    await waitFor(() => expect(result.current.ready && result.current.plansReady && result.current.summary).toBeTruthy());
    expect(sent().sort()).toEqual(['GET /action-journals', 'GET /action-journals/summary', 'GET /action-plans']);

    mocked.mockClear();
    const pages: ActionJournal[][] = [diary().entries];
    const unsubscribe = store.subscribe(() => {
      if (pages.at(-1) !== diary().entries) pages.push(diary().entries);
    });
    await act(() => store.dispatch(createJournalEntry({ actionplan_id: 3, date: '2026-10-01', minutes: 50, activity: 'meeting' })));
    await waitFor(() => expect(result.current.entries.map((e) => e.id)).toEqual([6, 7]));
    await waitFor(() => expect(result.current.summary).toMatchObject({ totalMinutes: 100 }));
    unsubscribe();

    expect(sent()).toEqual(['POST /action-journals', 'GET /action-journals', 'GET /action-journals/summary']);
    // One write of the page: the server's, with the entry where its date puts it (no unshift first).
    expect(pages.map((p) => p.map((e) => e.id))).toEqual([[6], [6, 7]]);
  });

  it('a deleted entry brings the page and the totals again, not the plans', async () => {
    const store = storeWith('actionJournals', actionJournalsReducer);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useTimeDiary(5, NO_FILTERS, 1), { wrapper });
    await waitFor(() => expect(result.current.ready && result.current.plansReady).toBe(true));
    mocked.mockClear();
    await act(() => store.dispatch(deleteJournalEntry(6)));
    await waitFor(() => expect(result.current.entries).toEqual([]));
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()).toEqual(['DELETE /action-journals/6', 'GET /action-journals', 'GET /action-journals/summary']);
  });

  it('a screen no longer shown reads nothing again', async () => {
    const store = storeWith('actionJournals', actionJournalsReducer);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result, unmount } = renderHook(() => useTimeDiary(5, NO_FILTERS, 1), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    unmount();
    mocked.mockClear();
    await store.dispatch(createJournalEntry({ actionplan_id: 3, date: '2026-10-01', minutes: 50, activity: 'meeting' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toEqual(['POST /action-journals']);
  });
});
