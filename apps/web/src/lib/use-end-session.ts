import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../api/session-storage';

/** A 401 on a save means the session is over (spec section 4): clear it and go to /login. */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    navigate('/login', { replace: true });
  }, [navigate]);
}
