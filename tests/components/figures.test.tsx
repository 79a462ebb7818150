import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { addMonths, currentMonth, formatMonth, shortMonthName } from '../../src/features/projects/figures/months';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject } from './dashboardFixtures';

// The month the tests run in, whatever the day: the store's clock and every change read this date.
const NOON = new Date(2026, 10, 20, 12, 0);
beforeEach(() => void vi.useFakeTimers({ now: NOON, toFake: ['Date'], shouldAdvanceTime: true }));
afterEach(() => void vi.useRealTimers());

const now = currentMonth(NOON);
const ago = (months: number) => addMonths(now, -months);

const renderDashboard = (state = labState(), route = '/dashboard') =>
  renderWithProviders(<DashboardPage />, { preloadedState: state, route, path: '/dashboard' });

type Render = ReturnType<typeof renderDashboard>;

async function openFigures({ user }: Render, name: string) {
  await user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Monthly figures' }));
  return screen.findByRole('dialog', { name: `Monthly figures of ${name}` });
}

async function saveMonth({ user }: Render, dialog: HTMLElement, month: string, revenue: string, subscribers: string) {
  // jsdom keeps only a whole YYYY-MM in a month field, so it is set in one change, as a picker does.
  fireEvent.change(within(dialog).getByLabelText(/^Month/), { target: { value: month } });
  const [revenueField, subscribersField] = [
    within(dialog).getByLabelText('Revenue'),
    within(dialog).getByLabelText('Subscribers'),
  ];
  await user.clear(revenueField);
  if (revenue) await user.type(revenueField, revenue);
  await user.clear(subscribersField);
  if (subscribers) await user.type(subscribersField, subscribers);
  await user.click(within(dialog).getByRole('button', { name: 'Save month' }));
}

async function closeDialog({ user }: Render, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
}

/** The Growth view's table, once its code has loaded. */
const growthTable = () => screen.findByRole('table', { name: 'Lab figures by month' }, { timeout: 10_000 });

/** The Growth table's row for a month, as its cells read. */
const growthRow = (month: string) => {
  const table = screen.getByRole('table', { name: 'Lab figures by month' });
  const header = within(table).getByRole('rowheader', { name: formatMonth(month) });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('monthly figures', { timeout: 30_000 }, () => {
  it('entered for two projects, read back in the Growth view’s table', async () => {
    const fresh = { figures: { [now]: { revenue: 0, subscribers: 0 } } };
    const view = renderDashboard(
      labState([
        makeProject({ id: 'a', name: 'Anvil', ...fresh }),
        makeProject({ id: 'b', name: 'Bellows', ...fresh }),
      ]),
    );
    let dialog = await openFigures(view, 'Anvil');
    await saveMonth(view, dialog, ago(2), '100', '1');
    await saveMonth(view, dialog, ago(1), '200', '2');
    await saveMonth(view, dialog, now, '300', '3');
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    await closeDialog(view, dialog);
    dialog = await openFigures(view, 'Bellows');
    await saveMonth(view, dialog, ago(2), '50', '5');
    await saveMonth(view, dialog, ago(1), '0', '0');
    await saveMonth(view, dialog, now, '80', '8');
    await closeDialog(view, dialog);

    expect(within(screen.getByRole('article', { name: 'Anvil' })).getByText('$300')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Growth' }));
    await growthTable();
    // Month, then Revenue, Subscribers, New, Expansion, Contraction, Churned, Reactivated, Net change.
    expect(growthRow(ago(2))).toEqual(['$150', '6', '$150', '$0', '$0', '$0', '$0', '$150']);
    expect(growthRow(ago(1))).toEqual(['$200', '2', '$0', '$100', '$0', '-$50', '$0', '$50']);
    expect(growthRow(now)).toEqual(['$380', '11', '$0', '$100', '$0', '$0', '$80', '$180']);
  });

  it('refuses a future month and a negative figure at the field, and saves nothing', async () => {
    const view = renderDashboard();
    const before = view.store.getState().projects.items;
    const dialog = await openFigures(view, 'GrowthPulse');
    await saveMonth(view, dialog, addMonths(now, 1), '10', '1');
    expect(within(dialog).getByText(/Choose this month or an earlier one/)).toBeInTheDocument();
    await saveMonth(view, dialog, ago(1), '-5', '1');
    expect(within(dialog).getByText('Enter 0 or more.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Revenue')).toHaveAttribute('aria-invalid', 'true');
    expect(view.store.getState().projects.items).toBe(before);
  });

  it('fills in a month’s figures when it is chosen; a correction changes the table, not the card', async () => {
    const view = renderDashboard();
    const dialog = await openFigures(view, 'GrowthPulse');
    fireEvent.change(within(dialog).getByLabelText(/^Month/), { target: { value: ago(2) } });
    expect(within(dialog).getByLabelText('Revenue')).toHaveValue(1500);
    await saveMonth(view, dialog, ago(2), '1600', '100');
    const row = within(dialog)
      .getByRole('rowheader', { name: formatMonth(ago(2)) })
      .closest('tr')!;
    expect(within(row).getByText('$1,600')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'GrowthPulse', hidden: true })).getByText('$2,500'),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: `Remove ${formatMonth(ago(2))}` }));
    expect(within(dialog).queryByRole('rowheader', { name: formatMonth(ago(2)) })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: `Remove ${formatMonth(now)}` })).not.toBeInTheDocument();
  });

  it('shows each card’s trend and change, and the lab’s on the Total Revenue tile', () => {
    renderDashboard();
    const pulse = screen.getByRole('article', { name: 'GrowthPulse' });
    const change = `+39% vs ${shortMonthName(ago(1))}`;
    expect(within(pulse).getByText(change)).toBeInTheDocument();
    const trend = within(pulse).getByRole('img', { name: 'Revenue trend of GrowthPulse' });
    expect(trend).toHaveAccessibleDescription(`${formatMonth(ago(4))}: $900; ${formatMonth(now)}: $2,500`);
    expect(within(screen.getByRole('group', { name: 'Total Revenue: $2,500' })).getByText(change)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'CodeMentor AI' })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('narrows the Growth view to the projects the filters and the search leave', async () => {
    renderDashboard(labState(), '/dashboard?view=growth&owner=Maya%20Chen');
    await growthTable();
    expect(growthRow(ago(2))).toEqual(['$1,500', '100', '$0', '$300', '$0', '$0', '$0', '$300']);
  });

  it('says so when the projects shown have no figures, and points to Monthly figures', async () => {
    renderDashboard(labState(), '/dashboard?view=growth&q=CodeMentor');
    expect(await screen.findByRole('heading', { name: 'No figures yet' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/choose Monthly figures/)).toBeInTheDocument();
  });
});
