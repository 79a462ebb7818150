import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, SCHEMES, useScheme } from './support/a11y';
import { announcement, column, dragWithMouse, pickUpWithKeyboard, showBoard, viewSwitch } from './support/board';
import { card, choose, openSeededDashboard, storedProjectsText, tile, toast } from './support/dashboard';
import { searchBox } from './support/dashboardView';
import { startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

test.describe('the pipeline board', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSeededDashboard(page);
  });

  test('switching to Board and back keeps the address, and a reload keeps the board', async ({ page }) => {
    await expect(viewSwitch(page, 'Cards')).toHaveAttribute('aria-pressed', 'true');
    await expect(viewSwitch(page, 'Board')).toHaveAttribute('aria-pressed', 'false');
    await showBoard(page);
    await expect(page).toHaveURL(/\/dashboard\?view=board$/);
    await page.reload();
    await expect(column(page, 'Live')).toBeVisible();
    await expect(viewSwitch(page, 'Board')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: /^Live, / })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.goto('/dashboard?view=sideways');
    await expect(viewSwitch(page, 'Cards')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('five columns in order, with counts, revenue and the same cards', async ({ page }) => {
    await showBoard(page);
    const names = await page
      .getByRole('region', { name: /, \d+ projects?$/ })
      .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')));
    expect(names).toEqual([
      'Idea, 1 project',
      'In Dev, 1 project',
      'Live, 1 project',
      'Monetized, 0 projects',
      'Paused, 0 projects',
    ]);
    await expect(column(page, 'Live').getByRole('heading', { name: 'Live 1' })).toBeVisible();
    await expect(column(page, 'Live')).toContainText('$2,500 revenue');
    await expect(card(page, 'GrowthPulse')).toBeVisible();
    await expect(column(page, 'Live').getByRole('article', { name: 'GrowthPulse' })).toBeVisible();
    await expect(column(page, 'Monetized')).toContainText('No projects');
  });

  test('a mouse drag moves a card: badge, counts, tiles and storage follow', async ({ page }) => {
    await showBoard(page);
    await expect(tile(page, 'Live Projects')).toHaveAccessibleName('Live Projects: 1');
    await dragWithMouse(page, card(page, 'CodeMentor AI'), column(page, 'Live'));
    const moved = column(page, 'Live').getByRole('article', { name: 'CodeMentor AI' });
    await expect(moved).toBeVisible();
    await expect(moved).toContainText('Live');
    await expect(page.getByRole('region', { name: 'Live, 2 projects' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Idea, 0 projects' })).toContainText('No projects');
    await expect(tile(page, 'Live Projects')).toHaveAccessibleName('Live Projects: 2');
    await expect(toast(page, 'Project moved')).toContainText('CodeMentor AI is now Live.');
    // Stored rows: id, name, description, status, ...
    await expect.poll(() => storedProjectsText(page)).toMatch(/"CodeMentor AI","[^"]*","Live"/);
    await page.reload();
    await expect(column(page, 'Live').getByRole('article', { name: 'CodeMentor AI' })).toBeVisible();
  });

  test('an empty column takes a drop, and a drop outside every column changes nothing', async ({ page }) => {
    await showBoard(page);
    await dragWithMouse(page, card(page, 'GrowthPulse'), column(page, 'Monetized'));
    await expect(page.getByRole('region', { name: 'Monetized, 1 project' }).getByRole('article')).toHaveAccessibleName(
      'GrowthPulse',
    );
    // Outside: onto the page's header.
    const from = await card(page, 'AutoFlow Engine').locator('p').first().boundingBox();
    await page.mouse.move(from!.x + 20, from!.y + 5);
    await page.mouse.down();
    await page.mouse.move(from!.x + 40, from!.y + 20, { steps: 3 });
    await page.mouse.move(20, 20, { steps: 10 });
    // Released once the board has seen the pointer leave the columns it crossed (as dragWithMouse
    // waits for the column it aims at): a release in the same frame would still be over Idea.
    await expect(page.locator('[data-over]')).toHaveCount(0);
    await page.mouse.up();
    await expect(announcement(page)).toHaveText('Move cancelled. AutoFlow Engine stays in In Dev.');
    await expect(page.getByRole('region', { name: 'In Dev, 1 project' }).getByRole('article')).toHaveAccessibleName(
      'AutoFlow Engine',
    );
  });

  test('the keyboard moves a card, announcing every step; Escape cancels', async ({ page }) => {
    await showBoard(page);
    await pickUpWithKeyboard(page, 'CodeMentor AI', 'Idea');
    await page.keyboard.press('ArrowRight');
    await expect(announcement(page)).toHaveText('CodeMentor AI over In Dev.');
    await page.keyboard.press('ArrowRight');
    await expect(announcement(page)).toHaveText('CodeMentor AI over Live.');
    await page.keyboard.press('Escape');
    await expect(announcement(page)).toHaveText('Move cancelled. CodeMentor AI stays in Idea.');
    await expect(column(page, 'Idea').getByRole('article', { name: 'CodeMentor AI' })).toBeVisible();

    await pickUpWithKeyboard(page, 'CodeMentor AI', 'Idea', 'Enter');
    for (const status of ['In Dev', 'Live', 'Monetized'] as const) {
      await page.keyboard.press('ArrowRight');
      await expect(announcement(page)).toHaveText(`CodeMentor AI over ${status}.`);
    }
    await page.keyboard.press('Enter');
    await expect(announcement(page)).toHaveText('CodeMentor AI moved to Monetized.');
    await expect(column(page, 'Monetized').getByRole('article', { name: 'CodeMentor AI' })).toBeVisible();
    await expect(toast(page, 'Project moved')).toContainText('CodeMentor AI is now Monetized.');
    // The handle keeps the focus, in the card's new column.
    await expect(page.getByRole('button', { name: 'Move CodeMentor AI' })).toBeFocused();
  });

  test('"Move to" in the card menu moves without dragging, on the board and in Cards', async ({ page }) => {
    await card(page, 'AutoFlow Engine').getByRole('button', { name: 'More actions for AutoFlow Engine' }).click();
    const items = page.getByRole('menuitem', { name: /^Move to / });
    await expect(items).toHaveText(['Move to Idea', 'Move to Live', 'Move to Monetized', 'Move to Paused']);
    await page.getByRole('menuitem', { name: 'Move to Paused' }).click();
    await expect(card(page, 'AutoFlow Engine')).toContainText('Paused');
    await expect(toast(page, 'Project moved')).toContainText('AutoFlow Engine is now Paused.');

    await showBoard(page);
    await card(page, 'GrowthPulse').getByRole('button', { name: 'More actions for GrowthPulse' }).click();
    await page.getByRole('menuitem', { name: 'Move to Idea' }).click();
    await expect(page.getByRole('region', { name: 'Idea, 2 projects' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Paused, 1 project' })).toBeVisible();
  });

  test('filters, search and sort apply to the board; a status filter shows its column only', async ({ page }) => {
    await showBoard(page);
    await choose(page, page, 'Owner', 'Sam Okafor');
    await expect(page.getByRole('region', { name: 'Idea, 1 project' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live, 0 projects' })).toContainText('No projects');
    await searchBox(page).fill('mentor');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'In Dev, 0 projects' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await choose(page, page, 'Status', 'Live');
    await expect(page.getByRole('region', { name: /, \d+ projects?$/ })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Live, 1 project' })).toBeVisible();
    await expect(page).toHaveURL(/status=Live/);
    await expect(page).toHaveURL(/view=board/);
  });

  test('a project added from the board lands in its column', async ({ page }) => {
    await showBoard(page);
    await page.getByRole('search').getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await dialog.getByLabel('Project Name').fill('Anvil');
    await dialog.getByLabel('Description').fill('Forms that fill themselves.');
    await choose(page, dialog, 'Status', 'Paused');
    await dialog.getByRole('checkbox', { name: 'Maya Chen' }).check();
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expect(column(page, 'Paused').getByRole('article', { name: 'Anvil' })).toBeVisible();
  });
});

for (const scheme of SCHEMES) {
  test(`axe finds nothing on the board, ${scheme} scheme`, async ({ page }) => {
    await useScheme(page, scheme);
    await openSeededDashboard(page);
    await showBoard(page);
    await expectNoAxeViolations(page, 'the board');
  });
}
