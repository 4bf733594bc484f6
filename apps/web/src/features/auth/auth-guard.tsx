import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { clearSession, readExpirationTime, sessionExpired } from '../../api/session-storage';
import { CenteredSpinner } from '../../components/centered-spinner';
import type { ReturnTo } from '../../lib/return-to';
import { useAppDispatch } from '../../lib/store-hooks';
import { hasUnsavedChanges, subscribeUnsavedChanges } from '../../lib/unsaved-changes';
import { selectAuth, sessionCleared } from './auth-slice';
import { fetchMe } from './auth-thunks';

/** setTimeout's ceiling (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Guard of every private route (product specification section 4): each navigation fetches the
 * current user; no token, an expired session or a failed lookup sends the
 * person to /login with the session cleared, and, unless they signed out
 * themself, /login brings them back here once they have signed in.
 */
export function AuthGuard() {
  const { token, user, checked, signedOutByUser } = useSelector(selectAuth);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const live = token !== null && !sessionExpired();

  useEffect(() => {
    if (!live) {
      clearSession();
      dispatch(sessionCleared());
      return;
    }
    void dispatch(fetchMe());
  }, [location.pathname, live, dispatch]);

  // Sign out on the spot when the session expires while the page stays open, but not
  // from under a form with unsaved changes: its save asks for the password instead.
  useEffect(() => {
    const expiresAt = readExpirationTime();
    if (!live || expiresAt === null) return;
    let stopWaiting = () => {};
    const end = () => {
      if (hasUnsavedChanges()) return;
      stopWaiting();
      clearSession();
      dispatch(sessionCleared());
    };
    const timer = setTimeout(
      () => {
        stopWaiting = subscribeUnsavedChanges(end);
        end();
      },
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMEOUT_MS),
    );
    return () => {
      clearTimeout(timer);
      stopWaiting();
    };
  }, [live, token, dispatch]);

  if (!live) {
    const back: ReturnTo | undefined = signedOutByUser ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={back} />;
  }
  // Nothing private renders until the server has confirmed who this is.
  if (!checked || !user) return <CenteredSpinner label="Checking your session" />;
  return <Outlet />;
}
