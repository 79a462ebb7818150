import { expect, type Locator, type Page } from '@playwright/test';
import { openDashboard } from './returningFounder';
import { STORAGE_KEYS } from './session';

export type NewProject = {
  name: string;
  description: string;
  owners: string[];
  status?: 'Idea' | 'In Dev' | 'Live' | 'Monetized' | 'Paused';
  revenue?: string;
  subscribers?: string;
  githubUrl?: string;
  liveUrl?: string;
  notes?: string;
};

/** The seed as the grid shows it, most recently updated first (7, 14 and 30 days ago). */
export const SEED_NAMES = ['AutoFlow Engine', 'CodeMentor AI', 'GrowthPulse'];

/**
 * Opens the seeded dashboard as a returning founder (the spec calls startAsReturningFounder) with
 * the page's clock fixed at noon today: the dates it shows ("Updated" 30 days ago, today's date in
 * a file name) are then one date for the whole test, even one that runs across midnight.
 * Playwright's clock then also drives timers, frames and performance.now (in step with real time),
 * so tests that sample animations frame by frame open the dashboard without it.
 */
export async function openSeededDashboard(page: Page) {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  await page.clock.setFixedTime(noon);
  await openDashboard(page);
}

/** Waits until every card has come to rest: no animation on its cell, fully opaque, not moved. */
export async function expectCardsAtRest(page: Page) {
  await expect
    .poll(() =>
      page.getByRole('article').evaluateAll((articles) =>
        articles.every((article) => {
          const cell = article.parentElement as HTMLElement;
          const { opacity, transform } = getComputedStyle(cell);
          return (
            cell.getAnimations().length === 0 &&
            opacity === '1' &&
            (transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)')
          );
        }),
      ),
    )
    .toBe(true);
}

export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The names of the cards on screen, in order. */
export const cardNames = (page: Page) => page.getByRole('article').locator('h3').allTextContents();

export const tile = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}:`) });

/** The toast that says `text`, in its title or its message. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Picks an option of a MUI select by its label. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Fills the project dialog that is open. */
export async function fillProjectForm(page: Page, dialog: Locator, project: Partial<NewProject>) {
  if (project.name !== undefined) await dialog.getByLabel('Project Name').fill(project.name);
  if (project.description !== undefined) await dialog.getByLabel('Description').fill(project.description);
  if (project.status) await choose(page, dialog, 'Status', project.status);
  for (const owner of project.owners ?? []) await dialog.getByRole('checkbox', { name: owner }).check();
  if (project.revenue !== undefined) await dialog.getByLabel('Revenue').fill(project.revenue);
  if (project.subscribers !== undefined) await dialog.getByLabel('Subscribers').fill(project.subscribers);
  if (project.githubUrl !== undefined) await dialog.getByLabel('GitHub URL').fill(project.githubUrl);
  if (project.liveUrl !== undefined) await dialog.getByLabel('Live Demo URL').fill(project.liveUrl);
  if (project.notes !== undefined) await dialog.getByLabel('Notes').fill(project.notes);
}

/** Adds a project through the "Add New Project" dialog, as a founder would. */
export async function addProject(page: Page, project: NewProject) {
  await page.getByRole('search').getByRole('button', { name: 'Add New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await fillProjectForm(page, dialog, project);
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, project.name)).toBeVisible();
}

/** The raw stored projects document; names in it tell what a reload will bring back. */
export const storedProjectsText = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEYS.projects);

/** Waits until the stored projects mention (or no longer mention) a name, so a reload reads the latest write. */
export async function expectStored(page: Page, name: string, stored = true) {
  const check = expect.poll(() => storedProjectsText(page));
  await (stored ? check.toContain(name) : check.not.toContain(name));
}

/** The number of grid columns, counted from where the cards start. */
export const columnCount = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((articles) => new Set(articles.map((a) => Math.round(a.getBoundingClientRect().left))).size);
