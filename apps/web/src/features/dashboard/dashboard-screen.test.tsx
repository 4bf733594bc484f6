import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import type { AdminDashboard, ClientDashboard, CoachDashboard, Dashboard } from '@tc/contract/dashboard';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/app/paths';
import { request } from '../../api/request';
import { httpError, makeUser, ok } from '../../test-utils';
import { AttentionStrip } from './attention-strip';
import { DashboardScreen } from './dashboard-screen';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const mocked = vi.mocked(request);
configure({ asyncUtilTimeout: 5000 });

const period = { month: '2026-11', fiscal_year: { year: 2026, start_date: '2026-04-01', end_date: '2027-03-31' } };
const emily = { id: 11, firstname: 'Emily', lastname: 'Chen' };
const COACH: CoachDashboard = {
  role: 'coach',
  today: '2026-11-25',
  period,
  minutes: { month: 90, fiscal_year: 750 },
  clients: {
    total: 2,
    rows: [
      { ...emily, business_name: 'Little Maples', last_entry_date: '2026-10-25', open_plans: 2 },
      { id: 12, firstname: 'Fatima', lastname: 'Haddad', business_name: null, last_entry_date: null, open_plans: 0 },
    ],
  },
  nudges: {
    plans: { total: 1, rows: [{ id: 5, summary: 'Fee schedule', date: '2026-08-01', client: emily, last_entry_date: '2026-10-25' }] },
    clients: { total: 0, rows: [] },
  },
};
const ADMIN: AdminDashboard = {
  role: 'admin',
  today: '2026-11-25',
  new_applications: null,
  clients_without_coach: { total: 1, rows: [{ id: 21, firstname: 'Lena', lastname: 'Lonely', business_name: null, region: null }] },
  quarter: {
    fiscal_year: 2026,
    quarter: 3,
    start_date: '2026-10-01',
    end_date: '2026-12-31',
    regions: [{ region: 'Calgary', minutes: 150 }],
  },
  recent_changes: [],
};
const CLIENT: ClientDashboard = {
  role: 'client',
  today: '2026-11-25',
  period,
  coaches: [{ id: 3, firstname: 'Sarah', lastname: 'Thompson', phone: '403-555-0141', email: 'sarah@example.ca' }],
  latest_plan: null,
  minutes: { month: 0, fiscal_year: 60, total: 120 },
};

function show(
  answer: Dashboard | (() => Error),
  categoryId: number,
  element = <DashboardScreen describeChange={(e) => ({ what: e.action, when: e.at })} />,
) {
  if (typeof answer === 'function') mocked.mockRejectedValueOnce(answer());
  // A client's dashboard also asks for their scheduled sessions: none, unless a test says otherwise.
  else mocked.mockImplementation((_method, path) => Promise.resolve(ok(path.startsWith('/sessions') ? sessions : answer)));
  const user = makeUser({ id: categoryId === 4 ? 11 : 3, firstname: 'Sam', category_id: categoryId });
  const store = configureStore({ reducer: { auth: () => ({ user }) } });
  const router = createMemoryRouter([{ path: '/dashboard', element }], { initialEntries: ['/dashboard'] });
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeProvider>,
  );
}

let sessions: unknown[] = [];
beforeEach(() => {
  mocked.mockReset();
  sessions = [];
});
afterEach(cleanup);

// The first render loads MUI: on a busy machine that alone can pass the default 5 s.
describe('the dashboard screen', { timeout: 20_000 }, () => {
  it('shows a coach the nudges first, with links to the diary and plans, then hours and clients', async () => {
    show(COACH, 3);
    const nudges = await screen.findByRole('region', { name: /Needs attention/ });
    expect(within(nudges).getByText('Fee schedule')).toBeTruthy();
    expect(within(nudges).getByText(/Last entry 31 days ago/)).toBeTruthy();
    expect(within(nudges).getByRole('link', { name: 'Log time on “Fee schedule” for Emily Chen' }).getAttribute('href')).toBe(
      paths.timeDiary(11),
    );
    expect(within(nudges).getByRole('link', { name: 'Action plans for Emily Chen' }).getAttribute('href')).toBe(paths.actionPlans(11));
    const hours = screen.getByRole('region', { name: 'My hours' });
    expect(within(hours).getByText('1 h 30 min')).toBeTruthy();
    expect(within(hours).getByText('12 h 30 min')).toBeTruthy();
    const clients = screen.getByRole('region', { name: /My clients/ });
    expect(within(clients).getByRole('link', { name: 'Fatima Haddad' }).getAttribute('href')).toBe(paths.clientProfile(12));
    expect(within(clients).getByText(/No diary entries yet/)).toBeTruthy();
    // Two clients: "Log time" asks whose diary.
    fireEvent.click(within(hours).getByRole('button', { name: 'Log time' }));
    const menu = await screen.findByRole('menu', { name: 'Whose time diary?' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Emily Chen · Little Maples', 'Fatima Haddad']);
  });

  it('takes a coach with one client straight to their time diary', async () => {
    show({ ...COACH, clients: { total: 1, rows: [COACH.clients.rows[0]] } }, 3);
    const link = await screen.findByRole('link', { name: 'Log time for Emily Chen' });
    expect(link.getAttribute('href')).toBe(paths.timeDiary(11));
  });

  it('shows an administrator clients without a coach and hours by region, and applications only once they are counted', async () => {
    show(ADMIN, 2);
    const orphans = await screen.findByRole('region', { name: /Clients without a coach/ });
    expect(within(orphans).getByRole('link', { name: 'Lena Lonely' }).getAttribute('href')).toBe(paths.clientProfile(21));
    expect(screen.getByRole('table', { name: 'Coaching hours by region, October to December 2026' }).textContent).toContain('2 h 30 min');
    expect(screen.getByText(/Nothing has changed yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /New applications/ })).toBeNull();
    cleanup();
    show({ ...ADMIN, new_applications: 2 }, 2);
    expect(await screen.findByText('2 applications are waiting for a reply.')).toBeTruthy();
  });

  it('shows a client how to reach their coach, and what to expect before the first plan', async () => {
    show(CLIENT, 4);
    const coach = await screen.findByRole('region', { name: 'Your coach' });
    expect(within(coach).getByRole('link', { name: '403-555-0141' }).getAttribute('href')).toBe('tel:4035550141');
    expect(within(coach).getByRole('link', { name: 'sarah@example.ca' }).getAttribute('href')).toBe('mailto:sarah@example.ca');
    expect(screen.getByText(/No action plan yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My action plans' }).getAttribute('href')).toBe(paths.actionPlans(11));
  });

  it('shows a client their next session in Alberta time, or how to get one', async () => {
    const at = (local: string) => new Date(Date.parse(`${local}:00Z`) + 6 * 3_600_000).toISOString();
    const session = (id: number, localStart: string, status: string) => ({
      id,
      localStart,
      localEnd: localStart.replace(/T10/, 'T11'),
      start: at(localStart),
      end: at(localStart.replace(/T10/, 'T11')),
      status,
      kind: 'visit',
      location: 'Little Maples Family Day Home',
      coach: { id: 3, firstname: 'Sarah', lastname: 'Thompson' },
    });
    // Over already (ended in 2020), then the next one.
    sessions = [session(1, '2020-11-24T10:00', 'scheduled'), session(2, '2099-11-26T10:00', 'scheduled')];
    show({ ...CLIENT, today: '2099-11-24' }, 4);
    const card = await screen.findByRole('region', { name: 'Your next session' });
    expect(await within(card).findByText('Thursday 10:00, visit at Little Maples Family Day Home')).toBeTruthy();
    expect(within(card).getByText(/With Sarah Thompson/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'My sessions' }).getAttribute('href')).toBe(paths.mySessions);
    cleanup();
    sessions = [];
    show(CLIENT, 4);
    const none = await screen.findByRole('region', { name: 'Your next session' });
    expect(await within(none).findByText(/No session is scheduled/)).toBeTruthy();
  });

  it('says when the dashboard cannot be loaded, and loads it again on “Try again”', async () => {
    show(() => httpError(500, { error: 'The database is busy', code: 'INTERNAL' }), 3);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/load your dashboard/);
    mocked.mockResolvedValueOnce(ok(COACH));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /Needs attention/ })).toBeTruthy();
    expect(mocked).toHaveBeenCalledTimes(2);
  });
});

describe('the attention strip', { timeout: 20_000 }, () => {
  it('sums up a coach’s nudges with a link to the dashboard', async () => {
    show(COACH, 3, <AttentionStrip />);
    const strip = await screen.findByTestId('attention-strip');
    expect(strip.textContent).toContain('1 plan has had no diary entry in the last 30 days.');
    expect(within(strip).getByRole('link', { name: 'See what needs attention' }).getAttribute('href')).toBe(paths.dashboard);
  });

  it('shows a client nothing and asks the server nothing', () => {
    show(CLIENT, 4, <AttentionStrip />);
    expect(screen.queryByTestId('attention-strip')).toBeNull();
    expect(mocked).not.toHaveBeenCalled();
  });
});
