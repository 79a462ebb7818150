import { expect, test, type Page } from '@playwright/test';
import { card, fillProjectForm } from './support/dashboard';
import { openDashboard, startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

/** Edits a card through its dialog, as a founder would. */
async function edit(page: Page, name: string, changes: Parameters<typeof fillProjectForm>[2]) {
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await fillProjectForm(page, dialog, changes);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

async function openHistory(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: `History of ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  // Real time: each change gets its own moment.
  await openDashboard(page);
});

test('edit twice, then restore the first version from the History dialog', async ({ page }) => {
  await edit(page, 'GrowthPulse', { revenue: '3000' });
  await edit(page, 'GrowthPulse', { status: 'Monetized' });

  const menuButton = card(page, 'GrowthPulse').getByRole('button', { name: 'More actions for GrowthPulse' });
  const dialog = await openHistory(page, 'GrowthPulse');
  const list = dialog.getByRole('list').first();
  await expect(list.getByRole('listitem').filter({ hasText: /^Edited by Alex Rivera/ })).toHaveCount(2);
  await expect(dialog.getByText('Status: Live → Monetized')).toBeVisible();
  await expect(dialog.getByText('Revenue: $2,500 → $3,000')).toBeVisible();
  // Every entry but the newest can be restored.
  await expect(dialog.getByRole('button', { name: 'Restore this version' })).toHaveCount(2);

  // The oldest: GrowthPulse as it was before the two edits.
  await dialog.getByRole('button', { name: 'Restore this version' }).last().click();
  // The toast, and the same words said from inside the dialog (the page behind it is hidden meanwhile).
  await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^Version restored\. GrowthPulse is back as it was on .+\.$/);
  await expect(dialog.getByText(/^Restored by Alex Rivera/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Restore this version' })).toHaveCount(3);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  const growth = card(page, 'GrowthPulse');
  await expect(growth.getByText('$2,500')).toBeVisible();
  await expect(growth.getByText('Monetized')).toHaveCount(0);
  await expect(growth.getByText(/by Alex Rivera/)).toBeVisible();
});

test('a project with no changes yet says so, and Close gives the focus back', async ({ page }) => {
  const dialog = await openHistory(page, 'CodeMentor AI');
  await expect(dialog.getByText('No history for this project yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card(page, 'CodeMentor AI').getByRole('button', { name: 'More actions for CodeMentor AI' }),
  ).toBeFocused();
});

test('delete a project, then restore it from Activity', async ({ page }) => {
  page.on('dialog', (confirm) => void confirm.accept());
  await card(page, 'GrowthPulse').getByRole('button', { name: 'Delete GrowthPulse' }).click();
  await expect(card(page, 'GrowthPulse')).toHaveCount(0);

  await page.getByRole('button', { name: 'Activity' }).click();
  const panel = page.getByRole('dialog', { name: 'Activity' });
  await expect(panel.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(panel.getByText('Alex Rivera deleted GrowthPulse')).toBeVisible();
  await panel.getByRole('button', { name: 'Restore GrowthPulse' }).click();
  await expect(page.getByText('GrowthPulse is back in the lab.', { exact: true })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Project restored. GrowthPulse is back in the lab.');
  await expect(panel.getByRole('button', { name: 'Restore GrowthPulse' })).toHaveCount(0);
  await expect(panel.getByText('Alex Rivera restored GrowthPulse')).toBeVisible();

  // Choosing an entry's project opens its history.
  await panel.getByRole('button', { name: 'GrowthPulse' }).first().click();
  const history = page.getByRole('dialog', { name: 'History of GrowthPulse' });
  await expect(history.getByText(/^Restored by Alex Rivera/)).toBeVisible();
  await expect(history.getByText(/^Deleted by Alex Rivera/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(panel.getByRole('button', { name: 'GrowthPulse' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Activity' })).toBeFocused();
  await expect(card(page, 'GrowthPulse')).toBeVisible();
});

test('the history survives a reload, a second tab sees it, and none of it is in localStorage', async ({ page }) => {
  await edit(page, 'AutoFlow Engine', { revenue: '4200' });
  const dialog = await openHistory(page, 'AutoFlow Engine');
  await expect(dialog.getByText('Revenue: $0 → $4,200')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(3);
  const again = await openHistory(page, 'AutoFlow Engine');
  await expect(again.getByText('Revenue: $0 → $4,200')).toBeVisible();

  const second = await page.context().newPage();
  await second.goto('/dashboard');
  const there = await openHistory(second, 'AutoFlow Engine');
  await expect(there.getByText('Revenue: $0 → $4,200')).toBeVisible();

  const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(stored).not.toContain('"kind"');
  expect(stored).not.toContain('$4,200');
});

test('an unreadable history database is set aside with a notice, and the lab goes on', async ({ browser }) => {
  const context = await browser.newContext();
  // A database under the history's name that is not one (as a corrupt one reads), made before the app runs.
  await context.addInitScript(() => {
    const request = indexedDB.open('forge-lab-history', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('not-history');
    request.onsuccess = () => request.result.close();
  });
  const page = await context.newPage();
  await openDashboard(page);
  await edit(page, 'GrowthPulse', { revenue: '3100' });
  await expect(page.getByText('History started afresh', { exact: true })).toBeVisible();
  await expect(page.getByText(/The old copy is kept in IndexedDB under "forge-lab-history"\./)).toBeVisible();
  const dialog = await openHistory(page, 'GrowthPulse');
  await expect(dialog.getByText('Revenue: $2,500 → $3,100')).toBeVisible();
  await context.close();
});
