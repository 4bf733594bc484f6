import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok, storeWith } from '../../test-utils';
import { clientReportReducer, type ClientReportState } from './client-report-slice';
import { countDiaryEntries, fetchAllClientsReport, fetchClientReport, fetchRegionsReport } from './client-report-thunks';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('clientReport', clientReportReducer);
const report = (store: ReturnType<typeof newStore>) => store.getState().clientReport as ClientReportState;

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.error).mockClear();
});

describe('client report', () => {
  it('stores journals, plans and user details', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ action_journals: [{ id: 1 }], action_plans: [{ id: 2 }], user_details: { id: 7 } }));
    await store.dispatch(fetchClientReport(7));
    expect(mocked.mock.calls[0][1]).toBe('/client-report?client_id=7');
    expect(report(store)).toMatchObject({
      action_journals: [{ id: 1 }],
      action_plans: [{ id: 2 }],
      user_details: { id: 7 },
      loading: false,
    });
  });

  it('needs a client id', async () => {
    const store = newStore();
    await store.dispatch(fetchClientReport(undefined));
    expect(mocked).not.toHaveBeenCalled();
    expect(report(store).error).toBe('Choose a client to see their report.');
  });

  it('rejects an answer that is not a JSON object', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok([1, 2, 3]));
    await store.dispatch(fetchClientReport(7));
    expect(report(store).error).toBe('Invalid response format: Expected a JSON object.');
    expect(toast.error).toHaveBeenCalledWith('Invalid response format: Expected a JSON object.');
  });

  it("fails with 'Failed to fetch user report'", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(new Error('down'));
    await store.dispatch(fetchClientReport(7));
    expect(report(store).error).toBe('Failed to fetch user report');
  });

  it('passes the all-clients report range', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ clients: [] }));
    await store.dispatch(fetchAllClientsReport({ start_date: '2026-01-01', end_date: '2026-03-31' }));
    expect(mocked.mock.calls[0][1]).toBe('/getAllClientsReport?start_date=2026-01-01&end_date=2026-03-31');
    expect(report(store).allClients).toEqual({ clients: [] });
  });

  it('asks the regions report for the same filters', async () => {
    const store = newStore();
    const regions = { period: { start_date: '2026-04-01', end_date: '2027-03-31' }, regions: [] };
    mocked.mockResolvedValueOnce(ok(regions));
    await store.dispatch(fetchRegionsReport({ year: 2026, region: 'Calgary' }));
    expect(mocked.mock.calls[0][1]).toBe('/getAllClientsReport/regions?year=2026&region=Calgary');
    expect(report(store).regions).toEqual(regions);
  });

  it('asks for a period, and keeps the milestones and the sums', async () => {
    const store = newStore();
    const sums = {
      period: { start_date: '2025-04-01', end_date: '2026-03-31', fiscal_year: 2025 },
      totals: { minutes: 90, entries: 1, plans: 1, clients: 1 },
      by_activity: [{ activity: 'meeting', minutes: 90, entries: 1 }],
      by_month: [{ month: '2025-04', minutes: 90, entries: 1 }],
    };
    mocked.mockResolvedValueOnce(ok({ action_journals: [], action_plans: [], user_details: { id: 7 }, milestones: [{ id: 3 }], ...sums }));
    await store.dispatch(fetchClientReport({ clientId: 7, period: { year: 2025 } }));
    expect(mocked.mock.calls[0][1]).toBe('/client-report?client_id=7&year=2025');
    expect(report(store)).toMatchObject({ milestones: [{ id: 3 }], sums, loading: false });

    mocked.mockResolvedValueOnce(ok({ action_journals: [], action_plans: [], user_details: { id: 7 }, milestones: [], ...sums }));
    await store.dispatch(fetchClientReport({ clientId: 7, period: { start_date: '2026-01-01', end_date: '2026-03-31' } }));
    expect(mocked.mock.calls[1][1]).toBe('/client-report?client_id=7&start_date=2026-01-01&end_date=2026-03-31');
  });

  it('shows nothing of the report before once another is refused', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ action_journals: [{ id: 1 }], action_plans: [], user_details: { id: 7 }, milestones: [] }));
    await store.dispatch(fetchClientReport(7));
    mocked.mockRejectedValueOnce(httpError(404, { error: 'Client not found.' }));
    await store.dispatch(fetchClientReport(8));
    expect(report(store)).toMatchObject({ action_journals: [], user_details: null, sums: null, error: 'Client not found.' });
  });

  it("counts the centre's diary entries of a period and coach by the list's total, asking for one row", async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce({ ...ok([{ id: 9 }]), headers: { 'x-total-count': '1000093' } });
    const action = await store.dispatch(countDiaryEntries({ from: '2025-04-01', to: '2026-03-31', coach_id: '12' }));
    expect(mocked.mock.calls[0][1]).toBe('/action-journals?from=2025-04-01&to=2026-03-31&coach_id=12&page=1&pageSize=1');
    expect(action.payload).toBe(1000093);

    mocked.mockRejectedValueOnce(httpError(500));
    await store.dispatch(countDiaryEntries({ from: '2025-04-01', to: '2026-03-31' }));
    expect(toast.error).toHaveBeenCalledWith("Couldn't count the diary entries. Please try again.");
  });
});
