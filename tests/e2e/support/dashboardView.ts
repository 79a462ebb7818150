import { expect, type Page } from '@playwright/test';
import { cardNames } from './dashboard';

/** The dashboard's filter row, search box and count, by what a founder reads. */
export const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter projects' });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search projects' });
export const shownCount = (page: Page, shown: number, total = 3) =>
  page.getByText(`Showing ${shown} of ${total} projects`);

/** The page's path and query, as the view writes them into the address. */
export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

export type DashboardView = { q: string; status: string; owner: string; sort: string; cards: string[] };

/** Fails unless the filter row shows exactly this view and the grid these cards, in order. */
export async function expectView(page: Page, view: DashboardView) {
  await expect(searchBox(page)).toHaveValue(view.q);
  await expect(filterBar(page).getByRole('combobox', { name: 'Status' })).toHaveText(view.status);
  await expect(filterBar(page).getByRole('combobox', { name: 'Owner' })).toHaveText(view.owner);
  await expect(filterBar(page).getByRole('combobox', { name: 'Sort' })).toHaveText(view.sort);
  await expect.poll(() => cardNames(page)).toEqual(view.cards);
}
