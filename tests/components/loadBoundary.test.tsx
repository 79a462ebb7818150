import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../../src/shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../src/shared/ui/LoadBoundary';

const Form = () => <p>The form itself</p>;

/** A part whose code fails to arrive `failures` times (the server down), then arrives. */
function partFailing(failures: number) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Form });
  });
  return { Part: lazyWithRetry(load), load };
}

function renderPart(Part: ComponentType, onClose?: () => void) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <>
      <p>The dashboard</p>
      <LoadBoundary what="The project form" onClose={onClose}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </LoadBoundary>
    </>,
  );
}

describe('a part of the app that loads on demand', () => {
  it('is fetched again after a failure a founder never sees', async () => {
    const { Part, load } = partFailing(2);
    renderPart(Part);
    expect(await screen.findByText('The form itself', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when it cannot load, keeps the page, and loads on "Try again"', async () => {
    const { Part } = partFailing(3);
    renderPart(Part);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The project form could not load.');
    expect(alert).toHaveTextContent('Check the connection, then try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getByText('The dashboard')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The form itself', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be put away with "Close"', async () => {
    const { Part } = partFailing(10);
    const onClose = vi.fn();
    renderPart(Part, onClose);
    await screen.findByRole('alert', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
  });

  it('shows at once, with no fallback first, once preloaded', async () => {
    const { Part, load } = partFailing(0);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading the form</p>}>
        <Part />
      </Suspense>,
    );
    // Synchronously: a part that suspended would show its fallback in this first render.
    expect(screen.getByText('The form itself')).toBeInTheDocument();
    expect(screen.queryByText('Loading the form')).not.toBeInTheDocument();
    await Part.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('is shown when asked for once its code is in: at once when it already is, and after a failure', async () => {
    const shown: string[] = [];
    const { Part } = partFailing(0);
    Part.whenLoaded(() => shown.push('first'));
    expect(shown).toEqual([]);
    await vi.waitFor(() => expect(shown).toEqual(['first']));
    Part.whenLoaded(() => shown.push('again'));
    expect(shown).toEqual(['first', 'again']);

    const { Part: Unreachable } = partFailing(10);
    Unreachable.whenLoaded(() => shown.push('its error'));
    await vi.waitFor(() => expect(shown).toContain('its error'), { timeout: 5000 });
  });
});
