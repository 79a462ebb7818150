import type { Page } from '@playwright/test';
import { expectAt } from './routes';

export const DEMO_PASSWORD = 'forge-demo-2026';
export const FOUNDER_ACCOUNTS = [
  { email: 'alex@forgelab.dev', name: 'Alex Rivera' },
  { email: 'sam@forgelab.dev', name: 'Sam Okafor' },
  { email: 'maya@forgelab.dev', name: 'Maya Chen' },
] as const;

/** The localStorage keys redux-persist writes (docs/data.md, "Storage format"). */
export const STORAGE_KEYS = { auth: 'persist:forge-lab:auth', projects: 'persist:forge-lab:projects' } as const;

/** Signs in through the Founders Access form, as a founder would, and waits for the dashboard. */
export async function signIn(page: Page, email: string = FOUNDER_ACCOUNTS[0].email) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Access Lab' }).click();
  await expectAt(page, '/dashboard');
}

/** Every localStorage value of the page, by key. */
export function localStorageEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/**
 * The stored session; null when nothing is stored. Reads one JSON document per slice,
 * and also redux-persist's default of JSON strings nested inside it.
 */
export async function storedSession(page: Page): Promise<{ token: unknown; user: unknown } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.auth);
  if (raw === null) return null;
  const document = JSON.parse(raw) as Record<string, unknown>;
  const field = (value: unknown) => {
    if (typeof value !== 'string') return value ?? null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };
  return { token: field(document.token), user: field(document.user) };
}

/**
 * Records every value the page writes to localStorage or sessionStorage, across
 * navigations and reloads, so a test can check what was ever stored, not only what is left.
 */
export async function recordStorageWrites(page: Page): Promise<string[]> {
  const writes: string[] = [];
  await page.exposeFunction('__recordStorageWrite', (entry: string) => writes.push(entry));
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordStorageWrite: (entry: string) => void }).__recordStorageWrite;
    const { setItem } = Storage.prototype;
    Storage.prototype.setItem = function (key: string, value: string) {
      record(`${key}=${value}`);
      return setItem.call(this, key, value);
    };
  });
  return writes;
}

/**
 * Starts recording, in the page, every state the login button passes through, so a
 * test can check the brief "Authenticating..." state however slow the machine is.
 * Returns a reader for the states seen so far, as "label|disabled" strings.
 */
export async function watchLoginButton(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __loginButtonStates: string[] }).__loginButtonStates = seen;
    const record = () => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (!button) return;
      const state = `${button.textContent?.trim()}|${button.disabled ? 'disabled' : 'enabled'}`;
      if (seen.at(-1) !== state) seen.push(state);
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __loginButtonStates: string[] }).__loginButtonStates);
}
