import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useAppDispatch } from '../../lib/store-hooks';
import { logout } from './auth-thunks';

/** Sign out (server call best effort, local session always cleared), then /login. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logout());
    navigate(paths.login, { replace: true });
  }, [dispatch, navigate]);
}
