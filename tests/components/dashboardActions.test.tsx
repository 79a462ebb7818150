import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { selectView } from '../../src/features/projects/projectsSelectors';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject } from './dashboardFixtures';

type User = ReturnType<typeof renderWithProviders>['user'];

const renderDashboard = (state = labState()) => renderWithProviders(<DashboardPage />, { preloadedState: state });

const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Filters', { timeout: 20_000 }, () => {
  it('offer the statuses and the owners found in the projects, A to Z', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All Status',
      'Idea',
      'In Dev',
      'Live',
      'Monetized',
      'Paused',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'All Owners',
        'Alex Rivera',
        'Maya Chen',
        'Sam Okafor',
      ]),
    );
  });

  it('narrow the cards by status, by owner and by both', async () => {
    const { user } = renderDashboard();
    expect(cardNames()).toEqual(['AutoFlow Engine', 'CodeMentor AI', 'GrowthPulse']);
    await choose(user, 'Owner', 'Sam Okafor');
    await waitFor(() => expect(cardNames()).toEqual(['AutoFlow Engine', 'CodeMentor AI']));
    await choose(user, 'Status', 'Idea');
    await waitFor(() => expect(cardNames()).toEqual(['CodeMentor AI']));
    await choose(user, 'Owner', 'All Owners');
    await choose(user, 'Status', 'Live');
    await waitFor(() => expect(cardNames()).toEqual(['GrowthPulse']));
    expect(screen.getByText('Showing 1 of 3 projects')).toBeInTheDocument();
  });

  it('fall back to All Owners when the chosen owner no longer owns anything', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { user, store } = renderDashboard();
    await choose(user, 'Owner', 'Maya Chen');
    await waitFor(() => expect(cardNames()).toEqual(['GrowthPulse']));
    await user.click(screen.getByRole('button', { name: 'Delete GrowthPulse' }));
    await waitFor(() => expect(cardNames()).toEqual(['AutoFlow Engine', 'CodeMentor AI']));
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveTextContent('All Owners');
    // Derived, not repaired: the view falls back while the chosen owner has nothing.
    expect(selectView(store.getState()).owner).toBe('all');
    expect([...errors.mock.calls, ...warnings.mock.calls].join('\n')).not.toMatch(/out-of-range/);
  });
});

describe('Delete', { timeout: 20_000 }, () => {
  it('asks first, and keeps the project when the founder cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, store } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Delete GrowthPulse' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "GrowthPulse"?');
    expect(store.getState().projects.items).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'GrowthPulse' })).toBeInTheDocument();
    expect(screen.queryByText('Project deleted')).not.toBeInTheDocument();
  });

  it('removes the project on confirm, says so and moves focus to the next card', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, store } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Delete GrowthPulse' }));
    expect(store.getState().projects.items.map((item) => item.name)).toEqual(['AutoFlow Engine', 'CodeMentor AI']);
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
    expect(screen.getByText('Project has been removed from the lab.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit CodeMentor AI' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'GrowthPulse' })).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Total Revenue: $0' })).toBeInTheDocument();
  });

  it('moves focus to the previous card after the last one, and to Add New Project when none is left', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderDashboard(
      labState([makeProject({ id: 'a', name: 'First' }), makeProject({ id: 'b', name: 'Second' })]),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Second' }));
    expect(screen.getByRole('button', { name: 'Edit First' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    const empty = await screen.findByRole('region', { name: 'No projects found' });
    expect(within(empty).getByText('Start building the future by adding your first project.')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter projects' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(document.activeElement).toHaveAccessibleName('Add New Project');
  });
});

describe('Undo delete', { timeout: 20_000 }, () => {
  it('puts the very project back in its place from the toast', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, store } = renderDashboard();
    const before = structuredClone(store.getState().projects.items);
    await user.click(screen.getByRole('button', { name: 'Delete GrowthPulse' }));
    const toast = (await screen.findByText('Project deleted')).closest('[role="status"]') as HTMLElement;
    expect(within(toast).getByText('Project has been removed from the lab.')).toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(store.getState().projects.items).toEqual(before);
    await waitFor(() => expect(cardNames()).toEqual(['AutoFlow Engine', 'CodeMentor AI', 'GrowthPulse']));
    await waitFor(() => expect(screen.queryByText('Project deleted')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit GrowthPulse' })).toHaveFocus());
  });
});

describe('Focus after the dialog', { timeout: 20_000 }, () => {
  it('goes to the Add button when the empty state that opened the dialog is gone', async () => {
    const { user } = renderDashboard(labState([]));
    await user.click(
      within(screen.getByRole('region', { name: 'No projects found' })).getByRole('button', {
        name: 'Add New Project',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Project' }));
    await user.click(dialog.getByRole('textbox', { name: 'Project Name' }));
    await user.paste('Spark');
    await user.click(dialog.getByRole('textbox', { name: 'Description' }));
    await user.paste('Tiny.');
    await user.click(dialog.getByRole('checkbox', { name: 'Maya Chen' }));
    await user.click(dialog.getByRole('button', { name: 'Add Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Spark' })).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'Add New Project' })).toHaveFocus();
  });
});

describe('Export CSV', { timeout: 20_000 }, () => {
  it('downloads the projects shown as forge-lab-projects-<today>.csv and says so', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:forge-lab/1';
    });
    // jsdom has no object URLs; give it stand-ins for this test only.
    // The file is dated with today: a fixed day, whatever day the test runs.
    vi.useFakeTimers({ now: new Date(2026, 10, 20, 12, 0), toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderDashboard();
    await choose(user, 'Status', 'Live');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    // Dated with the clock's day (the test fixes it below).
    expect(names).toEqual(['forge-lab-projects-2026-11-20.csv']);
    const lines = (await blobs[0].text()).split('\n');
    expect(lines[0]).toBe(
      '"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated","Next step","Due"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"GrowthPulse",".+","Live","Maya Chen","2500","150","[^"]+","",""$/);
    expect(await screen.findByText('Export complete!')).toBeInTheDocument();
    expect(screen.getByText('Projects data has been exported to CSV.')).toBeInTheDocument();
  });
});
