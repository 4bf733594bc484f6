import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok, storeWith } from '../../test-utils';
import { coachReportReducer, fetchCoachReport, type CoachReportState } from './coach-report-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('coachReport', coachReportReducer);
const report = (store: ReturnType<typeof newStore>) => store.getState().coachReport as CoachReportState;

beforeEach(() => {
  mocked.mockReset();
});

describe('coach report', () => {
  it('is loading while pending and stores the three lists', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ action_journals: [1], users: [], action_plans: [2] }));
    const pending = store.dispatch(fetchCoachReport(2));
    expect(report(store).loading).toBe(true);
    await pending;
    expect(mocked.mock.calls[0][1]).toBe('/coach-report?coach_id=2');
    expect(report(store)).toMatchObject({ action_journals: [1], action_plans: [2], loading: false, error: null });
  });

  it('needs a coach id', async () => {
    const store = newStore();
    await store.dispatch(fetchCoachReport(null));
    expect(mocked).not.toHaveBeenCalled();
    expect(report(store).error).toBe('Choose a coach to see their report.');
  });

  it("fails with 'Failed to fetch coach report'", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(new Error('down'));
    await store.dispatch(fetchCoachReport(2));
    expect(report(store).error).toBe('Failed to fetch coach report');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch coach report');
  });

  it('keeps the coach asked for last: an earlier answer arriving late does not replace it', async () => {
    const store = newStore();
    let slow!: (value: unknown) => void;
    mocked.mockReturnValueOnce(new Promise((resolve) => (slow = resolve)) as never);
    const first = store.dispatch(fetchCoachReport(2));
    mocked.mockResolvedValueOnce(ok({ action_journals: [], users: [], action_plans: [3] }));
    await store.dispatch(fetchCoachReport(3));
    slow(ok({ action_journals: [], users: [], action_plans: [2] }));
    await first;
    expect(report(store)).toMatchObject({ action_plans: [3], loading: false, error: null });
  });

  it('asks for a period and keeps the coach and the sums; a refusal leaves nothing of the report before', async () => {
    const store = newStore();
    const sums = {
      period: { start_date: '2026-04-01', end_date: '2027-03-31', fiscal_year: 2026 },
      totals: { minutes: 60, entries: 1, plans: 1, clients: 1 },
      by_activity: [],
      by_month: [],
    };
    mocked.mockResolvedValueOnce(ok({ action_journals: [], users: [{ id: 9 }], action_plans: [], coach: { id: 2 }, ...sums }));
    await store.dispatch(fetchCoachReport({ coachId: 2, period: { year: 2026 } }));
    expect(mocked.mock.calls[0][1]).toBe('/coach-report?coach_id=2&year=2026');
    expect(report(store)).toMatchObject({ coach: { id: 2 }, users: [{ id: 9 }], sums });

    mocked.mockRejectedValueOnce(httpError(403, { error: 'A coach sees only their own report.' }));
    await store.dispatch(fetchCoachReport({ coachId: 3 }));
    expect(report(store)).toMatchObject({ coach: null, users: [], sums: null, error: 'A coach sees only their own report.' });
  });
});
