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

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);
const SESSION = { token: 't', user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' };

function renderForm() {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginForm /> },
      { path: paths.clientListing, element: <p>Landed</p> },
    ],
    { initialEntries: [paths.login] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

function submitPassword() {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'coach.kim' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Coach-pass-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

/** Two-factor sign-in: the sign-in form's second step and the set-up staff must do first. */
describe('LoginForm with two-factor sign-in', () => {
  it('asks for a code after the password, keeps no session before it, then signs in with it', async () => {
    mocked.mockResolvedValueOnce(ok({ two_factor_required: true, challenge: 'ch' }));
    const store = renderForm();
    submitPassword();
    const code = await screen.findByLabelText(/Code from your authenticator app/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(store.getState().auth.isAuth).toBe(false);

    mocked.mockRejectedValueOnce(httpError(401, { error: 'That code is not right.', code: 'UNAUTHENTICATED' }));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');

    mocked.mockResolvedValueOnce(ok(SESSION));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(mocked).toHaveBeenLastCalledWith('POST', '/auth/login/two-factor', { challenge: 'ch', code: '123456' }, undefined, undefined);
    expect(store.getState().auth.isAuth).toBe(true);
  });

  it('takes a recovery code instead', async () => {
    mocked.mockResolvedValueOnce(ok({ two_factor_required: true, challenge: 'ch' }));
    renderForm();
    submitPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: 'abcde-12345' } });
    mocked.mockResolvedValueOnce(ok(SESSION));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(mocked).toHaveBeenLastCalledWith(
      'POST',
      '/auth/login/two-factor',
      { challenge: 'ch', recovery_code: 'abcde-12345' },
      undefined,
      undefined,
    );
  });

  it('has staff set it up first when the centre requires it, shows the recovery codes once, then goes on', async () => {
    mocked.mockResolvedValueOnce(ok({ two_factor_setup_required: true, challenge: 'setup' }));
    mocked.mockResolvedValueOnce(
      ok({ secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    );
    renderForm();
    submitPassword();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(mocked).toHaveBeenLastCalledWith('POST', '/auth/two-factor/setup', { challenge: 'setup' }, undefined, undefined);
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-1234${i}`);
    mocked.mockResolvedValueOnce(ok({ recovery_codes: codes, session: SESSION }));
    fireEvent.change(screen.getByLabelText(/Code from your authenticator app/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('abcde-12349')).toBeTruthy();
    expect(mocked).toHaveBeenLastCalledWith(
      'POST',
      '/auth/two-factor/enable',
      { challenge: 'setup', code: '654321' },
      undefined,
      undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Landed')).toBeTruthy();
  });
});
