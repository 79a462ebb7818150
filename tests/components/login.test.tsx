import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '../../src/features/auth/login/LoginPage';
import { FOUNDERS, DEMO_PASSWORD } from '../../contract/founders';
import type { AppStore } from '../../src/app/store';
import { renderWithProviders } from '../support/renderWithProviders';

const alex = FOUNDERS[0];
// The thunk pauses 600 ms so the busy state is perceptible; leave room for it.
const SLOW = { timeout: 3000 };

function renderLogin() {
  return renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
}

const emailField = () => screen.getByLabelText<HTMLInputElement>('Email', { exact: false });
const passwordField = () => screen.getByLabelText<HTMLInputElement>('Password', { exact: false });

/** Counts how many login checks start: each is a rise of the busy flag. */
function countLoginStarts(store: AppStore) {
  let starts = 0;
  let pending = store.getState().auth.loginPending;
  store.subscribe(() => {
    const now = store.getState().auth.loginPending;
    if (now && !pending) starts += 1;
    pending = now;
  });
  return () => starts;
}

// Each test types like a person and waits out the login pause: allow for a busy machine.
describe('LoginPage', { timeout: 15_000 }, () => {
  it('shows the Founders Access card with its fields, focused on the email', () => {
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Founders Access' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(document.title).toBe('Founders Access · Forge Lab');

    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(emailField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toBeRequired();
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Access Lab' })).toBeEnabled();
  });

  it('lists the three demo emails and the shared password, and says they are demo accounts', () => {
    renderLogin();
    const hint = screen.getByRole('region', { name: 'Demo credentials' });
    for (const founder of FOUNDERS) expect(within(hint).getByText(founder.email)).toBeInTheDocument();
    expect(within(hint).getByText(DEMO_PASSWORD)).toBeInTheDocument();
    expect(hint).toHaveTextContent(/demo accounts, checked right here in your browser/i);
    expect(hint).toHaveTextContent(/no real security/i);
  });

  it('says the team server checks the password when the page comes from one', () => {
    const mark = Object.assign(document.createElement('meta'), { name: 'forge-lab-mode', content: 'team' });
    document.head.append(mark);
    try {
      renderLogin();
      const hint = screen.getByRole('region', { name: 'Demo credentials' });
      expect(hint).toHaveTextContent('The team server checks the password.');
      expect(hint).toHaveTextContent(/work on a server started with --demo/);
      expect(hint).not.toHaveTextContent(/right here in your browser/);
    } finally {
      mark.remove();
    }
  });

  it('names the password toggle Show / Hide, so only the field is called Password', async () => {
    const { user } = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', passwordField().id);

    await user.type(passwordField(), 'secret');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveValue('secret');
  });

  it('refuses to submit empty fields and says what is missing, without a login check', async () => {
    const { user, store } = renderLogin();
    const starts = countLoginStarts(store);
    await user.click(screen.getByRole('button', { name: 'Access Lab' }));

    expect(emailField()).toBeInvalid();
    expect(emailField()).toHaveAccessibleDescription('Enter your email address.');
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
    expect(emailField()).toHaveFocus();
    expect(starts()).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(emailField(), alex.email);
    expect(emailField()).not.toHaveAccessibleDescription();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
    expect(starts()).toBe(0);
  });

  it('asks for a valid address when the email is malformed', async () => {
    const { user, store } = renderLogin();
    const starts = countLoginStarts(store);
    await user.type(emailField(), 'alex');
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Access Lab' }));
    expect(emailField()).toHaveAccessibleDescription('Enter a valid email address, like alex@forgelab.dev.');
    expect(emailField()).toHaveFocus();
    expect(starts()).toBe(0);
  });

  it('reads "Authenticating..." and stays disabled while the check runs; a second submit does nothing', async () => {
    const { user, store } = renderLogin();
    const starts = countLoginStarts(store);
    await user.type(emailField(), alex.email);
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Access Lab' }));

    const busy = screen.getByRole('button', { name: 'Authenticating...' });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Access Lab' })).not.toBeInTheDocument();
    // MUI disables pointer events on a disabled button; dispatch the click anyway.
    fireEvent.click(busy);
    await user.type(passwordField(), '{Enter}');
    // Even a submit that bypasses the disabled button must not start a second check.
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    await act(async () => {});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(passwordField()).toHaveValue(DEMO_PASSWORD);
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();

    expect(await screen.findByTestId('location', {}, SLOW)).toHaveTextContent('/dashboard');
    expect(starts()).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a wrong password shows the error toast, keeps the email, clears and focuses the password', async () => {
    const { user, store } = renderLogin();
    await user.type(emailField(), alex.email);
    await user.type(passwordField(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Access Lab' }));

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Authentication failed')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid credentials')).toBeInTheDocument();
    expect(emailField()).toHaveValue(alex.email);
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Access Lab' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
  });

  it('gives an unknown email the same message as a wrong password', async () => {
    const { user } = renderLogin();
    await user.type(emailField(), 'nobody@forgelab.dev');
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Access Lab' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Authentication failed');
    expect(alert).toHaveTextContent('Invalid credentials');
    expect(passwordField()).toHaveValue('');
  });

  it('signs in, goes to /dashboard and welcomes the founder', async () => {
    const { user, store } = renderLogin();
    await user.type(emailField(), FOUNDERS[2].email);
    await user.type(passwordField(), `${DEMO_PASSWORD}{Enter}`);

    expect(await screen.findByTestId('location', {}, SLOW)).toHaveTextContent('/dashboard');
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Welcome back!')).toBeInTheDocument();
    expect(within(status).getByText('Successfully logged in to the lab')).toBeInTheDocument();
    expect(store.getState().auth.user).toEqual(FOUNDERS[2]);
    expect(JSON.stringify(store.getState())).not.toContain(DEMO_PASSWORD);
  });

  it('goes back to the landing page with "Back to Home"', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
