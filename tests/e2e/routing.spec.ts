import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('an anonymous visitor to /dashboard is sent to /login and never sees the dashboard', async ({ page }) => {
  const sawDashboard: string[] = [];
  await page.exposeFunction('reportDashboard', (text: string) => sawDashboard.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Welcome back')) {
        (window as unknown as { reportDashboard: (text: string) => void }).reportDashboard(location.pathname);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Founders Access' })).toBeVisible();
  expect(sawDashboard).toEqual([]);
});

test('a signed-in founder who reloads /dashboard stays there without a flash of /login', async ({ page }) => {
  await signIn(page);
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __paths: string[] }).__paths = seen;
    const record = () => seen.push(location.pathname);
    const { pushState, replaceState } = history;
    history.pushState = function (...args) {
      pushState.apply(this, args);
      record();
    };
    history.replaceState = function (...args) {
      replaceState.apply(this, args);
      record();
    };
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Forge Lab', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const visited = await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
  expect(visited).not.toContain('/login');
  expect(urls).not.toContain('/login');
});

test('an unknown path shows "Page not found" with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
