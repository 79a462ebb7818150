import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, SCHEMES, useScheme } from './support/a11y';
import { card, choose, openSeededDashboard, tile } from './support/dashboard';
import { growthRow, growthTable, monthAgo, monthRow, openFigures, saveMonth, showGrowth } from './support/figures';
import { startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

const [now, last, twoAgo] = [monthAgo(0), monthAgo(1), monthAgo(2)];

test.describe('monthly figures and the Growth view', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSeededDashboard(page);
  });

  test('months entered for two projects show on their cards and in the Growth table', async ({ page }) => {
    await expect(card(page, 'GrowthPulse').getByText(`+39% vs ${last.short}`)).toBeVisible();
    await expect(tile(page, 'Total Revenue')).toContainText(`+39% vs ${last.short}`);

    let dialog = await openFigures(page, 'AutoFlow Engine');
    await saveMonth(dialog, last.value, '500', '20');
    await expect(monthRow(dialog, last.label)).toContainText('$500');
    await saveMonth(dialog, now.value, '700', '25');
    await expect(monthRow(dialog, now.label)).toContainText('$700');
    await expect(dialog.getByRole('button', { name: `Remove ${last.label}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Remove ${now.label}` })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openFigures(page, 'CodeMentor AI');
    await saveMonth(dialog, twoAgo.value, '100', '4');
    await expect(monthRow(dialog, twoAgo.label)).toContainText('$100');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const autoflow = card(page, 'AutoFlow Engine');
    await expect(autoflow).toContainText('$700');
    await expect(autoflow.getByText(`+40% vs ${last.short}`)).toBeVisible();
    await expect(autoflow.getByRole('img', { name: 'Revenue trend of AutoFlow Engine' })).toHaveAccessibleDescription(
      new RegExp(`: \\$300; ${now.label}: \\$700$`),
    );

    await showGrowth(page);
    await expect(page).toHaveURL(/\/dashboard\?view=growth$/);
    // Revenue, Subscribers, New, Expansion, Contraction, Churned, Reactivated, Net change.
    await expect(growthRow(page, now.label)).toHaveText(['$3,200', '175', '$0', '$900', '$0', '-$100', '$0', '$800']);
    await expect(growthRow(page, last.label)).toHaveText(['$2,400', '144', '$0', '$300', '$0', '$0', '$500', '$800']);
    await expect(growthRow(page, twoAgo.label)).toHaveText([
      '$1,600',
      '104',
      '$100',
      '$300',
      '$0',
      '-$300',
      '$0',
      '$100',
    ]);
    await page.reload();
    await expect(growthTable(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('a future month and a negative figure are refused; a past correction changes the table, not the card', async ({
    page,
  }) => {
    const dialog = await openFigures(page, 'GrowthPulse');
    await saveMonth(dialog, monthAgo(-1).value, '10', '1');
    await expect(dialog.getByText(/Choose this month or an earlier one/)).toBeVisible();
    await saveMonth(dialog, last.value, '-5', '1');
    await expect(dialog.getByText('Enter 0 or more.')).toBeVisible();
    await expect(monthRow(dialog, last.label)).toContainText('$1,800');

    await saveMonth(dialog, twoAgo.value, '1600', '100');
    await expect(monthRow(dialog, twoAgo.label)).toContainText('$1,600');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(card(page, 'GrowthPulse')).toContainText('$2,500');
    await showGrowth(page);
    await expect(growthRow(page, twoAgo.label).first()).toHaveText('$1,600');
  });

  test('filters and the search narrow the Growth view; Export figures CSV downloads their months', async ({ page }) => {
    await showGrowth(page);
    await expect(growthRow(page, twoAgo.label).nth(5)).toHaveText('-$300');
    await choose(page, page, 'Owner', 'Maya Chen');
    await expect(growthRow(page, twoAgo.label).nth(5)).toHaveText('$0');
    await expect(growthRow(page, now.label).first()).toHaveText('$2,500');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export figures CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^forge-lab-figures-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = (await readFile(await download.path(), 'utf8')).slice(1).split('\n');
    expect(rows[0]).toBe('"Project","Month","Revenue","Subscribers"');
    expect(rows.slice(1)).toEqual(
      [4, 3, 2, 1, 0].map((back, index) => {
        const [revenue, subscribers] = [
          [900, 60],
          [1200, 85],
          [1500, 100],
          [1800, 120],
          [2500, 150],
        ][index];
        return `"GrowthPulse","${monthAgo(back).value}","${revenue}","${subscribers}"`;
      }),
    );
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('codementor');
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    await choose(page, page, 'Owner', 'All Owners');
    await expect(page.getByRole('heading', { name: 'No figures yet' })).toBeVisible();
    await expect(page.getByText(/choose Monthly figures/)).toBeVisible();
  });

  test('a backup keeps the figures, and an import with merge brings back a removed month', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download backup' }).click(),
    ]);
    const backup = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      version: number;
      projects: { figures: object }[];
    };
    expect(backup.version).toBe(4);
    expect(Object.keys(backup.projects[1].figures)).toHaveLength(5);

    let dialog = await openFigures(page, 'GrowthPulse');
    await dialog.getByRole('button', { name: `Remove ${monthAgo(4).label}` }).click();
    await expect(monthRow(dialog, monthAgo(4).label)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Import' }).click();
    const importing = page.getByRole('dialog', { name: 'Import projects' });
    await importing.getByLabel('Backup or CSV file').setInputFiles(await download.path());
    await importing.getByRole('button', { name: 'Merge' }).click();
    await expect(importing).toBeHidden();
    dialog = await openFigures(page, 'GrowthPulse');
    await expect(monthRow(dialog, monthAgo(4).label)).toContainText('$900');
  });

  for (const scheme of SCHEMES) {
    test(`the dialog and the Growth view pass axe (${scheme})`, async ({ page }) => {
      await useScheme(page, scheme);
      const dialog = await openFigures(page, 'GrowthPulse');
      await saveMonth(dialog, monthAgo(-1).value, '-1', '');
      await expect(dialog.getByText('Enter 0 or more.')).toBeVisible();
      await expectNoAxeViolations(page, 'the Monthly figures dialog');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      await showGrowth(page);
      await expectNoAxeViolations(page, 'the Growth view');
    });
  }
});

test('at 390 px the Growth view reads without sideways scrolling of the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSeededDashboard(page);
  await showGrowth(page);
  await expect(growthRow(page, now.label).first()).toHaveText('$2,500');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('region', { name: 'Lab figures by month' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Growth view on a phone');
});
