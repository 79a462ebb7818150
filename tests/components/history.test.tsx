import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectVersion } from '../../contract/history';
import { historyDb, resetHistoryDb } from '../../src/features/history/database/localHistory';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { addMonths, currentMonth, formatMonth } from '../../src/features/projects/figures/months';
import { buildSeedProjects } from '../../src/features/projects/model/seed';
import type { Project } from '../../src/features/projects/model/types';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState } from './dashboardFixtures';

/** The day the tests run on: noon, so minutes before it are "Today" whenever the suite runs. */
const NOON = new Date(2026, 10, 20, 12, 0);
const seed = buildSeedProjects(NOON.getTime());
const growth = seed.find((project) => project.name === 'GrowthPulse')!;

function version(kind: ProjectVersion['kind'], at: string, author: string, project: Partial<Project>): ProjectVersion {
  return { id: `${kind}-${at}`, projectId: growth.id, kind, at, author, project: { ...growth, ...project } };
}

async function seedHistory(versions: ProjectVersion[]) {
  await (await historyDb())!.add(versions);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOON, toFake: ['Date'], shouldAdvanceTime: true });
  globalThis.indexedDB = new IDBFactory();
  resetHistoryDb();
});
afterEach(() => {
  resetHistoryDb();
  vi.useRealTimers();
});

async function openHistoryOf(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'History' }));
  return screen.findByRole('dialog', { name: `History of ${name}` });
}

describe('the History dialog', () => {
  it('lists the versions newest first, with who, when and what changed, and restores one', async () => {
    const long = 'A very long note about the launch plan. '.repeat(5).trim();
    await seedHistory([
      version('added', '2026-11-01T10:00:00.000Z', 'Maya Chen', { revenue: 2500, status: 'Live' }),
      version('edited', '2026-11-02T10:00:00.000Z', 'Sam Okafor', { revenue: 3000, status: 'Live', notes: long }),
      version('edited', '2026-11-03T10:00:00.000Z', 'Maya Chen', {
        revenue: 3000,
        status: 'Monetized',
        owners: ['Maya Chen', 'Sam Okafor'],
        notes: long,
      }),
    ]);
    const { user, store } = renderWithProviders(<DashboardPage />, { preloadedState: labState(), route: '/dashboard' });
    const dialog = await openHistoryOf(user, 'GrowthPulse');
    const items = await within(dialog).findAllByText(/ by /, { selector: 'strong' });
    expect(items.map((item) => item.textContent)).toEqual([
      'Edited by Maya Chen',
      'Edited by Sam Okafor',
      'Added by Maya Chen',
    ]);
    expect(within(dialog).getByText('Status: Live → Monetized')).toBeInTheDocument();
    expect(within(dialog).getByText('Owners: Maya Chen → Maya Chen, Sam Okafor')).toBeInTheDocument();
    expect(within(dialog).getByText('Revenue: $2,500 → $3,000')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Restore this version' })).toHaveLength(2);

    // Long text is shortened, the whole of it on request.
    const note = within(dialog).getByText(/^Notes: none →/);
    expect(note.textContent).toContain('…');
    await user.click(within(dialog).getByRole('button', { name: 'Show all of Notes' }));
    expect(within(dialog).getByText(/^Notes: none →/).textContent).toContain(long);

    await user.click(within(dialog).getAllByRole('button', { name: 'Restore this version' })[1]);
    const restored = store.getState().projects.items.find((project) => project.id === growth.id);
    expect(restored).toMatchObject({ revenue: 2500, status: 'Live', lastUpdatedBy: 'Alex Rivera' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /^Version restored\. GrowthPulse is back as it was on .+\.$/,
    );
    expect(await within(dialog).findByText('Restored by Alex Rivera')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History of GrowthPulse' })).toBeNull());
  });

  it('says when a project has no history yet', async () => {
    const { user } = renderWithProviders(<DashboardPage />, { preloadedState: labState(), route: '/dashboard' });
    const dialog = await openHistoryOf(user, 'GrowthPulse');
    expect(await within(dialog).findByText('No history for this project yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History of GrowthPulse' })).toBeNull());
  });
});

describe('the Activity panel', () => {
  it('marks the changes by others as New, says how many on the button, and restores a deleted project', async () => {
    const gone = { ...growth, id: 'gone-1', name: 'Old Tool' };
    await seedHistory([
      version('edited', new Date(Date.now() - 60_000).toISOString(), 'Maya Chen', { revenue: 3000 }),
      { ...version('added', new Date(Date.now() - 120_000).toISOString(), 'Maya Chen', { revenue: 2500 }) },
      {
        id: 'del-1',
        projectId: gone.id,
        kind: 'deleted',
        at: new Date(Date.now() - 30_000).toISOString(),
        author: 'Sam Okafor',
        project: gone,
      },
    ]);
    const { user, store } = renderWithProviders(<DashboardPage />, { preloadedState: labState(), route: '/dashboard' });
    const button = await screen.findByRole('button', { name: 'Activity, 3 new' }, { timeout: 8000 });
    await user.click(button);

    const panel = await screen.findByRole('dialog', { name: 'Activity' });
    expect(await within(panel).findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    const lines = within(panel).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'New Sam Okafor deleted Old Tool',
      'New Maya Chen edited GrowthPulse: Revenue $2,500 → $3,000',
      'New Maya Chen added GrowthPulse',
    ]);
    // Looked at: the button's count is gone (the page behind the panel is hidden from the tree meanwhile).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activity', hidden: true })).toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Restore Old Tool' }));
    expect(store.getState().projects.items.find((project) => project.id === 'gone-1')).toMatchObject({
      name: 'Old Tool',
      lastUpdatedBy: 'Alex Rivera',
    });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Project restored. Old Tool is back in the lab.',
    );

    // Choosing an entry's project opens its history.
    await user.click(within(panel).getAllByRole('button', { name: 'GrowthPulse' })[0]);
    expect(await screen.findByRole('dialog', { name: 'History of GrowthPulse' })).toBeInTheDocument();
  });

  it('lists a month’s figures saved in the Monthly figures dialog as a change of the project', async () => {
    const { user } = renderWithProviders(<DashboardPage />, { preloadedState: labState(), route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'More actions for GrowthPulse' }));
    await user.click(screen.getByRole('menuitem', { name: 'Monthly figures' }));
    const figures = await screen.findByRole('dialog', { name: 'Monthly figures of GrowthPulse' });
    const month = addMonths(currentMonth(), -30);
    // jsdom keeps only a whole YYYY-MM in a month field, so it is set in one change, as a picker does.
    fireEvent.change(within(figures).getByLabelText(/^Month/), { target: { value: month } });
    await user.clear(within(figures).getByLabelText('Revenue'));
    await user.type(within(figures).getByLabelText('Revenue'), '120');
    await user.clear(within(figures).getByLabelText('Subscribers'));
    await user.type(within(figures).getByLabelText('Subscribers'), '3');
    await user.click(within(figures).getByRole('button', { name: 'Save month' }));
    await user.click(within(figures).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const history = await openHistoryOf(user, 'GrowthPulse');
    expect(
      await within(history).findByText(`Figures of ${formatMonth(month)}: none → $120, 3 subscribers`),
    ).toBeInTheDocument();
    expect(within(history).getByText('Edited by Alex Rivera')).toBeInTheDocument();
  });
});
