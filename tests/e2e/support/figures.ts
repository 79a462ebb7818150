import { expect, type Locator, type Page } from '@playwright/test';
import { card } from './dashboard';

/** A month `back` months before the current one (local time), as a month field takes it and as the lab writes it. */
export function monthAgo(back: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  const value = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  const short = date.toLocaleString('en-US', { month: 'short' });
  return { value, short, label: `${short} ${date.getFullYear()}` };
}

/** Opens a card's "Monthly figures" dialog from its More actions menu. */
export async function openFigures(page: Page, name: string): Promise<Locator> {
  await card(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Monthly figures' }).click();
  const dialog = page.getByRole('dialog', { name: `Monthly figures of ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Enters one month in the open dialog and saves it. */
export async function saveMonth(dialog: Locator, month: string, revenue: string, subscribers: string) {
  await dialog.getByLabel('Month').fill(month);
  await dialog.getByLabel('Revenue').fill(revenue);
  await dialog.getByLabel('Subscribers').fill(subscribers);
  await dialog.getByRole('button', { name: 'Save month' }).click();
}

/** The dialog's row of a month, once saved. */
export const monthRow = (dialog: Locator, label: string) =>
  dialog.getByRole('row').filter({ has: dialog.page().getByRole('rowheader', { name: label, exact: true }) });

export const growthTable = (page: Page) => page.getByRole('table', { name: 'Lab figures by month' });

/** The Growth table's cells for a month: Revenue, Subscribers, New, Expansion, Contraction, Churned, Reactivated, Net change. */
export const growthRow = (page: Page, label: string) =>
  growthTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

export const showGrowth = async (page: Page) => {
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Growth' }).click();
  await expect(growthTable(page)).toBeVisible();
};
