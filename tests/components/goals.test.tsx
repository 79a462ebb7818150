import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject, signedIn } from './dashboardFixtures';

// 20 November 2026 at noon, local time: the store's clock and every change read this date.
const NOON = new Date(2026, 10, 20, 12, 0);
beforeEach(() => void vi.useFakeTimers({ now: NOON, toFake: ['Date'], shouldAdvanceTime: true }));
afterEach(() => void vi.useRealTimers());

const figures = {
  '2026-08': { revenue: 1000, subscribers: 10 },
  '2026-11': { revenue: 2000, subscribers: 20 },
};
const renderDashboard = (items = [makeProject({ revenue: 2000, subscribers: 20, figures })]) =>
  renderWithProviders(<DashboardPage />, { preloadedState: labState(items), route: '/dashboard', path: '/dashboard' });

type Render = ReturnType<typeof renderDashboard>;

async function openGoal({ user }: Render, name: string) {
  await user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Goal' }));
  return screen.findByRole('dialog', { name: `Goal of ${name}` });
}

async function fillGoal({ user }: Render, dialog: HTMLElement, target: string, by: string) {
  const field = within(dialog).getByLabelText(/^Target/);
  await user.clear(field);
  if (target) await user.type(field, target);
  // jsdom keeps only a whole YYYY-MM in a month field, so it is set in one change, as a picker does.
  fireEvent.change(within(dialog).getByLabelText(/^By/), { target: { value: by } });
  await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
}

describe('a project’s goal', { timeout: 30_000 }, () => {
  it('is refused at its fields, then saved, and read on the card and in the dialog', async () => {
    const view = renderDashboard();
    const dialog = await openGoal(view, 'Ember CLI');
    expect(within(dialog).getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await fillGoal(view, dialog, '2000', '2026-11');
    expect(within(dialog).getByText('Enter more than this month’s $2,000.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a month after Nov 2026.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove goal' })).toBeNull();

    await fillGoal(view, dialog, '5000', '2027-03');
    // $1,000 in August, $2,000 now: 26% a month reaches $5,000 in four months.
    expect(within(dialog).getByText('Goal: $5,000 by Mar 2027')).toBeInTheDocument();
    expect(within(dialog).getByText('On track')).toBeInTheDocument();
    expect(within(dialog).getByText('Needs 26% a month')).toBeInTheDocument();
    expect(within(dialog).getByText('At this pace: reached in Mar 2027')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    const card = within(screen.getByRole('article', { name: 'Ember CLI' }));
    expect(card.getByText('Goal: $5,000 by Mar 2027')).toBeInTheDocument();
    expect(card.getByText('On track')).toBeInTheDocument();
    const bar = card.getByRole('progressbar', { name: 'Progress to goal of Ember CLI' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });

  it('keeps its baseline when its target changes, and goes with Remove goal', async () => {
    const view = renderDashboard([
      makeProject({
        revenue: 2000,
        figures,
        goal: { metric: 'revenue', target: 5000, by: '2027-03', since: '2026-07', baseline: 1000 },
      }),
    ]);
    const card = within(screen.getByRole('article', { name: 'Ember CLI' }));
    // A quarter of the way from $1,000 to $5,000, half of the time gone: Behind.
    expect(card.getByText('Behind')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Progress to goal of Ember CLI' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const dialog = await openGoal(view, 'Ember CLI');
    await fillGoal(view, dialog, '3000', '2027-03');
    // The card is behind the modal dialog: out of the accessibility tree until it closes.
    expect(card.getByText('Goal: $3,000 by Mar 2027')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Progress to goal of Ember CLI', hidden: true })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove goal' }));
    expect(card.queryByRole('progressbar', { hidden: true })).toBeNull();
    expect(within(dialog).getByLabelText(/^Target/)).toHaveValue(null);
  });
});

describe('a viewer’s goal dialog', { timeout: 30_000 }, () => {
  it('shows the standing, the growth needed and the forecast, and nothing to change', async () => {
    const goal = { metric: 'revenue', target: 5000, by: '2027-03', since: '2026-08', baseline: 1000 } as const;
    const state = labState([makeProject({ revenue: 2000, subscribers: 20, figures, goal })]);
    const view = renderWithProviders(<DashboardPage />, {
      preloadedState: { ...state, auth: { ...signedIn, user: { ...signedIn.user, teamRole: 'viewer' } } },
      route: '/dashboard',
      path: '/dashboard',
    });
    const dialog = await openGoal(view, 'Ember CLI');
    expect(within(dialog).getByText('Goal: $5,000 by Mar 2027')).toBeInTheDocument();
    expect(within(dialog).getByText('Needs 26% a month')).toBeInTheDocument();
    expect(within(dialog).getByText('At this pace: reached in Mar 2027')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Target/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save goal' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove goal' })).toBeNull();
  });
});

describe('Needs attention', { timeout: 30_000 }, () => {
  const lab = () => [
    makeProject({ id: 'a', name: 'Anvil', status: 'Live', lastUpdated: '2026-11-19T12:00:00.000Z' }),
    makeProject({
      id: 'b',
      name: 'Bellows',
      status: 'Idea',
      nextStep: 'Call the bank',
      nextStepDue: '2026-11-18',
      lastUpdated: '2026-11-19T12:00:00.000Z',
    }),
    makeProject({ id: 'c', name: 'Crucible', status: 'Paused', lastUpdated: '2026-01-01T12:00:00.000Z' }),
  ];

  it('counts, filters, lists the reasons, and snoozes a project for 7 days', async () => {
    const { user } = renderDashboard(lab());
    const bellows = within(screen.getByRole('article', { name: 'Bellows' }));
    expect(bellows.getByText('Next: Call the bank')).toBeInTheDocument();
    expect(bellows.getByText('Overdue since Nov 18')).toBeInTheDocument();
    expect(within(bellows.getByRole('list', { name: 'Needs attention' })).getByText('Next step overdue')).toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Needs attention, 2' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Crucible' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Snooze Anvil for 7 days' }));
    expect(await screen.findByRole('button', { name: 'Needs attention, 1' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Anvil' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Needs attention, 1' }));
    const anvil = within(screen.getByRole('article', { name: 'Anvil' }));
    expect(anvil.getByText('Snoozed until Nov 27')).toBeInTheDocument();
    expect(anvil.queryByRole('list', { name: 'Needs attention' })).toBeNull();
  });
});
