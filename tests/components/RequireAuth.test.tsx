import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../../src/features/auth/RequireAuth';
import { useAuth } from '../../src/features/auth/useAuth';
import { FOUNDERS } from '../../contract/founders';
import { renderWithProviders } from '../support/renderWithProviders';

const guarded = (
  <Routes>
    <Route element={<RequireAuth />}>
      <Route path="/dashboard" element={<p>Secret lab</p>} />
    </Route>
    <Route path="/login" element={<p>Login screen</p>} />
  </Routes>
);

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login without rendering the page', () => {
    renderWithProviders(guarded, { route: '/dashboard' });
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByText('Secret lab')).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in founder', () => {
    renderWithProviders(guarded, {
      route: '/dashboard',
      preloadedState: { auth: { token: 'forge-lab-token-1', user: FOUNDERS[0], loginPending: false } },
    });
    expect(screen.getByText('Secret lab')).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('throws a clear error outside the store provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside the Forge Lab store provider');
  });
});
