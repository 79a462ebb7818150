import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject } from './dashboardFixtures';

const renderDashboard = (state = labState(), route = '/dashboard') =>
  renderWithProviders(<DashboardPage />, { preloadedState: state, route });

const card = (name: string) => screen.getByRole('article', { name });

describe('Dashboard header', { timeout: 20_000 }, () => {
  it('shows the title, the greeting with the full name, Export CSV and Logout, and sets the page title', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Forge Lab' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Welcome back, Alex Rivera')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await waitFor(() => expect(document.title).toBe('Dashboard · Forge Lab'));
  });

  it('logs out through the session: to / with the goodbye toast', async () => {
    const { user, store } = renderWithProviders(<DashboardPage />, {
      preloadedState: labState(),
      route: '/dashboard',
      path: '/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(store.getState().auth.user).toBeNull();
    expect(await screen.findByText('See you next time!')).toBeInTheDocument();
  });
});

describe('Summary tiles', { timeout: 20_000 }, () => {
  it('read 3 · 1 · $2,500 · 150 for the seed lab', () => {
    renderDashboard();
    expect(screen.getByRole('group', { name: 'Total Projects: 3' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Live Projects: 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Revenue: $2,500' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Subscribers: 150' })).toBeInTheDocument();
  });

  it('add thousands separators and cents, and count every project whatever the filters', () => {
    const items = [
      makeProject({ id: 'a', status: 'Live', revenue: 1234.5, subscribers: 1200 }),
      makeProject({ id: 'b', status: 'Live', revenue: 1000, subscribers: 300 }),
    ];
    renderDashboard(labState(items), '/dashboard?status=Paused');
    expect(screen.getByRole('group', { name: 'Total Projects: 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Live Projects: 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Revenue: $2,234.50' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Subscribers: 1,500' })).toBeInTheDocument();
  });
});

describe('Project cards', { timeout: 20_000 }, () => {
  it('name each article by its project and show its details', () => {
    const project = makeProject({
      name: 'Ember CLI',
      status: 'Monetized',
      owners: ['Alex Rivera', 'Maya Chen'],
      revenue: 1234.5,
      subscribers: 4200,
      notes: 'Pricing page next.',
      lastUpdated: '2026-03-04T10:00:00.000Z',
    });
    renderDashboard(labState([project]));
    const article = card('Ember CLI');
    const inCard = within(article);
    expect(inCard.getByRole('heading', { name: 'Ember CLI' })).toBeInTheDocument();
    expect(inCard.getByText('Monetized')).toBeInTheDocument();
    expect(inCard.getByText('A command line for the lab.')).toBeInTheDocument();
    expect(inCard.getByText('Alex Rivera, Maya Chen')).toBeInTheDocument();
    expect(inCard.getByText('Revenue').nextElementSibling).toHaveTextContent('$1,234.50');
    expect(inCard.getByText('Subscribers').nextElementSibling).toHaveTextContent('4,200');
    expect(inCard.getByText('Pricing page next.')).toBeInTheDocument();
    expect(
      inCard.getByText(`Updated ${new Date('2026-03-04T10:00:00.000Z').toLocaleDateString()}`),
    ).toBeInTheDocument();
    for (const name of ['GitHub', 'Live', 'Edit Ember CLI', 'Delete Ember CLI']) {
      expect(inCard.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('show $0 and 0 for a project without revenue, and no notes block without notes', () => {
    renderDashboard(labState([makeProject()]));
    const inCard = within(card('Ember CLI'));
    expect(inCard.getByText('Revenue').nextElementSibling).toHaveTextContent('$0');
    expect(inCard.getByText('Subscribers').nextElementSibling).toHaveTextContent('0');
    expect(inCard.queryByText('Notes')).not.toBeInTheDocument();
  });

  it('style an unknown status like Idea', () => {
    const odd = { ...makeProject({ id: 'x', name: 'Odd' }), status: 'Archived' } as unknown as ReturnType<
      typeof makeProject
    >;
    renderDashboard(labState([odd, makeProject({ id: 'y', name: 'Plain', status: 'Idea' })]));
    const oddBadge = within(card('Odd')).getByText('Archived');
    const ideaBadge = within(card('Plain')).getByText('Idea');
    expect(oddBadge).toHaveAttribute('data-tone', 'idea');
    expect(oddBadge.className).toBe(ideaBadge.className);
  });

  it('toast instead of opening a link that is missing, and open a new tab without opener otherwise', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDashboard(labState([makeProject({ githubUrl: '', liveUrl: 'https://ember.dev' })]));
    const inCard = within(card('Ember CLI'));
    await user.click(inCard.getByRole('button', { name: 'GitHub' }));
    expect(await screen.findByText('No GitHub URL provided for this project.')).toBeInTheDocument();
    expect(screen.getByText('feature not implemented')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await user.click(inCard.getByRole('button', { name: 'Live' }));
    expect(open).toHaveBeenCalledWith('https://ember.dev/', '_blank', 'noopener,noreferrer');
  });

  it('toast for an empty live demo link', async () => {
    const { user } = renderDashboard(labState([makeProject()]));
    await user.click(within(card('Ember CLI')).getByRole('button', { name: 'Live' }));
    expect(await screen.findByText('No live demo URL provided for this project.')).toBeInTheDocument();
  });
});

describe('Empty state', { timeout: 20_000 }, () => {
  it('invites the first project when there are none', async () => {
    const { user } = renderDashboard(labState([]));
    const region = screen.getByRole('region', { name: 'No projects found' });
    expect(within(region).getByText('Start building the future by adding your first project.')).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your filters or add a new project.')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Add New Project' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
  });

  it('suggests the filters when they hide every project, and clears them', async () => {
    // The URL is the view's source of truth: a filter comes in through it.
    const { user } = renderDashboard(labState(), '/dashboard?status=Monetized');
    const region = screen.getByRole('region', { name: 'No projects found' });
    expect(within(region).getByText('Try adjusting your filters or add a new project.')).toBeInTheDocument();
    expect(screen.queryByText('Start building the future by adding your first project.')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Add New Project' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 projects')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 projects')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('searches name, description, notes and owners without minding case or accents', { timeout: 40_000 }, async () => {
    const items = [
      makeProject({ id: 'a', name: 'Café Finder', owners: ['Maya Chen'] }),
      makeProject({ id: 'b', name: 'Ledger', notes: 'Needs a RÉSUMÉ page', owners: ['Sam Okafor'] }),
      makeProject({ id: 'c', name: 'Orbit', owners: ['Alex Rivera'] }),
    ];
    const { user } = renderDashboard(labState(items));
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('cafe');
    const names = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    await waitFor(() => expect(names()).toEqual(['Café Finder']));
    await user.clear(search);
    await user.type(search, 'resume');
    await waitFor(() => expect(names()).toEqual(['Ledger']));
    await user.clear(search);
    await user.type(search, 'ALEX');
    await waitFor(() => expect(names()).toEqual(['Orbit']));
    expect(screen.getByText('Showing 1 of 3 projects')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(search).toHaveValue('');
  });
});
