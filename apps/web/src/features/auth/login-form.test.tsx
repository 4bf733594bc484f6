import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/app/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok } from '../../test-utils';
import { authReducer } from './auth-slice';
import { LoginForm } from './login-form';
import { validateRegister, emptyRegisterValues } from './register-fields';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);

function renderForm(from?: string) {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginForm /> },
      { path: paths.clientListing, element: <p>Landed</p> },
      { path: paths.report, element: <p>Report</p> },
    ],
    { initialEntries: [from === undefined ? paths.login : { pathname: paths.login, state: { from } }] },
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

  it('goes to /clientlisting after signing in', async () => {
    mocked.mockResolvedValueOnce(ok({ token: 't', user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' }));
    const router = renderForm();
    submit('client.maple', 'Client-demo-2026');
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.clientListing);
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
  it('uses the contract messages', () => {
    const result = validateRegister({
      ...emptyRegisterValues,
      username: 'ab',
      email: 'nope',
      password: 'short',
      firstname: 'A',
      lastname: 'B',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.username).toBe('Username must be at least 3 characters');
      expect(result.errors.email).toBe('Enter a valid email address');
      expect(result.errors.password).toBe('Password must be at least 8 characters');
    }
  });

  it('leaves optional fields out when empty', () => {
    const result = validateRegister({
      ...emptyRegisterValues,
      username: 'new.person',
      email: 'a@b.ca',
      password: 'longenough',
      firstname: 'A',
      lastname: 'B',
    });
    expect(result.ok && result.body).toEqual({
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
