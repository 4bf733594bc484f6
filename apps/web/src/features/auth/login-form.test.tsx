import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/app/paths';
import { ACCOUNT_CLOSED } from '@tc/contract/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok } from '../../test-utils';
import { authReducer } from './auth-slice';
import { LoginForm } from './login-form';
import { emptyRegisterValues, registerResolver, type RegisterValues } from './register-fields';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);

function renderForm(from?: string, search = '') {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginForm /> },
      { path: paths.clientListing, element: <p>Landed</p> },
      { path: paths.report, element: <p>Report</p> },
    ],
    { initialEntries: [from === undefined ? `${paths.login}${search}` : { pathname: paths.login, state: { from } }] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  mocked.mockReset();
});
afterEach(cleanup);

describe('LoginForm', () => {
  it('shows the spec alert on wrong credentials', async () => {
    mocked.mockRejectedValueOnce(httpError(401, { error: 'Invalid credentials', code: 'UNAUTHENTICATED' }));
    renderForm();
    submit('admin', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid credentials. Please try again.');
  });

  it('says so when the account is closed (the server tells only once the password is right)', async () => {
    mocked.mockRejectedValueOnce(httpError(401, { error: ACCOUNT_CLOSED, code: 'UNAUTHENTICATED' }));
    renderForm();
    submit('client.closed', 'right-password');
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_CLOSED);
  });

  it('goes to /clientlisting after signing in', async () => {
    mocked.mockResolvedValueOnce(ok({ token: 't', user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' }));
    const router = renderForm();
    submit('client.maple', 'Client-demo-2026');
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.clientListing);
  });
});

describe('LoginForm when sign-in is paused from this network', () => {
  const PAUSED = 'Too many failed sign-in attempts for this account, so signing in to it from new networks is paused for 15 minutes.';
  const session = ok({ token: 't', user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' });

  it('says so, and offers a code of the authenticator app or an unlock link by email', async () => {
    mocked.mockRejectedValueOnce(httpError(429, { error: PAUSED, code: 'RATE_LIMITED' }));
    renderForm();
    submit('client.maple', 'Client-demo-2026');
    expect((await screen.findByRole('alert')).textContent).toBe(PAUSED);
    mocked.mockResolvedValueOnce(ok({ message: "We've emailed its owner a link." }, 202));
    fireEvent.click(screen.getByRole('button', { name: 'Email me an unlock link' }));
    expect((await screen.findByRole('status')).textContent).toBe("We've emailed its owner a link.");
    expect(mocked.mock.calls[1].slice(0, 3)).toEqual(['POST', '/auth/unlock-link', { username: 'client.maple' }]);
    // The code goes with the password.
    mocked.mockResolvedValueOnce(session);
    fireEvent.change(screen.getByLabelText(/Code from your authenticator app/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(mocked.mock.calls[2].slice(0, 3)).toEqual([
      'POST',
      '/auth/login',
      { username: 'client.maple', password: 'Client-demo-2026', code: '123 456' },
    ]);
  });

  it('opened from an unlock link, sends its token with the password', async () => {
    mocked.mockResolvedValueOnce(session);
    renderForm(undefined, '?unlock=the-link-token');
    expect(screen.getByText(/this link lets you in from this network, once/)).toBeTruthy();
    submit('client.maple', 'Client-demo-2026');
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(mocked.mock.calls[0].slice(0, 3)).toEqual([
      'POST',
      '/auth/login',
      { username: 'client.maple', password: 'Client-demo-2026', unlock_token: 'the-link-token' },
    ]);
  });
});

describe('LoginForm after being sent to sign in', () => {
  const session = ok({ token: 't', user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' });

  it('goes back to the page the visitor wanted', async () => {
    mocked.mockResolvedValueOnce(session);
    const router = renderForm(`${paths.report}?fiscal_year=2025`);
    submit('client.maple', 'Client-demo-2026');
    expect(await screen.findByText('Report')).toBeTruthy();
    expect(router.state.location.search).toBe('?fiscal_year=2025');
  });

  it.each(['//evil.example/report', 'https://evil.example/', '/\\evil.example', paths.login])('never follows %s', async (from) => {
    mocked.mockResolvedValueOnce(session);
    const router = renderForm(from);
    submit('client.maple', 'Client-demo-2026');
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.clientListing);
  });
});

describe('register validation', () => {
  const check = (values: RegisterValues) => registerResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('uses the contract messages', async () => {
    const { errors } = await check({
      ...emptyRegisterValues,
      username: 'ab',
      email: 'nope',
      password: 'short',
      firstname: 'A',
      lastname: 'B',
    });
    expect(errors.username?.message).toBe('Username must be at least 3 characters');
    expect(errors.email?.message).toBe('Enter a valid email address');
    expect(errors.password?.message).toBe('Password must be at least 8 characters');
  });

  it('leaves optional fields out when empty', async () => {
    const { values } = await check({
      ...emptyRegisterValues,
      username: 'new.person',
      email: 'a@b.ca',
      password: 'longenough',
      firstname: 'A',
      lastname: 'B',
    });
    expect(values).toEqual({
      username: 'new.person',
      email: 'a@b.ca',
      password: 'longenough',
      firstname: 'A',
      lastname: 'B',
    });
  });
});

describe('LoginForm without input', () => {
  it('says which field is missing instead of calling the server', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(mocked).not.toHaveBeenCalled();
  });
});
