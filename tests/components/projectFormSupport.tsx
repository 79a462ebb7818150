import { screen, within } from '@testing-library/react';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState } from './dashboardFixtures';

export type User = ReturnType<typeof renderWithProviders>['user'];

export async function openAddDialog(state = labState()) {
  const rendered = renderWithProviders(<DashboardPage />, { preloadedState: state });
  await rendered.user.click(screen.getByRole('button', { name: 'Add New Project' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Project' });
  return { ...rendered, dialog: within(dialog) };
}

export type Fill = { name?: string; description?: string; owners?: string[] };

/** Pastes rather than types: one input event per field keeps these jsdom tests quick. */
export async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fill(user: User, dialog: ReturnType<typeof within>, { name, description, owners = [] }: Fill) {
  if (name !== undefined) await enter(user, dialog.getByRole('textbox', { name: 'Project Name' }), name);
  if (description !== undefined) await enter(user, dialog.getByRole('textbox', { name: 'Description' }), description);
  for (const owner of owners) await user.click(dialog.getByRole('checkbox', { name: owner }));
}
