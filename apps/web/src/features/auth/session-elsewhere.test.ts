import { configureStore } from '@reduxjs/toolkit';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUnsavedChanges, useUnsavedChanges } from '../../lib/unsaved-changes';
import { makeUser } from '../../test-utils';
import { authReducer, type AuthState } from './auth-slice';
import { followOtherTabs } from './session-elsewhere';

const user = makeUser({ id: 12, username: 'coach.sarah', category_id: 3 });
/** A token of the shape the API signs: its payload names the user (`sub`). */
const tokenOf = (id: number, n = 1) => `h.${btoa(JSON.stringify({ sub: String(id), ver: n })).replace(/=+$/, '')}.s`;

let stop = () => {};
let reload: ReturnType<typeof vi.fn<() => void>>;

function signedInTab() {
  localStorage.setItem('token', JSON.stringify(tokenOf(12)));
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('expirationTime', '2099-01-01T00:00:00.000Z');
  const store = configureStore({ reducer: { auth: authReducer } });
  reload = vi.fn<() => void>();
  stop = followOtherTabs(store, reload);
  return store;
}
const auth = (store: ReturnType<typeof signedInTab>) => store.getState().auth as AuthState;

/** What the browser tells this tab when another one changes the stored session. */
function otherTab(change: () => void) {
  change();
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
}
const signOutElsewhere = () => otherTab(() => localStorage.clear());

beforeEach(() => localStorage.clear());
afterEach(() => {
  stop();
  forgetUnsavedChanges();
});

describe('another tab of the browser', () => {
  it('signs out: with nothing unsaved, this tab is signed out at once', () => {
    const store = signedInTab();
    signOutElsewhere();
    expect(auth(store)).toMatchObject({ token: null, user: null, sessionLost: false });
  });

  it('signs out under a form with unsaved changes: the person is shown signed out, the form stays until it is left', () => {
    const store = signedInTab();
    const form = renderHook(() => useUnsavedChanges(true));
    signOutElsewhere();
    expect(auth(store)).toMatchObject({ token: tokenOf(12), user, sessionLost: true });
    form.unmount(); // the form is discarded
    expect(auth(store)).toMatchObject({ token: null, user: null, sessionLost: false });
  });

  it('signs the same person in again: this tab goes on with that session', () => {
    const store = signedInTab();
    const form = renderHook(() => useUnsavedChanges(true));
    signOutElsewhere();
    otherTab(() => localStorage.setItem('token', JSON.stringify(tokenOf(12, 2))));
    expect(auth(store)).toMatchObject({ token: tokenOf(12, 2), user, sessionLost: false });
    form.unmount();
    expect(auth(store).token).toBe(tokenOf(12, 2));
    expect(localStorage.getItem('token')).toBe(JSON.stringify(tokenOf(12, 2)));
  });

  it('signs someone else in: this tab starts again as them, without touching their session', () => {
    const store = signedInTab();
    otherTab(() => localStorage.setItem('token', JSON.stringify(tokenOf(99))));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(auth(store).token).toBe(tokenOf(12));
    expect(localStorage.getItem('token')).toBe(JSON.stringify(tokenOf(99)));
  });

  it('changes something else: nothing happens', () => {
    const store = signedInTab();
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }));
    expect(auth(store)).toMatchObject({ token: tokenOf(12), sessionLost: false });
  });
});
