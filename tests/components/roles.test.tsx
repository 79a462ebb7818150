import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '../../contract/roles';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, signedIn } from './dashboardFixtures';

/** The dashboard of a person of this role, on the sample lab. */
function renderAs(teamRole: TeamRole) {
  const state = labState();
  return renderWithProviders(<DashboardPage />, {
    preloadedState: { ...state, auth: { ...signedIn, user: { ...signedIn.user, teamRole } } },
  });
}

const menuItems = async (user: ReturnType<typeof renderWithProviders>['user'], name: string) => {
  await user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
};

describe('the dashboard shows each role the controls it may use', { timeout: 20_000 }, () => {
  it('a founder: everything', async () => {
    const { user } = renderAs('founder');
    const card = screen.getByRole('article', { name: 'GrowthPulse' });
    expect(within(card).getByRole('button', { name: 'Edit GrowthPulse' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Delete GrowthPulse' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add New Project' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeVisible();
    expect(await menuItems(user, 'GrowthPulse')).toEqual(
      expect.arrayContaining(['Duplicate', 'History', 'Monthly figures', 'Goal', 'Move to Paused']) as string[],
    );
  });

  it('a member: everything but Delete', async () => {
    const { user } = renderAs('member');
    const card = screen.getByRole('article', { name: 'GrowthPulse' });
    expect(within(card).getByRole('button', { name: 'Edit GrowthPulse' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Delete GrowthPulse' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Project' })).toBeVisible();
    expect(await menuItems(user, 'GrowthPulse')).toContain('Goal');
  });

  it('a viewer: reading, History and the exports, and nothing that changes the lab', async () => {
    const { user } = renderAs('viewer');
    const card = screen.getByRole('article', { name: 'AutoFlow Engine' });
    expect(within(card).queryByRole('button', { name: 'Edit AutoFlow Engine' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete AutoFlow Engine' })).toBeNull();
    // In Dev with no next step: its reasons show, and it cannot be snoozed.
    expect(within(card).getByRole('list', { name: 'Needs attention' })).toHaveTextContent('No next step');
    expect(within(card).queryByRole('button', { name: /^Snooze/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New Project' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    // Goal opens read-only for a viewer (tests/components/goals.test.tsx).
    expect(await menuItems(user, 'AutoFlow Engine')).toEqual(['History', 'Goal']);
  });
});
