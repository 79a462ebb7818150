import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState } from './dashboardFixtures';

describe('Duplicate', () => {
  it('opens Add New Project prefilled from the card, named "{name} (copy)", and adds a new project', async () => {
    const { user, store } = renderWithProviders(<DashboardPage />, { preloadedState: labState(), route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'More actions for GrowthPulse' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add New Project' });
    expect(within(dialog).getByLabelText(/Project Name/)).toHaveValue('GrowthPulse (copy)');
    expect(within(dialog).getByRole('checkbox', { name: 'Maya Chen' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Revenue/)).toHaveValue(2500);

    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    const items = store.getState().projects.items;
    const copy = items.find((item) => item.name === 'GrowthPulse (copy)');
    const original = items.find((item) => item.name === 'GrowthPulse');
    expect(items).toHaveLength(4);
    expect(copy).toMatchObject({ status: 'Live', owners: ['Maya Chen'], revenue: 2500, subscribers: 150 });
    expect(copy?.id).not.toBe(original?.id);
    expect(copy?.createdAt).not.toBe(original?.createdAt);
  });
});
