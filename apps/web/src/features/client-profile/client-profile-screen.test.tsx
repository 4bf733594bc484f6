import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import type { User } from '@tc/contract/users';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok } from '../../test-utils';
import ClientProfileScreen from './client-profile-screen';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
configure({ asyncUtilTimeout: 5000 });

const coach = makeUser({ id: 2, username: 'coach.sarah', firstname: 'Sarah', lastname: 'Thompson', category_id: 3 });
const admin = makeUser({ id: 1, username: 'admin', firstname: 'Grace', lastname: 'Whitford', category_id: 2 });
const client = makeUser({ id: 7, firstname: 'Olivia', lastname: 'Nguyen', business_name: 'Riverbend Little Learners' });

/** The API by path: each test says what the calls it cares about answer; the rest answer empty lists. */
function answer(byPath: Record<string, () => unknown>) {
  mocked.mockImplementation(async (_method, path = '') => {
    const route = Object.keys(byPath).find((p) => path.split('?')[0] === p);
    if (route) return byPath[route]() as never;
    if (path.startsWith('/action-plans')) return ok({ total: 0, page: 1, pageSize: 5, actionPlans: [] }) as never;
    if (path.startsWith('/action-journals/summary')) return ok({ client_id: 7, entries: 0, minutes: 0, byPlan: [] }) as never;
    return ok([]) as never;
  });
}

function renderProfile(viewer: User, id = 7) {
  const store = configureStore({ reducer: { auth: (state: { user: User | null } = { user: viewer }) => state } });
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/clients/${id}`]}>
          <Routes>
            <Route path="/clients/:id" element={<ClientProfileScreen />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </ThemeProvider>,
  );
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('ClientProfileScreen', () => {
  it("tells a coach of other clients, by the client's name, that they don't coach them, with the way back", async () => {
    answer({
      '/clients/7/coaches': () => Promise.reject(httpError(403, { error: "You don't coach this client.", code: 'FORBIDDEN' })),
      '/users/7': () => ok(client),
    });
    renderProfile(coach);
    expect(await screen.findByText("You don't coach this client")).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia Nguyen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the clients' }).getAttribute('href')).toBe('/clientlisting');
    expect(screen.queryByText(/Not available to this user/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Action plans' })).toBeNull();
    // Nothing of the client's records is asked for once the door is shut.
    const asked = mocked.mock.calls.map(([, path]) => path).filter(Boolean);
    expect(asked.sort()).toEqual(['/clients/7/coaches', '/users/7']);
  });

  it('says a person who is not a client cannot be found', async () => {
    answer({
      '/clients/7/coaches': () => Promise.reject(httpError(404, { error: 'Client not found.', code: 'NOT_FOUND' })),
      '/users/7': () => ok(client),
    });
    renderProfile(admin);
    expect(await screen.findByText("We couldn't find this client")).toBeTruthy();
  });

  it('gives an administrator each section, saying what to do next where it is empty', async () => {
    answer({
      '/clients/7/coaches': () => ok([]),
      '/users/7': () => ok(client),
    });
    renderProfile(admin);
    expect(await screen.findByRole('heading', { level: 1, name: /Olivia Nguyen/ })).toBeTruthy();
    const coaches = await screen.findByRole('region', { name: 'Coaches' });
    expect(within(coaches).getByText('No coach yet. Choose “Manage coaches” to assign one.')).toBeTruthy();
    const plans = await screen.findByRole('region', { name: 'Action plans' });
    expect(await within(plans).findByText(/Choose “New action plan” to write the first one/)).toBeTruthy();
    const entries = screen.getByRole('region', { name: 'Recent diary entries' });
    expect(await within(entries).findByText(/so write a plan first/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Contact and business' })).getByText('Riverbend Little Learners')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hours of coaching',
      'Contact and business',
      'Coaches',
      'Action plans',
      'Recent diary entries',
      'Milestones',
    ]);
  });
});
