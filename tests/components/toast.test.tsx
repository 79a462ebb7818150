import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts, type Toast } from '../../src/shared/toast/catalogue';
import { TOAST_DURATION_MS } from '../../src/shared/toast/ToastProvider';
import { showToast } from '../../src/shared/toast/showToast';
import { renderWithProviders } from '../support/renderWithProviders';

function Trigger({ toast, label }: { toast: Toast; label: string }) {
  return (
    <button type="button" onClick={() => showToast(toast)}>
      {label}
    </button>
  );
}

function Triggers() {
  return (
    <>
      <Trigger toast={toasts.loginSucceeded} label="success" />
      <Trigger toast={toasts.loginFailed} label="failure" />
      <Trigger toast={toasts.loggedOut} label="goodbye" />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announce a success politely, with the title over the description', async () => {
    const { user } = renderWithProviders(<Triggers />);
    await user.click(screen.getByRole('button', { name: 'success' }));

    const status = await screen.findByRole('status');
    const title = within(status).getByText('Welcome back!');
    const description = within(status).getByText('Successfully logged in to the lab');
    // Title first, in its own block, then the description.
    expect(title.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.tagName).toBe('P');
    expect(title).not.toContainElement(description);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announce a failure assertively as an alert', async () => {
    const { user } = renderWithProviders(<Triggers />);
    await user.click(screen.getByRole('button', { name: 'failure' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Authentication failed')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('show one at a time: a new toast replaces the one on screen', async () => {
    const { user } = renderWithProviders(<Triggers />);
    await user.click(screen.getByRole('button', { name: 'success' }));
    await screen.findByText('Welcome back!');
    await user.click(screen.getByRole('button', { name: 'goodbye' }));

    await screen.findByText('Logged out');
    await waitFor(() => expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument());
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('can be dismissed before they time out', async () => {
    const { user } = renderWithProviders(<Triggers />);
    await user.click(screen.getByRole('button', { name: 'goodbye' }));
    const status = await screen.findByRole('status');
    await user.click(within(status).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Logged out')).not.toBeInTheDocument());
  });

  it(`leave on their own after exactly ${TOAST_DURATION_MS} ms`, () => {
    // Fake time only: the toast's clock moves when the test moves it, never with the machine's load.
    vi.useFakeTimers();
    renderWithProviders(<Triggers />);
    act(() => {
      screen.getByRole('button', { name: 'goodbye' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('Logged out')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    // At 5000 ms the toast starts to leave; its exit transitions take about half a second, so a
    // lifetime even a few hundred milliseconds longer would still show it here.
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // In steps, so React renders between the exit's chained timers.
    for (let step = 0; step < 12; step += 1)
      act(() => {
        vi.advanceTimersByTime(50);
      });
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });
});
