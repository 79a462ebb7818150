import { expect, test, type Page } from '@playwright/test';
import { card, SEED_NAMES } from './support/dashboard';
import { expectNoSidewaysScroll, smallTouchTargets, WIDTHS } from './support/layout';
import { signIn, STORAGE_KEYS } from './support/session';

const PAGES = [
  { path: '/', ready: (page: Page) => page.getByRole('contentinfo') },
  { path: '/login', ready: (page: Page) => page.getByLabel('Email') },
  { path: '/dashboard', ready: (page: Page) => card(page, SEED_NAMES[0]) },
  { path: '/no-such-page', ready: (page: Page) => page.getByRole('heading', { name: 'Page not found' }) },
] as const;

test.describe('no page scrolls sideways', () => {
  for (const { path, ready } of PAGES) {
    test(`${path} from 320 to 2560 px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (path === '/dashboard') await signIn(page);
      await page.goto(path);
      await expect(ready(page)).toBeAttached();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysScroll(page, `${path} at ${width}px`);
      }
    });
  }

  test('the open dialog at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page);
    await page.getByRole('search').getByRole('button', { name: 'Add New Project' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Project' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Add New Project dialog at 320px');
  });
});

test.describe('phones', () => {
  for (const width of [320, 390]) {
    for (const { path, ready } of PAGES) {
      test(`${path} at ${width} px: every touch target is at least 44×44`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        if (path === '/dashboard') await signIn(page);
        await page.goto(path);
        await expect(ready(page)).toBeAttached();
        expect(await smallTouchTargets(page)).toEqual([]);
      });
    }
  }

  test('at 390 px the filter row wraps inside the screen and the dialog is full-screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const filters = page.getByRole('search');
    const outside = await filters.evaluate((form) => {
      const bounds = form.getBoundingClientRect();
      return [
        ...form.querySelectorAll<HTMLElement>(
          'button, [role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"])',
        ),
      ]
        .map((control) => ({
          control,
          box: (control.closest('.MuiInputBase-root') ?? control).getBoundingClientRect(),
        }))
        .filter(
          ({ box }) =>
            box.width > 0 &&
            (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5 || box.right > window.innerWidth),
        )
        .map(({ control }) => control.getAttribute('aria-label') ?? control.textContent);
    });
    expect(outside, 'filter controls outside the row').toEqual([]);
    // Wrapped, the controls sit on more than one line.
    const rows = await filters
      .locator('.MuiInputBase-root, button')
      .evaluateAll(
        (elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size,
      );
    expect(rows).toBeGreaterThan(1);

    await filters.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  });
});

test.describe('colour scheme', () => {
  test('follows the system until a founder picks one, and the pick survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    const toggle = page.getByRole('button', { name: 'Switch to light mode' });
    await toggle.click();
    await expect(html).toHaveClass(/\blight\b/);
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');

    // The same choice holds in the lab, and it is kept apart from the lab's data.
    await signIn(page);
    await expect(html).toHaveClass(/\blight\b/);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    const stored = await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key) ?? ''),
      Object.values(STORAGE_KEYS),
    );
    for (const value of stored) expect(value).not.toMatch(/mode|scheme/i);
  });

  test('the saved scheme is on the page before any of the app runs (no flash)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    // Only the page's inline color-scheme script runs: the app's bundles never arrive.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(20, 17, 15)');
  });
});
