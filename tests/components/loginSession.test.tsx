import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import LoginPage from '../../src/features/auth/login/LoginPage';
import { RedirectIfAuthenticated, RequireAuth } from '../../src/features/auth/RequireAuth';
import { FOUNDERS } from '../../contract/founders';
import { useLogout } from '../../src/features/auth/useLogout';
import type { PreloadedState } from '../../src/app/store';
import { renderWithProviders } from '../support/renderWithProviders';

const signedIn: PreloadedState = {
  auth: { token: 'forge-lab-token-1', user: FOUNDERS[0], loginPending: false },
};

function DashboardStub() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}

/** The app's routes, with stand-ins for the pages this issue does not own. */
const app = (
  <Routes>
    <Route path="/" element={<p>Landing page</p>} />
    <Route element={<RedirectIfAuthenticated />}>
      <Route path="/login" element={<LoginPage />} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route path="/dashboard" element={<DashboardStub />} />
    </Route>
  </Routes>
);

describe('the session across routes', () => {
  it('logout ends the session, keeps the projects, goes home (not to /login) and says goodbye', async () => {
    const { user, store } = renderWithProviders(app, { route: '/dashboard', preloadedState: signedIn });
    const projects = store.getState().projects.items;
    expect(projects.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Founders Access' })).not.toBeInTheDocument();
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Logged out')).toBeInTheDocument();
    expect(within(status).getByText('See you next time!')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
    expect(store.getState().projects.items).toEqual(projects);
  });

  it('ends the session too when the logout control stays mounted, as in a shared header', async () => {
    const { user, store } = renderWithProviders(
      <>
        <DashboardStub />
        {app}
      </>,
      { route: '/dashboard', preloadedState: signedIn },
    );
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });

  it('sends a signed-in founder from /login to /dashboard', () => {
    renderWithProviders(app, { route: '/login', preloadedState: signedIn });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Founders Access' })).not.toBeInTheDocument();
  });
});
