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

/** The reverse: a signed-in founder has no business on /login. */
export function RedirectIfAuthenticated() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
