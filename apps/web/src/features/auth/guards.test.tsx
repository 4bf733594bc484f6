import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/app/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { httpError, makeUser, ok } from '../../test-utils';
import { AuthGuard } from './auth-guard';
import { authReducer } from './auth-slice';
import { logout } from './auth-thunks';
import { LoginForm } from './login-form';
import { RoleGuard } from './role-guard';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);

/** A page with a form that holds something not saved yet, until Done. */
function HalfTypedForm() {
  const [dirty, setDirty] = useState(true);
  useUnsavedChanges(dirty);
  return <button onClick={() => setDirty(false)}>{dirty ? 'Done' : 'Nothing unsaved'}</button>;
}

function renderAt(path: string, signInPage = <p>Sign-in page</p>) {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter(
    [
      { path: paths.login, element: signInPage },
      {
        element: <AuthGuard />,
        children: [
          { path: paths.clientListing, element: <p>Private clients</p> },
          { path: paths.report, element: <HalfTypedForm /> },
          { element: <RoleGuard allow={[2]} />, children: [{ path: paths.forms, element: <p>Forms admin</p> }] },
          { element: <RoleGuard deny={[4]} />, children: [{ path: paths.coachListing, element: <p>Coach list</p> }] },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

function signIn(categoryId: number, expiresAt = '2099-01-01T00:00:00.000Z') {
  localStorage.setItem('token', '"tok"');
  localStorage.setItem('expirationTime', expiresAt);
  mocked.mockResolvedValue(ok({ user: makeUser({ category_id: categoryId }) }));
}

beforeEach(() => {
  mocked.mockReset();
});
afterEach(cleanup);

describe('AuthGuard', () => {
  it('sends a visitor without a session to /login', async () => {
    const { router } = renderAt(paths.clientListing);
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(mocked).not.toHaveBeenCalled();
  });

  it('fetches the current user and then shows the page', async () => {
    signIn(4);
    renderAt(paths.clientListing);
    expect(await screen.findByText('Private clients')).toBeTruthy();
    expect(mocked).toHaveBeenCalledWith('GET', '/auth/getMe', undefined, undefined, undefined);
  });

  it('clears the session and goes to /login when the lookup fails', async () => {
    localStorage.setItem('token', '"dead"');
    mocked.mockImplementation(() => Promise.reject(httpError(401, { error: 'Sign in again', code: 'UNAUTHENTICATED' })));
    renderAt(paths.clientListing);
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('treats an expired session as signed out', async () => {
    signIn(2, '2001-01-01T00:00:00.000Z');
    renderAt(paths.clientListing);
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(mocked).not.toHaveBeenCalled();
  });

  it('fetches the user again on every private navigation', async () => {
    signIn(2);
    const { router } = renderAt(paths.clientListing);
    await screen.findByText('Private clients');
    await act(() => router.navigate(paths.forms));
    await screen.findByText('Forms admin');
    expect(mocked).toHaveBeenCalledTimes(2);
  });
});

describe('RoleGuard', () => {
  it('refuses an admin route to a client with a clear message', async () => {
    signIn(4);
    renderAt(paths.forms);
    expect(await screen.findByText('This page is not available to your role')).toBeTruthy();
    expect(screen.queryByText('Forms admin')).toBeNull();
  });

  it('lets the administrator in', async () => {
    signIn(2);
    renderAt(paths.forms);
    expect(await screen.findByText('Forms admin')).toBeTruthy();
  });

  it('refuses the coach listing to category 4 only', async () => {
    signIn(4);
    renderAt(paths.coachListing);
    expect(await screen.findByText('This page is not available to your role')).toBeTruthy();
    cleanup();
    signIn(3);
    renderAt(paths.coachListing);
    expect(await screen.findByText('Coach list')).toBeTruthy();
  });
});

describe('AuthGuard expiry', () => {
  it('signs out when the session expires while the page is open', async () => {
    signIn(4, new Date(Date.now() + 400).toISOString());
    renderAt(paths.clientListing);
    expect(await screen.findByText('Private clients')).toBeTruthy();
    expect(await screen.findByText('Sign-in page', {}, { timeout: 2000 })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('waits while a form holds unsaved changes, then signs out once nothing is left to lose', async () => {
    signIn(3, new Date(Date.now() + 300).toISOString());
    renderAt(paths.report);
    await screen.findByRole('button', { name: 'Done' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText('Sign-in page')).toBeNull();
    expect(localStorage.getItem('token')).toBe('"tok"');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('back to the page wanted after signing in', () => {
  const session = { token: 'new', user: makeUser({ category_id: 3 }), expiresAt: '2099-01-01T00:00:00.000Z' };
  const withLoginForm = (path: string) =>
    renderAt(
      path,
      <>
        <p>Sign-in page</p>
        <LoginForm />
      </>,
    );
  const answerAsServer = (lookup: 'ok' | 'fails' = 'ok') =>
    mocked.mockImplementation((method, path) => {
      if (path === '/auth/login') return Promise.resolve(ok(session));
      if (path === '/auth/getMe')
        return lookup === 'ok' || localStorage.getItem('token') === '"new"'
          ? Promise.resolve(ok({ user: session.user }))
          : Promise.reject(httpError(401, { error: 'Sign in again', code: 'UNAUTHENTICATED' }));
      return Promise.resolve(ok({ message: `${method} ${path}` }));
    });
  async function signInOnTheForm() {
    await screen.findByText('Sign-in page');
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'coach.sarah' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Coach-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('a signed-out visitor comes back to the page and query they asked for', async () => {
    answerAsServer();
    const { router } = withLoginForm(`${paths.coachListing}?q=amrit`);
    await signInOnTheForm();
    expect(await screen.findByText('Coach list')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${paths.coachListing}?q=amrit`);
  });

  it('so does someone whose session ended on a read', async () => {
    localStorage.setItem('token', '"dead"');
    answerAsServer('fails');
    const { router } = withLoginForm(paths.coachListing);
    await signInOnTheForm();
    expect(await screen.findByText('Coach list')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.coachListing);
  });

  it('someone who signed out themself starts again from /clientlisting', async () => {
    signIn(3);
    answerAsServer();
    const { router, store } = withLoginForm(paths.coachListing);
    await screen.findByText('Coach list');
    await act(() => store.dispatch(logout()));
    await signInOnTheForm();
    expect(await screen.findByText('Private clients')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.clientListing);
  });
});
