import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addProject, card, cardNames, choose, openSeededDashboard, tile } from './support/dashboard';
import { startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

const toasts = (page: Page) => page.getByRole('status');

test.beforeEach(async ({ page }) => {
  await openSeededDashboard(page);
});

test.describe('Filters', () => {
  test('narrow the cards by status, by owner and by both, with the matching empty-state hint', async ({ page }) => {
    await choose(page, page, 'Status', 'Live');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
    await choose(page, page, 'Status', 'All Status');
    await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText('All Owners');
    await page.getByRole('combobox', { name: 'Owner' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'All Owners',
      'Alex Rivera',
      'Maya Chen',
      'Sam Okafor',
    ]);
    await page.keyboard.press('Escape');

    await choose(page, page, 'Owner', 'Sam Okafor');
    await expect.poll(() => cardNames(page)).toEqual(['AutoFlow Engine', 'CodeMentor AI']);
    await choose(page, page, 'Status', 'In Dev');
    await expect.poll(() => cardNames(page)).toEqual(['AutoFlow Engine']);
    await choose(page, page, 'Status', 'Live');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'No projects found' })).toContainText(
      'Try adjusting your filters or add a new project.',
    );
    await expect(tile(page, 'Total Projects')).toHaveAccessibleName('Total Projects: 3');
    await choose(page, page, 'Owner', 'All Owners');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
  });

  test('a press dragged to an option chooses it; a slow click opens, a click outside closes', async ({ page }) => {
    const status = page.getByRole('combobox', { name: 'Status' });
    const menu = page.getByRole('listbox');
    await status.hover();
    await page.mouse.down();
    // hover() waits for the opening menu to stand still, then moves the pressed pointer onto Live.
    await menu.getByRole('option', { name: 'Live', exact: true }).hover();
    await page.mouse.up();
    await expect(menu).toBeHidden();
    await expect(status).toHaveText('Live');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
    // A release in place lands on Live (the menu opens over the field): MUI's own select would choose it.
    await status.hover();
    await page.mouse.down();
    await page.waitForTimeout(600);
    await page.mouse.up();
    await expect(menu.getByRole('option', { name: 'Paused' })).toBeVisible();
    await page.mouse.click(5, 5); // outside the menu: its invisible backdrop takes the click
    await expect(menu).toBeHidden();
    await expect(status).toHaveText('Live');
  });

  test('fall back to All Owners when the chosen owner leaves the last project', async ({ page }) => {
    await choose(page, page, 'Owner', 'Maya Chen');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
    await card(page, 'GrowthPulse').getByRole('button', { name: 'Edit GrowthPulse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByRole('checkbox', { name: 'Sam Okafor' }).check();
    await dialog.getByRole('checkbox', { name: 'Maya Chen' }).uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText('All Owners');
    // The edited project is now the most recently updated.
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse', 'AutoFlow Engine', 'CodeMentor AI']);
  });
});

test.describe('Export CSV', () => {
  test('downloads the projects shown, fully quoted, as forge-lab-projects-<today>.csv', async ({ page }) => {
    await addProject(page, {
      name: 'The "Anvil", v2',
      description: 'Line one\nLine two, with a comma',
      owners: ['Alex Rivera', 'Sam Okafor'],
      revenue: '99.5',
      subscribers: '7',
    });
    const today = await page.evaluate(() => {
      const now = new Date();
      return {
        file: `forge-lab-projects-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`,
        date: now.toLocaleDateString(),
      };
    });

    let [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(today.file);
    let csv = await readFile(await download.path(), 'utf8');
    // A UTF-8 BOM first, so spreadsheets read non-ASCII names; rows in the order shown (recently updated first).
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.slice(1).split('\n');
    expect(rows[0]).toBe(
      '"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated","Next step","Due"',
    );
    expect(
      csv
        .slice(1)
        .startsWith(
          `${rows[0]}\n"The ""Anvil"", v2","Line one\nLine two, with a comma","Idea","Alex Rivera; Sam Okafor","99.5","7","${today.date}","",""\n`,
        ),
    ).toBe(true);
    expect(rows[3]).toMatch(/^"AutoFlow Engine","[^"]+","In Dev","Alex Rivera; Sam Okafor","0","0","[^"]+","",""$/);
    expect(rows[5]).toMatch(/^"GrowthPulse","[^"]+","Live","Maya Chen","2500","150","[^"]+","",""$/);
    await expect(toasts(page).filter({ hasText: 'Export complete!' })).toContainText(
      'Projects data has been exported to CSV.',
    );

    await choose(page, page, 'Status', 'Live');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
    [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')).toHaveLength(2);
    expect(csv).toContain('"GrowthPulse"');
  });
});

test.describe('GitHub and Live links', () => {
  test('without a URL they toast "feature not implemented", one toast at a time', async ({ page }) => {
    const growth = card(page, 'GrowthPulse');
    await growth.getByRole('button', { name: 'GitHub' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('feature not implemented');
    await expect(toasts(page)).toContainText('No GitHub URL provided for this project.');
    await growth.getByRole('button', { name: 'Live' }).click();
    await expect(toasts(page)).toContainText('No live demo URL provided for this project.');
    await expect(toasts(page)).toHaveCount(1);

    // Count the toasts at every change of the page while three are asked for in quick succession.
    await page.evaluate(() => {
      const count = () => document.querySelectorAll('[role="status"]').length;
      const seen = { most: count() };
      (window as unknown as { __toasts: typeof seen }).__toasts = seen;
      new MutationObserver(() => (seen.most = Math.max(seen.most, count()))).observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
      });
    });
    await growth.getByRole('button', { name: 'GitHub' }).click();
    await growth.getByRole('button', { name: 'Live' }).click();
    await growth.getByRole('button', { name: 'GitHub' }).click();
    await expect(toasts(page)).toContainText('No GitHub URL provided for this project.');
    await expect(toasts(page)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __toasts: { most: number } }).__toasts.most)).toBe(1);
  });

  test('with a URL they open a new tab that has no opener', async ({ page, context, baseURL }) => {
    const githubUrl = `${baseURL}/?from=github`;
    const liveUrl = `${baseURL}/?from=live`;
    await addProject(page, { name: 'Linked', description: 'Has links.', owners: ['Maya Chen'], githubUrl, liveUrl });
    const linked = card(page, 'Linked');

    for (const [button, url] of [
      ['GitHub', githubUrl],
      ['Live', liveUrl],
    ] as const) {
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        linked.getByRole('button', { name: button }).click(),
      ]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(url);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    await expect(toasts(page).filter({ hasText: 'feature not implemented' })).toHaveCount(0);
  });
});

test('Board and Growth take over from the cards once ready, with no loading line between', async ({ page }) => {
  await page.evaluate(() => {
    const seen = { loading: false };
    Object.assign(window, { viewLoading: seen });
    new MutationObserver(() => {
      if (/Loading the (board|Growth view)/.test(document.body.textContent ?? '')) seen.loading = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Live, 1 project' })).toBeVisible();
  await page.getByRole('button', { name: 'Growth', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Lab figures by month' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { viewLoading: { loading: boolean } }).viewLoading.loading),
  ).toBe(false);
});
