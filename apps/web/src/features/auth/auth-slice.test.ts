import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSessionEnds } from '../../api/api-call';
import { request } from '../../api/request';
import { httpError, makeUser, ok, storeWith } from '../../test-utils';
import { authReducer, initialAuthState, type AuthState } from './auth-slice';
import { fetchMe, login, logout, register } from './auth-thunks';

vi.mock('../../api/request', () => ({ request: vi.fn() }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('auth', authReducer);
const auth = (store: ReturnType<typeof newStore>) => store.getState().auth as AuthState;
const session = { token: 'tok.en', user: makeUser(), expiresAt: '2099-01-01T00:00:00.000Z' };

beforeEach(() => {
  mocked.mockReset();
});

describe('auth: login', () => {
  it('stores the token (quoted), user and expiration time, and sets isAuth', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(session));
    await store.dispatch(login({ username: 'client.maple', password: 'pw' }));
    expect(mocked).toHaveBeenCalledWith('POST', '/auth/login', { username: 'client.maple', password: 'pw' }, undefined, undefined);
    expect(auth(store)).toMatchObject({ token: 'tok.en', isAuth: true, loading: false, user: session.user });
    expect(localStorage.getItem('token')).toBe('"tok.en"');
    expect(localStorage.getItem('expirationTime')).toBe(session.expiresAt);
  });

  it('is loading while pending', () => {
    expect(authReducer(initialAuthState(), { type: login.pending.type }).loading).toBe(true);
  });

  it("fails with 'Invalid credentials. Please try again.' on 401", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(401, { error: 'Invalid credentials', code: 'UNAUTHENTICATED' }));
    const action = await store.dispatch(login({ username: 'x', password: 'y' }));
    expect(login.rejected.match(action) && action.error.message).toBe('Invalid credentials. Please try again.');
    expect(auth(store)).toMatchObject({ isAuth: false, token: null, error: 'Invalid credentials. Please try again.' });
  });

  it('a wrong password is not an ended session, even with an old token still stored', async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    localStorage.setItem('token', JSON.stringify('old.token.here'));
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(401, { error: 'Invalid credentials', code: 'UNAUTHENTICATED' }));
    await store.dispatch(login({ username: 'x', password: 'y' }));
    expect(ended).not.toHaveBeenCalled();
    localStorage.removeItem('token');
    whenSessionEnds(() => {});
  });

  it('requires status 200', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(session, 201));
    await store.dispatch(login({ username: 'x', password: 'y' }));
    expect(auth(store).isAuth).toBe(false);
  });

  it('says what the server says when rate limited', async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(429, { error: 'Too many attempts. Try again in 15 minutes.', code: 'RATE_LIMITED' }));
    await store.dispatch(login({ username: 'x', password: 'y' }));
    expect(auth(store).error).toBe('Too many attempts. Try again in 15 minutes.');
  });
});

describe('auth: register', () => {
  it('needs 201 and keeps signupData', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok(session, 201));
    await store.dispatch(register({ username: 'new.one', email: 'a@b.ca', password: 'longenough', firstname: 'A', lastname: 'B' }));
    expect(auth(store)).toMatchObject({ isAuth: true, signupData: session.user });
  });

  it("shows the server's error, else 'Registration failed. Please try again.'", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(409, { error: 'That username is already taken.', code: 'CONFLICT' }));
    await store.dispatch(register({ username: 'a', email: 'a@b.ca', password: 'p', firstname: 'A', lastname: 'B' }));
    expect(auth(store).error).toBe('That username is already taken.');
    mocked.mockRejectedValueOnce(new Error('Network Error'));
    await store.dispatch(register({ username: 'a', email: 'a@b.ca', password: 'p', firstname: 'A', lastname: 'B' }));
    expect(auth(store).error).toBe('Registration failed. Please try again.');
  });
});

describe('auth: current user', () => {
  it('without a token, fails without calling the server and stays signed out', async () => {
    const store = newStore();
    await store.dispatch(fetchMe());
    expect(mocked).not.toHaveBeenCalled();
    expect(auth(store)).toMatchObject({ isAuth: false, token: null });
  });

  it('stores the user from data.user on success', async () => {
    localStorage.setItem('token', '"tok"');
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ user: makeUser({ firstname: 'Fresh' }) }));
    await store.dispatch(fetchMe());
    expect(mocked).toHaveBeenCalledWith('GET', '/auth/getMe', undefined, undefined, undefined);
    expect(auth(store)).toMatchObject({ isAuth: true, checked: true, user: { firstname: 'Fresh' } });
  });

  it('clears the session when the lookup fails', async () => {
    localStorage.setItem('token', '"tok"');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(401, { error: 'Sign in again', code: 'UNAUTHENTICATED' }));
    await store.dispatch(fetchMe());
    expect(auth(store)).toMatchObject({ isAuth: false, token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears the session when the server cannot answer either', async () => {
    localStorage.setItem('token', '"tok"');
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(500, { error: 'Down', code: 'INTERNAL' }));
    await store.dispatch(fetchMe());
    expect(auth(store)).toMatchObject({ isAuth: false, token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays signed in as stored when the lookup gets no answer at all (no signal): the app opens offline', async () => {
    localStorage.setItem('token', '"tok"');
    localStorage.setItem('user', JSON.stringify(makeUser({ firstname: 'Stored' })));
    const store = newStore();
    mocked.mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    await store.dispatch(fetchMe());
    expect(auth(store)).toMatchObject({ isAuth: true, checked: true, token: 'tok', user: { firstname: 'Stored' } });
    expect(localStorage.getItem('token')).toBe('"tok"');
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('still signs out when the session ended on this device meanwhile (another tab signed out), with no call', async () => {
    localStorage.setItem('token', '"tok"');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    const store = newStore();
    localStorage.removeItem('token');
    await store.dispatch(fetchMe());
    expect(mocked).not.toHaveBeenCalled();
    expect(auth(store)).toMatchObject({ isAuth: false, token: null, user: null });
  });

  it('starts signed out when the stored session has expired', () => {
    localStorage.setItem('token', '"tok"');
    localStorage.setItem('expirationTime', '2000-01-01T00:00:00.000Z');
    expect(initialAuthState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('starts from the stored token otherwise', () => {
    localStorage.setItem('token', '"tok"');
    localStorage.setItem('expirationTime', '2099-01-01T00:00:00.000Z');
    expect(initialAuthState().token).toBe('tok');
  });
});

describe('auth: logout', () => {
  it('clears token, user and expiration time even when the server call fails', async () => {
    localStorage.setItem('token', '"tok"');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    localStorage.setItem('expirationTime', '2099-01-01T00:00:00.000Z');
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(500, { error: 'Down', code: 'INTERNAL' }));
    await store.dispatch(logout());
    expect(mocked).toHaveBeenCalledWith('POST', '/auth/logout', undefined, undefined, undefined);
    expect(localStorage.length).toBe(0);
    expect(auth(store)).toMatchObject({ isAuth: false, token: null, user: null });
  });
});
