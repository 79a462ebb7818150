import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../../src/features/auth/login/LoginPage';
import { DEMO_PASSWORD, FOUNDERS } from '../../contract/founders';
import { renderWithProviders } from '../support/renderWithProviders';

// The team server marks the pages it serves so; the form then signs in against it.
let teamMarker: HTMLMetaElement;
beforeEach(() => {
  teamMarker = Object.assign(document.createElement('meta'), { name: 'forge-lab-mode', content: 'team' });
  document.head.append(teamMarker);
});
afterEach(() => {
  teamMarker.remove();
  vi.unstubAllGlobals();
});

/** The team server's answer to the sign-in, as the page's fetch receives it. */
const serverAnswers = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
      ),
    ),
  );

describe('Founders Access in team mode', { timeout: 15_000 }, () => {
  it('shows the server’s own message when sign-in waits for its shared store, and stays signed out', async () => {
    const message = 'Sign-in resumes as soon as the team server reaches its shared store. Try again shortly.';
    serverAnswers(503, { error: message, retryAfter: 10 }, { 'Retry-After': '10' });
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText('Email', { exact: false }), FOUNDERS[0].email);
    await user.type(screen.getByLabelText('Password', { exact: false }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Access Lab' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Sign-in paused');
    expect(alert).toHaveTextContent(message);
    expect(store.getState().auth.token).toBeNull();
  });
});
