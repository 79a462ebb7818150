import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, SCHEMES, shownScheme, useScheme } from './support/a11y';
import { card, choose, SEED_NAMES } from './support/dashboard';
import { signIn } from './support/session';

/** Deletes every project through its Delete button and the confirm, leaving the lab empty. */
async function deleteAll(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
  for (const name of SEED_NAMES) {
    await card(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await expect(card(page, name)).toHaveCount(0);
  }
}

for (const scheme of SCHEMES) {
  test.describe(`axe, ${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await useScheme(page, scheme);
    });

    test('landing page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#principles')).toBeAttached();
      // Every section has loaded and, with reduced motion, is shown.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      expect(await shownScheme(page)).toBe(scheme);
      await expectNoAxeViolations(page, '/');
    });

    test('login page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Email')).toBeVisible();
      expect(await shownScheme(page)).toBe(scheme);
      await expectNoAxeViolations(page, '/login');
    });

    test('404 page', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page, '404');
    });

    test('dashboard with the seed, its dialogs and the open Status select', async ({ page }) => {
      await signIn(page);
      await expect(card(page, SEED_NAMES[0])).toBeVisible();
      expect(await shownScheme(page)).toBe(scheme);
      await expectNoAxeViolations(page, '/dashboard with seed data');

      await page.getByRole('combobox', { name: 'Status' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, 'the open Status select');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();

      await page.getByRole('search').getByRole('button', { name: 'Add New Project' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Project' });
      await expect(add).toBeVisible();
      await expectNoAxeViolations(page, 'the Add New Project dialog');
      // With a field's error shown, and with the dialog's own Status select open.
      await add.getByLabel('Project Name').fill('x');
      await add.getByLabel('Project Name').fill('');
      await add.getByLabel('Project Name').blur();
      await expectNoAxeViolations(page, 'the Add New Project dialog after a cleared name');
      await add.getByRole('combobox', { name: 'Status' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, 'the open Status select of the dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(add).toBeVisible();
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toBeHidden();

      await card(page, 'GrowthPulse').getByRole('button', { name: 'Edit GrowthPulse' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Project' });
      await expect(edit).toBeVisible();
      await expectNoAxeViolations(page, 'the Edit Project dialog');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
    });

    test('dashboard filtered to nothing, then empty', async ({ page }) => {
      await signIn(page);
      await choose(page, page.getByRole('search'), 'Status', 'Paused');
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
      await expectNoAxeViolations(page, '/dashboard filtered to nothing');

      await choose(page, page.getByRole('search'), 'Status', 'All Status');
      await deleteAll(page);
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
      await expectNoAxeViolations(page, '/dashboard with no projects');
    });
  });
}
