import { configureStore } from '@reduxjs/toolkit';
import { endpoint } from '@tc/contract/endpoint';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from '../../api/request';
import { apiThunk } from '../../lib/api-thunk';
import { hasUnsavedChanges, useUnsavedChanges } from '../../lib/unsaved-changes';
import { httpError, makeUser, ok } from '../../test-utils';
import { authReducer } from './auth-slice';
import { ReauthDialog } from './reauth-dialog';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const mocked = vi.mocked(request);

const entry = z.object({ id: z.number(), notes: z.string() });
const addEntry = apiThunk(
  'test/addEntry',
  endpoint({
    operationId: 'addEntry',
    method: 'POST',
    path: '/entries',
    summary: 'Add an entry',
    tags: ['test'],
    auth: true,
    body: z.object({ notes: z.string() }),
    status: 201,
    response: entry,
    errors: [],
  }),
  { args: (notes: string) => ({ body: { notes } }), failure: 'Failed to add entry' },
);

const ENDED = httpError(401, { error: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' });
const WRONG = httpError(401, { error: 'Invalid credentials', code: 'UNAUTHENTICATED' });
const user = makeUser({ username: 'coach.sarah', category_id: 3 });

/** A form holding what was typed. */
function TypedForm() {
  useUnsavedChanges(true);
  return null;
}

function setUp(typed = false) {
  localStorage.setItem('token', '"old.token"');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('expirationTime', '2099-01-01T00:00:00.000Z');
  const store = configureStore({ reducer: { auth: authReducer } });
  render(
    <Provider store={store}>
      <ReauthDialog />
      {typed && <TypedForm />}
    </Provider>,
  );
  return store;
}

const dialog = () => screen.findByRole('dialog', { name: 'Your session has ended' });
const typePassword = async (password: string) => {
  fireEvent.change(within(await dialog()).getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(within(await dialog()).getByRole('button', { name: 'Sign in' }));
};

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('ReauthDialog', () => {
  it('asks for the password of the person signed in, and the waiting save then resolves with its answer', async () => {
    const store = setUp();
    mocked
      .mockRejectedValueOnce(ENDED)
      .mockRejectedValueOnce(WRONG)
      .mockResolvedValueOnce(ok({ token: 'new.token', user, expiresAt: '2099-02-01T00:00:00.000Z' }))
      .mockResolvedValueOnce(ok({ id: 5, notes: 'typed' }, 201));
    const saving = store.dispatch(addEntry('typed'));

    expect(within(await dialog()).getByLabelText('Username')).toHaveProperty('value', 'coach.sarah');
    await typePassword('wrong');
    expect((await within(await dialog()).findByRole('alert')).textContent).toBe('Invalid credentials. Please try again.');

    await typePassword('Coach-demo-2026');
    const done = await saving;
    expect(addEntry.fulfilled.match(done) && done.payload).toEqual({ id: 5, notes: 'typed' });
    expect(mocked).toHaveBeenCalledWith(
      'POST',
      '/auth/login',
      { username: 'coach.sarah', password: 'Coach-demo-2026' },
      undefined,
      undefined,
    );
    expect(mocked.mock.calls[3][1]).toBe('/entries');
    expect(localStorage.getItem('token')).toBe('"new.token"');
    expect(store.getState().auth).toMatchObject({ token: 'new.token', isAuth: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancel under a form with unsaved changes: the save fails once, the form and session stay, the header says signed out', async () => {
    const store = setUp(true);
    mocked.mockRejectedValueOnce(ENDED);
    const saving = store.dispatch(addEntry('typed'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    const done = await saving;
    expect(addEntry.rejected.match(done) && done.error).toMatchObject({
      message: 'Your session has ended. Please sign in again.',
      sessionEnded: false,
      signInDeclined: true,
    });
    expect(localStorage.getItem('token')).toBe('"old.token"');
    expect(store.getState().auth).toMatchObject({ token: 'old.token', sessionLost: true });
    expect(mocked).toHaveBeenCalledTimes(1);
  });

  it('Cancel with nothing unsaved ends the session (the guard then sends the person to sign in)', async () => {
    const store = setUp();
    mocked.mockRejectedValueOnce(ENDED);
    const saving = store.dispatch(addEntry('typed'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await saving;
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, user: null, sessionLost: false });
  });

  it('asks once for two saves, and says so when the password is missing', async () => {
    const store = setUp();
    mocked
      .mockRejectedValueOnce(ENDED)
      .mockRejectedValueOnce(ENDED)
      .mockResolvedValueOnce(ok({ token: 'new.token', user, expiresAt: '2099-02-01T00:00:00.000Z' }))
      .mockResolvedValue(ok({ id: 1, notes: 'x' }, 201));
    const both = Promise.all([store.dispatch(addEntry('one')), store.dispatch(addEntry('two'))]);
    await dialog();
    await typePassword('Coach-demo-2026');
    const results = await both;
    expect(results.every((r) => addEntry.fulfilled.match(r))).toBe(true);
    expect(mocked.mock.calls.filter(([, path]) => path === '/auth/login')).toHaveLength(1);
  });

  it('asks a two-factor account for its code after the password, then makes the save', async () => {
    const store = setUp();
    mocked
      .mockRejectedValueOnce(ENDED)
      .mockResolvedValueOnce(ok({ two_factor_required: true, challenge: 'the.challenge' }))
      .mockResolvedValueOnce(ok({ token: 'new.token', user, expiresAt: '2099-02-01T00:00:00.000Z' }))
      .mockResolvedValueOnce(ok({ id: 7, notes: 'typed' }, 201));
    const saving = store.dispatch(addEntry('typed'));
    await typePassword('Coach-demo-2026');
    const code = await within(await dialog()).findByLabelText(/Code from your authenticator app/);
    expect(localStorage.getItem('token')).toBe('"old.token"');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Sign in' }));
    const done = await saving;
    expect(addEntry.fulfilled.match(done) && done.payload).toEqual({ id: 7, notes: 'typed' });
    expect(mocked.mock.calls[2].slice(0, 3)).toEqual(['POST', '/auth/login/two-factor', { challenge: 'the.challenge', code: '123456' }]);
    expect(localStorage.getItem('token')).toBe('"new.token"');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a blank password is said before anything is sent; signing in again keeps the warning of the form behind', async () => {
    const store = setUp(true);
    mocked
      .mockRejectedValueOnce(ENDED)
      .mockResolvedValueOnce(ok({ token: 'new.token', user, expiresAt: '2099-02-01T00:00:00.000Z' }))
      .mockResolvedValueOnce(ok({ id: 8, notes: 'typed' }, 201));
    const saving = store.dispatch(addEntry('typed'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Sign in' }));
    expect((await within(await dialog()).findByRole('alert')).textContent).toBe('Enter your password');
    expect(within(await dialog()).getByText('Required')).toBeTruthy();
    expect(mocked).toHaveBeenCalledTimes(1);
    await typePassword('Coach-demo-2026');
    expect(addEntry.fulfilled.match(await saving)).toBe(true);
    // The form behind still holds what was typed until its own save says otherwise.
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('answers "declined" when it unmounts while asking', async () => {
    const store = setUp();
    mocked.mockRejectedValueOnce(ENDED);
    const saving = store.dispatch(addEntry('typed'));
    await dialog();
    act(() => cleanup());
    expect(addEntry.rejected.match(await saving)).toBe(true);
  });
});
