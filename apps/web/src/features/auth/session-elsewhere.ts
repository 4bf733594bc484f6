import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { clearSession, readToken, STORAGE_KEYS, tokenUserId } from '../../api/session-storage';
import { hasUnsavedChanges, subscribeUnsavedChanges } from '../../lib/unsaved-changes';
import { sessionCleared, sessionLost, sessionResumed, type AuthState } from './auth-slice';

interface SessionStore {
  getState: () => { auth: AuthState };
  dispatch: Dispatch<UnknownAction>;
}

/** The stored session is someone else's now (another tab signed them in): this tab starts again as them. */
const someoneElseStored = (token: string | null) => {
  const stored = readToken();
  return token !== null && stored !== null && stored !== token;
};

function endNow(store: SessionStore, reload: () => void): void {
  if (someoneElseStored(store.getState().auth.token)) return reload();
  clearSession();
  store.dispatch(sessionCleared());
}

/**
 * A session this tab can no longer use ends here: at once when nothing typed is at
 * risk (the guard then sends the person to /login), else only in the header until the
 * form is saved (after the password dialog) or left.
 */
export function endSessionHere(store: SessionStore, reload = () => window.location.reload()): void {
  if (store.getState().auth.token && hasUnsavedChanges()) {
    store.dispatch(sessionLost());
    return;
  }
  endNow(store, reload);
}

/**
 * The tabs of one browser share one stored session (product specification section 9). When another
 * tab signs out (the server then ends every session of the person), this tab hears
 * it through the `storage` event and says so at once instead of showing the person
 * until a save fails; when another tab signs the same person in again, this tab
 * goes on with that session, and when it signs in someone else, this tab starts again
 * as them (once nothing typed is at risk).
 */
export function followOtherTabs(store: SessionStore, reload = () => window.location.reload()): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    const { token, user } = store.getState().auth;
    const stored = readToken();
    if (!token || stored === token) return;
    if (stored !== null && user && tokenUserId(stored) === user.id) store.dispatch(sessionResumed(stored));
    else endSessionHere(store, reload);
  };
  // A lost session ends for good once nothing typed is left to keep (saved, discarded or left).
  const onUnsavedChange = () => {
    if (store.getState().auth.sessionLost && !hasUnsavedChanges()) endNow(store, reload);
  };
  window.addEventListener('storage', onStorage);
  const stopWatching = subscribeUnsavedChanges(onUnsavedChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    stopWatching();
  };
}

/** The password dialog declined: the header no longer shows the person, and the session ends once nothing typed is at risk. */
export const sessionDeclined =
  () =>
  (dispatch: Dispatch<UnknownAction>, getState: () => unknown): void =>
    endSessionHere({ dispatch, getState: getState as SessionStore['getState'] });
