import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { SEED_NAMES } from './support/dashboard';
import { startOfflineHost, type OfflineHost } from './support/offlineHost';
import { watchProblems } from './support/pageWatch';
import { FOUNDER_ACCOUNTS, signIn } from './support/session';

// The offline copy (docs/data.md, Offline): once a founder has signed in, a service worker keeps the
// built app, so it opens and reloads with no network; a visitor never gets it; the team
// server's API and sync are never cached; a new build takes over on the next visit, with a toast.
// Each test serves the build from its own host, which it can stop to be offline for real.

const test = base.extend<{ host: OfflineHost }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const host = await startOfflineHost();
    await use(host);
    await host.stop();
  },
  baseURL: async ({ host }, use) => {
    await use(host.url);
  },
});

const welcome = `Welcome back, ${FOUNDER_ACCOUNTS[0].name}`;
const updatedToast = (page: Page) => page.getByRole('status').filter({ hasText: 'Forge Lab updated' });

/** Signs in and waits until the service worker, registered at idle, serves the page. */
async function signInAndGoOfflineReady(page: Page) {
  await signIn(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** No network at all: the host is gone and the browser is offline. */
async function goOffline(context: BrowserContext, host: OfflineHost) {
  await host.stop();
  await context.setOffline(true);
}

/** Lets every idle callback the app had scheduled run, and whatever it loads arrive. */
async function letIdleWorkRun(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  await page.waitForLoadState('networkidle');
}

test('offline, a founder reloads the dashboard and opens its dialogs', async ({ page, context, host }) => {
  const problems = watchProblems(page);
  await signInAndGoOfflineReady(page);
  await goOffline(context, host);

  await page.reload();
  await expect(page.getByText(welcome)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(SEED_NAMES.length);
  await expect(
    page.getByRole('region', { name: 'Revenue and subscribers by status' }).locator('svg').first(),
  ).toBeVisible();

  // Both dialogs load their own chunks on first use.
  await page.getByRole('search').getByRole('button', { name: 'Add New Project' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(add.getByLabel('Project Name')).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('dialog', { name: 'Import projects' })).toBeVisible();

  // A new tab opens the app too, at any of its addresses.
  const tab = await context.newPage();
  await tab.goto('/');
  await expect(tab.getByRole('heading', { level: 1, name: "Forging Tomorrow's Tools" })).toBeVisible();
  await tab.goto('/login');
  await expect(tab.getByText(welcome)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the team server’s API and sync are never cached', async ({ page, context, host }) => {
  await signInAndGoOfflineReady(page);
  const ask = (path: string) =>
    page.evaluate((url) => fetch(url).then((response) => response.json() as Promise<{ answer: number }>), path);
  const first = await ask('/api/session');
  expect(await ask('/api/session')).toEqual({ answer: first.answer + 1 });
  expect(await ask('/sync')).toEqual({ answer: first.answer + 2 });

  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain('/app.html');
  expect(cached.filter((path) => /^\/(api|sync)\b/.test(path))).toEqual([]);

  await goOffline(context, host);
  await page.reload();
  await expect(page.getByText(welcome)).toBeVisible();
  const offline = await page.evaluate(() =>
    fetch('/api/session').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(offline).toBe('failed');
  // Opened as pages, they are not given the app either.
  for (const path of ['/api/session', '/sync']) await expect(page.goto(path)).rejects.toThrow();
});

test('a visitor of the public pages never gets the service worker', async ({ page, host }) => {
  const registrations = () => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length));
  const offlineFiles = () => host.requested.filter((path) => /^\/sw\.js$|startOfflineCopy/.test(path));
  for (const path of ['/', '/login', '/dashboard']) {
    await page.goto(path);
    await letIdleWorkRun(page);
    expect(await registrations(), path).toBe(0);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Founders Access' })).toBeVisible();
  expect(offlineFiles()).toEqual([]);

  // The same watch sees it once a founder signs in.
  await signInAndGoOfflineReady(page);
  expect(await registrations()).toBe(1);
  expect(offlineFiles()).toContain('/sw.js');
});

test('a new build takes over on the next visit and says so', async ({ page, context, host }) => {
  await signInAndGoOfflineReady(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('forge-lab:offline-version'))).not.toBeNull();
  host.releaseNextBuild();

  // The visit after the release still runs the build it had; the next one installs meanwhile.
  await page.goto('/dashboard');
  await expect(page.getByText(welcome)).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null))
    .toBe(true);
  await letIdleWorkRun(page);
  await expect(page.locator('meta[name="forge-lab:test-build"]')).toHaveCount(0);
  await expect(updatedToast(page)).toHaveCount(0);
  await page.close();
  // With no page left on the old build, the new one takes over (its worker says when it has).
  const takenOver = () =>
    context
      .serviceWorkers()
      .at(-1)
      ?.evaluate(() => {
        const { active, waiting } = (self as unknown as { registration: ServiceWorkerRegistration }).registration;
        return waiting === null && active?.state === 'activated';
      })
      .catch(() => false) ?? false;
  await expect.poll(takenOver).toBe(true);

  const next = await context.newPage();
  await next.goto('/dashboard');
  await expect(next.getByText(welcome)).toBeVisible();
  await expect(next.locator('meta[name="forge-lab:test-build"]')).toHaveCount(1);
  await expect(updatedToast(next)).toContainText('You are on the latest version.');

  // Said once: the visit after that is quiet.
  await next.getByRole('button', { name: 'Dismiss' }).click();
  await next.reload();
  await expect(next.getByText(welcome)).toBeVisible();
  await letIdleWorkRun(next);
  await expect(updatedToast(next)).toHaveCount(0);
});
