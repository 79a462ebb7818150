import { expect, test, type Page } from '@playwright/test';
import { card, SEED_NAMES } from './support/dashboard';
import { expectFocused, focusIsVisible, signInByKeyboard, tabTo } from './support/keyboard';
import { expectAt } from './support/routes';

// Keyboard only: page.keyboard.press / type, and no clicks, fills or focus() calls.

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

for (const path of ['/', '/login', '/no-such-page']) {
  test(`skip link on ${path}: first focusable, moves focus to main`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main#main')).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    if (path === '/login') {
      // The login form focuses the email field: the skip link is two steps back, before "Back to Home".
      await expectFocused(page.getByLabel('Email'));
      await page.keyboard.press('Shift+Tab');
      await expectFocused(page.getByRole('link', { name: 'Back to Home' }));
      await page.keyboard.press('Shift+Tab');
    } else {
      await page.keyboard.press('Tab');
    }
    await expectFocused(skip);
    await expect(skip).toBeInViewport();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocused(page.locator('main#main'));
  });
}

test('skip link on /dashboard: first focusable, the next Tab lands inside main', async ({ page }) => {
  await signInByKeyboard(page);
  await page.reload();
  await expect(card(page, SEED_NAMES[0])).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocused(page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => !!document.activeElement?.closest('main#main'));
  expect(inMain, 'after the skip link, Tab goes on inside <main>').toBe(true);
});

test('a founder can do everything with the keyboard alone', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page);

  // Filter: open the Status select, pick Live, then back to All Status.
  const status = page.getByRole('search').getByRole('combobox', { name: 'Status' });
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(page.getByRole('option', { name: 'All Status' })).toBeFocused();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Live' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expectFocused(status);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'GrowthPulse')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'All Status' })).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(3);

  // Add: every field, the owners checkboxes and the number fields.
  const addButton = page.getByRole('search').getByRole('button', { name: 'Add New Project' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(add).toBeVisible();
  await expectFocused(add.getByLabel('Project Name'));
  await page.keyboard.type('Keyboard Kit');
  await tabTo(page, add.getByLabel('Description'));
  await page.keyboard.type('Built without touching the mouse.');
  const formStatus = add.getByRole('combobox', { name: 'Status' });
  await tabTo(page, formStatus);
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(page.getByRole('option', { name: 'Paused' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(formStatus).toHaveText('Monetized');
  await expectFocused(formStatus);
  for (const owner of ['Alex Rivera', 'Maya Chen']) {
    await tabTo(page, add.getByRole('checkbox', { name: owner }));
    await page.keyboard.press('Space');
    await expect(add.getByRole('checkbox', { name: owner })).toBeChecked();
  }
  await expect(add.getByRole('checkbox', { name: 'Sam Okafor' })).not.toBeChecked();
  await tabTo(page, add.getByLabel('Revenue'));
  await page.keyboard.type('1234.5');
  await tabTo(page, add.getByLabel('Subscribers'));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(add.getByLabel('Subscribers')).toHaveValue('2');
  await tabTo(page, add.getByLabel('GitHub URL'));
  await page.keyboard.type('https://github.com/forge-lab/keyboard-kit');
  await tabTo(page, add.getByRole('button', { name: 'Add Project' }));
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  const added = card(page, 'Keyboard Kit');
  await expect(added).toBeVisible();
  await expect(added).toContainText('Monetized');
  await expect(added).toContainText('$1,234.50');
  // The dialog gives focus back to its opener.
  await expectFocused(addButton);

  // Follow a link: GitHub opens in a new tab.
  await context.route('https://github.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>GitHub</title>' }),
  );
  await tabTo(page, added.getByRole('button', { name: 'GitHub' }));
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect.poll(() => popup.url()).toBe('https://github.com/forge-lab/keyboard-kit');
  await popup.close();
  await page.bringToFront();

  // Edit: rename through the Edit dialog.
  const editButton = added.getByRole('button', { name: 'Edit Keyboard Kit' });
  await tabTo(page, editButton, { backwards: true });
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit).toBeVisible();
  await expectFocused(edit.getByLabel('Project Name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard Kit Pro');
  await tabTo(page, edit.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  const renamed = card(page, 'Keyboard Kit Pro');
  await expect(renamed).toBeVisible();
  await expectFocused(renamed.getByRole('button', { name: 'Edit Keyboard Kit Pro' }));

  // Export: the CSV download.
  await tabTo(page, button(page, 'Export CSV'), { backwards: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^forge-lab-projects-\d{4}-\d{2}-\d{2}\.csv$/);

  // Delete through the confirm; focus moves to the next card's Edit button.
  const confirms: string[] = [];
  page.on('dialog', (dialog) => {
    confirms.push(dialog.message());
    void dialog.accept();
  });
  await tabTo(page, renamed.getByRole('button', { name: 'Delete Keyboard Kit Pro' }));
  await page.keyboard.press('Enter');
  await expect(renamed).toHaveCount(0);
  expect(confirms).toEqual(['Are you sure you want to delete "Keyboard Kit Pro"?']);
  await expectFocused(card(page, SEED_NAMES[0]).getByRole('button', { name: `Edit ${SEED_NAMES[0]}` }));

  // The colour scheme toggle works from the keyboard too.
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) mode$/ });
  await tabTo(page, toggle, { backwards: true });
  const before = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before);

  // Log out.
  await tabTo(page, button(page, 'Logout'), { backwards: true });
  await page.keyboard.press('Enter');
  await expectAt(page, '/');
});

test("after each keyboard delete, focus is on the next card's Edit button, then on Add New Project", async ({
  page,
}) => {
  await signInByKeyboard(page);
  page.on('dialog', (dialog) => void dialog.accept());
  for (const [index, name] of SEED_NAMES.entries()) {
    await tabTo(page, card(page, name).getByRole('button', { name: `Delete ${name}` }));
    await page.keyboard.press('Enter');
    await expect(card(page, name)).toHaveCount(0);
    const next = SEED_NAMES[index + 1];
    await expectFocused(
      next
        ? card(page, next).getByRole('button', { name: `Edit ${next}` })
        : page.getByRole('search').getByRole('button', { name: 'Add New Project' }),
    );
  }
});

test('dialogs trap focus', async ({ page }) => {
  await signInByKeyboard(page);
  const addButton = page.getByRole('search').getByRole('button', { name: 'Add New Project' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(add).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await add.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expectFocused(addButton);
});
