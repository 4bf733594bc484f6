import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok } from '../../test-utils';
import { authReducer } from './auth-slice';
import SetPasswordPage from './set-password-page';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);

function LoginStandIn() {
  const { state } = useLocation();
  return <p>Sign-in page: {(state as { notice?: string } | null)?.notice}</p>;
}

function renderScreen(search: string) {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter(
    [
      { path: paths.setPassword, element: <SetPasswordPage /> },
      { path: paths.clientListing, element: <p>Landed</p> },
      { path: paths.login, element: <LoginStandIn /> },
    ],
    { initialEntries: [`${paths.setPassword}${search}`] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

function choose(password: string, again = password) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Type the new password again/), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('/set-password', () => {
  it('welcomes an invited person, sets the password and signs them in', async () => {
    mocked
      .mockResolvedValueOnce(ok({ message: 'Your password is set. Welcome!', username: 'noor.h' }))
      .mockResolvedValueOnce(ok({ token: 't', user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' }));
    renderScreen('?token=abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome — choose your password');
    choose('harbour-lantern-violet');
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(mocked.mock.calls[0].slice(0, 3)).toEqual(['POST', '/auth/set-password', { token: 'abc', password: 'harbour-lantern-violet' }]);
    expect(mocked.mock.calls[1][2]).toEqual({ username: 'noor.h', password: 'harbour-lantern-violet' });
  });

  it('sends a two-factor account to the sign-in page with the news', async () => {
    mocked
      .mockResolvedValueOnce(ok({ message: 'Your new password is set.', username: 'amrit.s' }))
      .mockResolvedValueOnce(ok({ two_factor_required: true, challenge: 'c' }));
    renderScreen('?token=abc&purpose=reset');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
    choose('quiet-meadow-compass');
    expect(await screen.findByText('Sign-in page: Your password is set. Sign in as amrit.s with it.')).toBeTruthy();
  });

  it('says a used link is refused, checks the two passwords match, and shows a refused password under its field', async () => {
    renderScreen('?token=abc');
    choose('harbour-lantern-violet', 'harbour-lantern-violat');
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(mocked).not.toHaveBeenCalled();

    const refused = 'This link has expired or has already been used. Ask for a new one.';
    mocked.mockRejectedValueOnce(httpError(400, { error: refused, code: 'VALIDATION_ERROR' }));
    choose('harbour-lantern-violet');
    expect((await screen.findByRole('alert')).textContent).toContain(refused);

    const common = 'This password is too common; choose one that is harder to guess.';
    mocked.mockRejectedValueOnce(
      httpError(400, { error: common, code: 'VALIDATION_ERROR', issues: [{ path: ['password'], message: common }] }),
    );
    choose('password123');
    expect(await screen.findByText(common)).toBeTruthy();
  });

  it('says so when the link has no token', () => {
    renderScreen('');
    expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set my password' })).toBeNull();
  });
});
