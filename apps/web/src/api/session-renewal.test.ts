import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, ok } from '../test-utils';
import { apiCall, whenSessionEnds, type ApiCallSpec, type ApiFailure } from './api-call';
import { request } from './request';
import { renewSession, whenPasswordNeeded } from './session-renewal';

vi.mock('./request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const mocked = vi.mocked(request);

const ENDED = httpError(401, { error: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' });
const save: ApiCallSpec = {
  method: 'POST',
  path: '/action-journals',
  body: { notes: 'typed' },
  accept: [201],
  failure: 'Failed to add entry',
};
const read: ApiCallSpec = { method: 'GET', path: '/action-journals', accept: [200], failure: 'Failed to load' };

const signIn = (token: string) => localStorage.setItem('token', JSON.stringify(token));
/** What the dialog does when the person signs in again: a new token, then "go on". */
const answered = (renewed: boolean) =>
  vi.fn(() => {
    if (renewed) signIn('new.token');
    return Promise.resolve(renewed);
  });

let ended: ReturnType<typeof vi.fn<() => void>>;
let stopAsking = () => {};

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.error).mockReset();
  ended = vi.fn<() => void>();
  whenSessionEnds(ended);
  signIn('old.token');
});
afterEach(() => {
  stopAsking();
  whenSessionEnds(() => {});
});

describe('a save that meets an ended session', () => {
  it('asks for the password, then sends the same save again and resolves with its answer', async () => {
    const ask = answered(true);
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockRejectedValueOnce(ENDED).mockResolvedValueOnce(ok({ id: 9, notes: 'typed' }, 201));
    await expect(apiCall(save)).resolves.toEqual({ id: 9, notes: 'typed' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(mocked).toHaveBeenCalledTimes(2);
    expect(mocked.mock.calls[1]).toEqual(mocked.mock.calls[0]);
    expect(ended).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('asks once for several saves waiting at the same time', async () => {
    let release: (renewed: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockImplementation((_method, path) =>
      localStorage.getItem('token') === '"new.token"' ? Promise.resolve(ok({ path }, 201)) : Promise.reject(ENDED),
    );
    const first = apiCall({ ...save, path: '/a' });
    const second = apiCall({ ...save, path: '/b', method: 'PUT' });
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    signIn('new.token');
    release(true);
    await expect(Promise.all([first, second])).resolves.toEqual([{ path: '/a' }, { path: '/b' }]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(mocked).toHaveBeenCalledTimes(4);
  });

  it('Cancel: the save fails with its usual message, and the session is not ended under the form', async () => {
    stopAsking = whenPasswordNeeded(answered(false));
    mocked.mockRejectedValueOnce(ENDED);
    const failure = (await apiCall(save).catch((e: unknown) => e)) as ApiFailure;
    expect(failure.message).toBe('Your session has ended. Please sign in again.');
    expect(failure.status).toBe(401);
    expect(failure.sessionEnded).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Your session has ended. Please sign in again.');
    expect(ended).not.toHaveBeenCalled();
    expect(mocked).toHaveBeenCalledTimes(1);
  });

  it('sends the save again only once: a second 401 ends the session', async () => {
    stopAsking = whenPasswordNeeded(answered(true));
    mocked.mockRejectedValue(ENDED);
    const failure = (await apiCall(save).catch((e: unknown) => e)) as ApiFailure;
    expect(failure.sessionEnded).toBe(true);
    expect(mocked).toHaveBeenCalledTimes(2);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('without the dialog (a public page), ends the session as before', async () => {
    mocked.mockRejectedValueOnce(ENDED);
    const failure = (await apiCall(save).catch((e: unknown) => e)) as ApiFailure;
    expect(failure.sessionEnded).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('never asks for the sign-in calls themselves', async () => {
    const ask = answered(true);
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockRejectedValue(ENDED);
    await apiCall({ method: 'POST', path: '/auth/logout', accept: [200], failure: 'Sign-out failed', silent: true }).catch(() => null);
    await apiCall({ ...save, path: '/auth/login', authenticated: false }).catch(() => null);
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('a save after another tab signed out (the stored token gone)', () => {
  const SIGN_IN = httpError(401, { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });

  it('asks for the password while this tab still holds a session, then saves with the new one', async () => {
    whenSessionEnds(ended, () => 'old.token');
    localStorage.removeItem('token');
    const ask = vi.fn(() => {
      signIn('new.token');
      whenSessionEnds(ended, () => 'new.token'); // the dialog's sign-in updates the store
      return Promise.resolve(true);
    });
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockRejectedValueOnce(SIGN_IN).mockResolvedValueOnce(ok({ id: 3 }, 201));
    await expect(apiCall(save)).resolves.toEqual({ id: 3 });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it('declined: one message, and the failure says the form need not repeat it', async () => {
    whenSessionEnds(ended, () => 'old.token');
    localStorage.removeItem('token');
    stopAsking = whenPasswordNeeded(answered(false));
    mocked.mockRejectedValueOnce(SIGN_IN);
    const failure = (await apiCall(save).catch((e: unknown) => e)) as ApiFailure;
    expect(failure).toMatchObject({ message: 'Please sign in to continue.', status: 401, sessionEnded: false, signInDeclined: true });
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("never goes on with a token another tab stored for someone else: it asks this tab's person instead", async () => {
    whenSessionEnds(ended, () => 'old.token');
    signIn('someone.elses');
    const ask = answered(true);
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockRejectedValueOnce(ENDED).mockResolvedValueOnce(ok({ id: 4 }, 201));
    await apiCall(save);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('a visitor (no session in this tab) is only told to sign in', async () => {
    localStorage.removeItem('token');
    const ask = answered(true);
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockRejectedValueOnce(SIGN_IN);
    const failure = (await apiCall(save).catch((e: unknown) => e)) as ApiFailure;
    expect(failure.sessionEnded).toBe(false);
    expect(ask).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('a read that meets an ended session', () => {
  it('ends the session at once (the guard then sends the person to /login)', async () => {
    const ask = answered(true);
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockRejectedValueOnce(ENDED);
    const failure = (await apiCall(read).catch((e: unknown) => e)) as ApiFailure;
    expect(failure.sessionEnded).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('waits for the password being asked for a save, then reads again', async () => {
    let release: (renewed: boolean) => void = () => {};
    stopAsking = whenPasswordNeeded(() => new Promise<boolean>((resolve) => (release = resolve)));
    mocked.mockImplementation(() =>
      localStorage.getItem('token') === '"new.token"' ? Promise.resolve(ok({ fine: true }, 201)) : Promise.reject(ENDED),
    );
    const saving = apiCall(save);
    await vi.waitFor(() => expect(mocked).toHaveBeenCalledTimes(1));
    const reading = apiCall({ ...read, accept: [201] });
    await vi.waitFor(() => expect(mocked).toHaveBeenCalledTimes(2));
    signIn('new.token');
    release(true);
    await expect(Promise.all([saving, reading])).resolves.toEqual([{ fine: true }, { fine: true }]);
    expect(ended).not.toHaveBeenCalled();
  });

  it('goes again at once when another call has already signed in anew', async () => {
    const ask = answered(true);
    stopAsking = whenPasswordNeeded(ask);
    mocked.mockImplementationOnce(() => {
      signIn('new.token'); // the answer comes back after another save's dialog renewed the session
      return Promise.reject(ENDED);
    });
    mocked.mockResolvedValueOnce(ok([], 200));
    await expect(apiCall(read)).resolves.toEqual([]);
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('renewSession', () => {
  it('is unavailable with nothing to ask, and a failing question counts as declined', async () => {
    await expect(renewSession()).resolves.toBe('unavailable');
    stopAsking = whenPasswordNeeded(() => Promise.reject(new Error('gone')));
    await expect(renewSession()).resolves.toBe('cancelled');
  });
});
