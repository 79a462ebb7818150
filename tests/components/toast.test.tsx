import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it(`begin to leave on their own after exactly ${TOAST_DURATION_MS} ms`, async () => {
    // Fake time only: the toast's clock (its timeouts) moves when the test moves it, never with
    // the machine's load. The toast host loads, on the first press, in real time.
    renderWithProviders(<Triggers />);
    await act(async () => {
      fireEvent.pointerDown(document.body);
      await import('../../src/shared/toast/ToastHost');
    });
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    act(() => {
      screen.getByRole('button', { name: 'goodbye' }).click();
    });
    // The toast comes once the frame that shows the change it answers has painted: a timeout
    // after the next frame (which the fake clock, setting it mid-tick, puts 1 ms later).
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // (No findBy from here on: Testing Library's async helpers wait on setTimeout, now frozen.)
    const toast = screen.getByText('Logged out').closest<HTMLElement>('[role="status"]');
    if (!toast) throw new Error('the toast is not a status message');
    // The toast slides in, then rests untransformed; leaving, it slides out to the side.
    const slide = toast.closest<HTMLElement>('[style*="transform"]') ?? toast;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(slide.style.transform, 'at 4,999 ms the toast is still at rest').toBe('none');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(slide.style.transform, 'at 5,000 ms the toast has begun to slide out').toMatch(/^translate/);
    // And it is gone once its exit is over (in steps, so React renders between its chained timers).
    for (let step = 0; step < 20; step += 1)
      act(() => {
        vi.advanceTimersByTime(50);
      });
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });
});
