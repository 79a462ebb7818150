import { expect, test, type Page } from '@playwright/test';
import { emailField, submitLogin } from './support/loginForm';
import { expectAt, watchForDashboard } from './support/routes';
import { FOUNDER_ACCOUNTS, signIn } from './support/session';

/** Headings and landmarks only the dashboard has (the landing and login pages have none of them). */
const DASHBOARD_STRUCTURE = [
  '#lab-totals-heading',
  '#lab-chart-heading',
  '#projects-heading',
  '[role="search"][aria-label="Filter projects"]',
  'section[aria-labelledby="lab-chart-heading"]',
];

/**
 * Records, from before the first byte is parsed and across navigations, every time a dashboard
 * heading or landmark (or an h1 reading "Forge Lab", the dashboard's) is added to the page, even
 * if it is removed at once. Returns a reader of what was seen, as "selector on path" strings.
 */
async function watchForDashboardStructure(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__sawDashboardStructure', (entry: string) => seen.push(entry));
  await page.addInitScript((selectors) => {
    const report = (window as unknown as { __sawDashboardStructure: (entry: string) => void }).__sawDashboardStructure;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const selector of selectors)
        if (node.matches(selector) || node.querySelector(selector)) report(`${selector} on ${location.pathname}`);
      const headings = node.matches('h1') ? [node] : [...node.querySelectorAll('h1')];
      if (headings.some((heading) => heading.textContent?.trim() === 'Forge Lab'))
        report(`h1 "Forge Lab" on ${location.pathname}`);
    };
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(check))).observe(document, {
      childList: true,
      subtree: true,
    });
  }, DASHBOARD_STRUCTURE);
  return () => [...seen];
}

test('a visitor opening /dashboard lands on /login, and nothing of the dashboard is ever in the page', async ({
  page,
}) => {
  const sawText = await watchForDashboard(page);
  const sawStructure = await watchForDashboardStructure(page);
  await page.goto('/dashboard');
  await expectAt(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Founders Access' })).toBeVisible();
  await expect(emailField(page)).toBeFocused();
  expect(sawText()).toEqual([]);
  expect(sawStructure()).toEqual([]);

  // The watches do see the dashboard when it is there: signed in, the same address shows it.
  await submitLogin(page, FOUNDER_ACCOUNTS[0].email);
  await expectAt(page, '/dashboard');
  await expect.poll(sawText).toContain('Welcome back, on /dashboard');
  await expect
    .poll(() => new Set(sawStructure()))
    .toEqual(new Set([...DASHBOARD_STRUCTURE, 'h1 "Forge Lab"'].map((found) => `${found} on /dashboard`)));
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
  await expectAt(page, '/dashboard');
  const visited = await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
  expect(visited).not.toContain('/login');
  expect(urls).not.toContain('/login');
});

test('an unknown path shows "Page not found" with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expectAt(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Forging/ })).toBeVisible();
});
