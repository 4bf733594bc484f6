import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/app/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok } from '../../test-utils';
import { AuthGuard } from './auth-guard';
import { authReducer } from './auth-slice';
import { RoleGuard } from './role-guard';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);

function renderAt(path: string) {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <p>Sign-in page</p> },
      {
        element: <AuthGuard />,
        children: [
          { path: paths.clientListing, element: <p>Private clients</p> },
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
});
