import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { ok, storeWith } from '../../test-utils';
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
    expect(report(store).error).toBe('A coach id is required for a coach report');
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
});
