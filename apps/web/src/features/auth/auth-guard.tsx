import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { clearSession, readExpirationTime, sessionExpired } from '../../api/session-storage';
import { CenteredSpinner } from '../../components/centered-spinner';
import { useAppDispatch } from '../../lib/store-hooks';
import { selectAuth, sessionCleared } from './auth-slice';
import { fetchMe } from './auth-thunks';

/** setTimeout's ceiling (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Guard of every private route (spec section 4): each navigation fetches the
 * current user; no token, an expired session or a failed lookup sends the
 * person to /login with the session cleared.
 */
export function AuthGuard() {
  const { token, user, checked } = useSelector(selectAuth);
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

  // Sign out on the spot when the session expires while the page stays open.
  useEffect(() => {
    const expiresAt = readExpirationTime();
    if (!live || expiresAt === null) return;
    const timer = setTimeout(
      () => {
        clearSession();
        dispatch(sessionCleared());
      },
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [live, token, dispatch]);

  if (!live) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  // Nothing private renders until the server has confirmed who this is.
  if (!checked || !user) return <CenteredSpinner label="Checking your session" />;
  return <Outlet />;
}
