import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { expect, HOST_KINDS, servesLoginPage, test } from './hostKinds';
import { recordPaints, rememberServedMain, watchProblems } from '../support/pageWatch';
import { FOUNDER_ACCOUNTS, signIn } from '../support/session';

// Every route, reloaded as a founder or a visitor would, under each way the build gets served:
// the page shown is the route's own, no other page's markup ever paints, nothing is logged.

const LANDING = "Forging Tomorrow's Tools";
const LOGIN = 'Founders Access';
const DASHBOARD = 'Forge Lab';
const NOT_FOUND = 'Page not found';

/** Every frame painted only these (path: visible h1), ending on the last. */
async function expectPaintedOnly(readPaints: () => Promise<string[]>, allowed: string[]) {
  const painted = await readPaints();
  expect(painted.filter((frame) => !allowed.includes(frame) && !frame.endsWith(': nothing'))).toEqual([]);
  expect(painted.at(-1), `the last of the frames ${JSON.stringify(painted)}`).toBe(allowed.at(-1));
}

/** Records whether the dashboard was ever in the DOM, shown or not. */
async function watchForDashboard(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('root')?.textContent?.includes('Total Projects')) {
        sessionStorage.setItem('sawDashboard', location.pathname);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => sessionStorage.getItem('sawDashboard'));
}

for (const hostKind of HOST_KINDS) {
  test.describe(`served by ${hostKind}`, () => {
    test.use({ hostKind });

    test('/ hydrates the landing page', async ({ page }) => {
      const problems = watchProblems(page);
      const paints = await recordPaints(page);
      const keptServedMain = await rememberServedMain(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await keptServedMain(), 'the served <main> kept').toBe(true);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expectPaintedOnly(paints, [`/: ${LANDING}`]);
      await expectNoAxeViolations(page, `/ served by ${hostKind}`);
      expect(problems).toEqual([]);
    });

    test('/login shows Founders Access and signs a founder in', async ({ page }) => {
      const problems = watchProblems(page);
      const paints = await recordPaints(page);
      const keptServedMain = await rememberServedMain(page);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: LOGIN })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Access Lab' })).toBeEnabled();
      // Hydrated where the host serves the prerendered page, rendered afresh where it does not.
      expect(await keptServedMain(), 'the served <main> kept').toBe(servesLoginPage(hostKind));
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expectPaintedOnly(paints, [`/login: ${LOGIN}`]);
      await expectNoAxeViolations(page, `/login served by ${hostKind}`);

      await signIn(page);
      await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[0].name}`)).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('/dashboard sends a visitor to /login, showing nothing else meanwhile', async ({ page }) => {
      const problems = watchProblems(page);
      const paints = await recordPaints(page);
      const sawDashboard = await watchForDashboard(page);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: LOGIN })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await sawDashboard()).toBeNull();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expectPaintedOnly(paints, [`/login: ${LOGIN}`]);
      await expectNoAxeViolations(page, `/dashboard (signed out) served by ${hostKind}`);
      expect(problems).toEqual([]);
    });

    test.describe('signed in', () => {
      test.beforeEach(async ({ page }) => {
        await signIn(page);
      });

      test('a reload of /dashboard shows the dashboard and nothing else', async ({ page }) => {
        const problems = watchProblems(page);
        const paints = await recordPaints(page);
        await page.goto('/dashboard');
        await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[0].name}`)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expectPaintedOnly(paints, [`/dashboard: ${DASHBOARD}`]);
        await expectNoAxeViolations(page, `/dashboard (signed in) served by ${hostKind}`);
        expect(problems).toEqual([]);
      });

      test('/login goes on to /dashboard without showing the sign-in form', async ({ page }) => {
        const problems = watchProblems(page);
        const paints = await recordPaints(page);
        await page.goto('/login');
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[0].name}`)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expectPaintedOnly(paints, [`/dashboard: ${DASHBOARD}`]);
        expect(problems).toEqual([]);
      });
    });

    test('an unknown path shows "Page not found" and leads home', async ({ page }) => {
      const problems = watchProblems(page);
      const paints = await recordPaints(page);
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expectPaintedOnly(paints, [`/no/such/page: ${NOT_FOUND}`]);
      await expectNoAxeViolations(page, `an unknown path served by ${hostKind}`);

      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  });
}
