import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { useAuth } from './useAuth';

/** Renders the nested route only for a signed-in founder; everyone else goes to /login. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * The reverse: a signed-in founder has no business on /login. One who signs in here keeps the
 * Founders Access card until the dashboard replaces it, rather than a blank page between them.
 */
export function RedirectIfAuthenticated() {
  const { isAuthenticated } = useAuth();
  const [arrivedSignedIn] = useState(isAuthenticated);
  if (!isAuthenticated) return <Outlet />;
  return (
    <>
      <Navigate to={paths.dashboard} replace />
      {!arrivedSignedIn && <Outlet />}
    </>
  );
}
