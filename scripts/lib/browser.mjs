// The browser every measurement uses: the system Chromium with the flags of playwright.config.ts,
// and a founder's stored session, as the app itself writes it, to open /dashboard signed in.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const config = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'));

export const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? config.executablePath,
  args: config.args,
};

export const launchChromium = (extraArgs = []) =>
  chromium.launch({ ...launchOptions, args: [...launchOptions.args, ...extraArgs] });

/** Signs Alex in through the Founders Access form, as a founder would, and waits for the dashboard. */
export async function signInThroughForm(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('alex@forgelab.dev');
  await page.getByLabel('Password').fill('forge-demo-2026');
  await page.getByRole('button', { name: 'Access Lab' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/**
 * Signs in through the Founders Access form in a throwaway context (as tests/e2e/support/session.ts
 * does) and returns what the app stored: every localStorage entry, session and lab.
 */
export async function signedInStorage(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl);
  await page.getByRole('article').first().waitFor();
  // redux-persist writes the slices a moment after the change; wait until both are there.
  await page.waitForFunction(() =>
    ['persist:forge-lab:auth', 'persist:forge-lab:projects'].every((key) => localStorage.getItem(key)),
  );
  const entries = await page.evaluate(() => ({ ...localStorage }));
  await context.close();
  return entries;
}

/** Puts the entries into localStorage before any of the page's scripts run (an init script). */
export function seedLocalStorage(entries) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}
