import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { LandingPage } from '../../features/landing/LandingPage';
import { lazyWithRetry } from '../../shared/lib/lazyWithRetry';
import { NavigationContext } from '../../shared/ui/AppLink';
import { LoadBoundary } from '../../shared/ui/LoadBoundary';
import { SkipLink } from '../../shared/ui/SkipLink';
import { paths } from '../../shared/routing/paths';

// The guards read the store, so they load with the lab rather than with the landing page.
const loadGuards = () => import('../../features/auth/RequireAuth');
// The lab mounts once the stored slices are back (within microtasks of the store module
// running), so its first render, on the server too, is the page for the real session.
const LabProviders = lazyWithRetry(() =>
  import('../LabProviders').then((module) => module.rehydrated.then(() => module)),
);
const LoginPage = lazyWithRetry(() => import('../../features/auth/login/LoginPage'));
const DashboardPage = lazyWithRetry(() => import('./DashboardRoute'));
const NotFoundPage = lazyWithRetry(() => import('../../shared/ui/NotFoundPage'));
const JoinPage = lazyWithRetry(() => import('../../features/team/invitation/JoinPage'));
const RequireAuth = lazyWithRetry(() => loadGuards().then((m) => ({ default: m.RequireAuth })));
const RedirectIfAuthenticated = lazyWithRetry(() => loadGuards().then((m) => ({ default: m.RedirectIfAuthenticated })));

/**
 * Starts loading everything /login needs: warms the chunks behind "Founders Access" so the
 * click feels instant, and lets the prerendered /login hydrate without a chain of lazy loads.
 * The parts are then in place, so the page they make renders without suspending.
 */
export function prefetchLab() {
  return Promise.all([LabProviders, RequireAuth, RedirectIfAuthenticated, LoginPage].map((part) => part.preload()));
}

/**
 * Loads what the first render at `route` shows (the lab once its stored slices are back, the
 * guards, and the page the founder lands on), so that render finds every part in place instead
 * of suspending on it (lazyWithRetry).
 */
export function prepareRoute(route: string, signedIn: boolean) {
  const guarded = route === paths.dashboard || route === paths.login;
  const page = !guarded ? NotFoundPage : signedIn ? DashboardPage : LoginPage;
  const parts = [LabProviders, RequireAuth, RedirectIfAuthenticated, page];
  return Promise.all(parts.map((part) => part.preload()));
}

/** Lets the app's plain links (AppLink) navigate through the router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useCallback((to: string) => void navigate(to), [navigate]);
  return <NavigationContext value={follow}>{children}</NavigationContext>;
}

const warmLab = () => void prefetchLab();
// A failure here shows when the dashboard renders, as its LoadBoundary's "Try again".
const warmDashboard = () => void Promise.all([RequireAuth.preload(), DashboardPage.preload()]).catch(() => undefined);

function Page({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary what="This page">
      <Suspense fallback={null}>{children}</Suspense>
    </LoadBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<LandingPage onLabIntent={warmLab} />} />
      <Route
        element={
          <Page>
            <RedirectIfAuthenticated />
          </Page>
        }
      >
        <Route
          path={paths.login}
          element={
            <Page>
              <LoginPage onSignIn={warmDashboard} />
            </Page>
          }
        />
      </Route>
      <Route
        element={
          <Page>
            <RequireAuth />
          </Page>
        }
      >
        <Route
          path={paths.dashboard}
          element={
            <Page>
              <DashboardPage />
            </Page>
          }
        />
      </Route>
      <Route
        path={`${paths.join}/:token`}
        element={
          <Page>
            <JoinPage />
          </Page>
        }
      />
      <Route
        path="*"
        element={
          <Page>
            <NotFoundPage />
          </Page>
        }
      />
    </Routes>
  );
}

/**
 * The landing page renders without the store. The lab (store, persistence, toasts)
 * is loaded the first time a founder leaves `/`, and then stays mounted, so the
 * "Logged out" toast can still show on the landing page after a logout.
 */
export function AppRoot() {
  return (
    <RouterNavigation>
      <SkipLink />
      <LabOnceAway
        lab={
          <LoadBoundary what="Forge Lab">
            <Suspense fallback={null}>
              <LabProviders>
                <AppRoutes />
              </LabProviders>
            </Suspense>
          </LoadBoundary>
        }
        home={<AppRoutes />}
      />
    </RouterNavigation>
  );
}

/**
 * Picks `home` until the founder first leaves `/`, then `lab` for good. The only part of the
 * root that follows the address: the pages come in as elements made once, so a filter written
 * to the address (every keystroke of a search) renders this alone, not the page under it.
 */
function LabOnceAway({ lab, home }: { lab: ReactNode; home: ReactNode }) {
  const { pathname } = useLocation();
  const [labStarted, setLabStarted] = useState(pathname !== paths.home);
  if (!labStarted && pathname !== paths.home) setLabStarted(true);
  return labStarted ? lab : home;
}

/** The whole app in the browser, from any address. */
export function BrowserApp() {
  return (
    <BrowserRouter>
      <AppRoot />
    </BrowserRouter>
  );
}
