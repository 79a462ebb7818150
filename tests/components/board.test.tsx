import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject } from './dashboardFixtures';

const renderDashboard = (state = labState(), route = '/dashboard?view=board') =>
  renderWithProviders(<DashboardPage />, { preloadedState: state, route, path: '/dashboard' });

const columns = () => screen.getAllByRole('region', { name: /, \d+ projects?$/ });

describe('the pipeline board', { timeout: 20_000 }, () => {
  it('opens from the address: five labelled columns with headings, counts, revenue and the cards', async () => {
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'Live, 1 project' })).toBeInTheDocument();
    expect(columns().map((region) => region.getAttribute('aria-label'))).toEqual([
      'Idea, 1 project',
      'In Dev, 1 project',
      'Live, 1 project',
      'Monetized, 0 projects',
      'Paused, 0 projects',
    ]);
    const live = screen.getByRole('region', { name: 'Live, 1 project' });
    expect(within(live).getByRole('heading', { name: 'Live 1' })).toBeInTheDocument();
    expect(within(live).getByText('$2,500 revenue')).toBeInTheDocument();
    expect(within(live).getByRole('article', { name: 'GrowthPulse' })).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Move GrowthPulse' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Paused, 0 projects' })).getByText('No projects')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches between Cards and Board with the View buttons', async () => {
    const { user, store } = renderDashboard(labState(), '/dashboard');
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Live, / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Board' }));
    expect(await screen.findByRole('region', { name: 'Live, 1 project' })).toBeInTheDocument();
    expect(store.getState().projects.filters.layout).toBe('board');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.queryByRole('region', { name: /^Live, / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('moves a project with "Move to" in its menu, with the toast', async () => {
    const { user, store } = renderDashboard();
    const idea = await screen.findByRole('region', { name: 'Idea, 1 project' });
    await user.click(within(idea).getByRole('button', { name: 'More actions for CodeMentor AI' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Duplicate',
      'History',
      'Monthly figures',
      'Goal',
      'Move to In Dev',
      'Move to Live',
      'Move to Monetized',
      'Move to Paused',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Move to Monetized' }));
    const monetized = await screen.findByRole('region', { name: 'Monetized, 1 project' });
    expect(within(monetized).getByRole('article', { name: 'CodeMentor AI' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Idea, 0 projects' })).toHaveTextContent('No projects');
    expect(await screen.findByText('CodeMentor AI is now Monetized.')).toBeInTheDocument();
    expect(screen.getByText('Project moved')).toBeInTheDocument();
    expect(store.getState().projects.items.find((item) => item.name === 'CodeMentor AI')?.status).toBe('Monetized');
  });

  it('shows only the chosen status column, and the owner filter and search in every column', async () => {
    const items = [
      makeProject({ id: '1', name: 'Anvil', status: 'Live', owners: ['Maya Chen'] }),
      makeProject({ id: '2', name: 'Bellows', status: 'Live', owners: ['Sam Okafor'] }),
      makeProject({ id: '3', name: 'Crucible', status: 'Idea', owners: ['Maya Chen'] }),
    ];
    renderDashboard(labState(items), '/dashboard?owner=Maya%20Chen&view=board');
    expect(await screen.findByRole('region', { name: 'Live, 1 project' })).toHaveTextContent('Anvil');
    expect(screen.getByRole('region', { name: 'Idea, 1 project' })).toHaveTextContent('Crucible');
  });

  it('with a Status filter, shows that column only', async () => {
    renderDashboard(labState(), '/dashboard?status=Live&view=board');
    expect(await screen.findByRole('region', { name: 'Live, 1 project' })).toBeInTheDocument();
    expect(columns()).toHaveLength(1);
  });
});
