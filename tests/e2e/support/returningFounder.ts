import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from './session';

type Founder = { email: string; name: string; role: string };
const founders = (
  JSON.parse(readFileSync(new URL('../../../contract/founders.json', import.meta.url), 'utf8')) as {
    founders: Founder[];
  }
).founders;

/** What a sign-in stores for the founder (docs/data.md, "Storage format"). */
function signedInStorage(origin: string, founder: Founder) {
  const session = {
    token: `forge-lab-token-${Date.now()}`,
    user: { email: founder.email, name: founder.name, role: founder.role },
    _persist: { version: 3, rehydrated: true },
  };
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: STORAGE_KEYS.auth, value: JSON.stringify(session) }] }],
  };
}

/**
 * The spec's tests start as Alex Rivera coming back to this browser: the session a sign-in stored
 * is there before the first page loads (Playwright's storageState), and /dashboard opens directly.
 * For the specs about the dashboard itself; signing in through Founders Access is what login.spec
 * and the hosting specs test (the form's 600 ms check and two page loads in every other test).
 */
export function startAsReturningFounder() {
  test.use({
    storageState: async ({ baseURL }, use) => {
      await use(signedInStorage(new URL(baseURL ?? 'http://localhost').origin, founders[0]));
    },
  });
}

/** Opens the dashboard (see startAsReturningFounder) and waits for the seed's three cards. */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(3);
}
