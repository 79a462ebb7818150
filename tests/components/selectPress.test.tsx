import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState } from './dashboardFixtures';

// The press and the release of one click, half a second apart: how a click reaches the page when
// opening the menu takes that long (MUI lets a release choose an option 200–400 ms after the press).
async function pressStatusAndReleaseOver(option: string, release: { clientX: number; clientY: number }) {
  const field = await screen.findByRole('combobox', { name: 'Status' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.mouseDown(field, { button: 0, clientX: 60, clientY: 20 });
  const target = screen.getByRole('option', { name: option });
  act(() => {
    vi.advanceTimersByTime(500);
  });
  fireEvent.mouseUp(target, { button: 0, ...release });
}

describe('A select pressed and released', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('where the press began opens the menu and chooses nothing, however late the release', async () => {
    renderWithProviders(<DashboardPage />, { preloadedState: labState() });
    await pressStatusAndReleaseOver('Paused', { clientX: 60, clientY: 20 });
    // The menu is still open (the page behind it hidden from assistive technology meanwhile).
    expect(screen.getByRole('option', { name: 'All Status' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Status', hidden: true })).toHaveTextContent('All Status');
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3);
  });

  it('over another option after moving there chooses that option', async () => {
    renderWithProviders(<DashboardPage />, { preloadedState: labState() });
    await pressStatusAndReleaseOver('Live', { clientX: 60, clientY: 140 });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Live');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
