import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../shared/routing/paths';
import { loggedOut } from './authSlice';

/**
 * Ends the session (the projects stay) and returns to the landing page; the goodbye toast is the
 * listeners' (authListeners).
 *
 * The order matters. The router applies a navigation as a transition, while a store
 * update renders at once: ending the session first would let RequireAuth, still
 * rendering /dashboard, send the founder to /login before the move to / lands. So
 * the logout leaves first, and the session ends once the founder is home, or as the
 * page that asked for the logout goes away, whichever React commits first.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useRef(false);

  const endSession = useCallback(() => {
    if (!leaving.current) return;
    leaving.current = false;
    dispatch(loggedOut());
  }, [dispatch]);

  useEffect(() => {
    if (pathname === paths.home) endSession();
  }, [pathname, endSession]);

  useEffect(() => endSession, [endSession]);

  return useCallback(() => {
    leaving.current = true;
    if (pathname === paths.home) endSession();
    else void navigate(paths.home);
  }, [pathname, endSession, navigate]);
}
