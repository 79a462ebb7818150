// @ts-check
// The browser every measurement uses: the system Chromium with the flags of playwright.config.ts,
// and a founder's stored session, as the app itself writes it, to open /dashboard signed in.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import storageKeys from '../../src/app/persistence/storageKeys.json' with { type: 'json' };
import { DEMO_PASSWORD, FOUNDERS } from './founders.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** localStorage as the app left it: key → stored string. */
/** @typedef {Record<string, string>} StorageEntries */

/** @type {{ executablePath: string, args: string[] }} */
const config = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'));

export const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? config.executablePath,
  args: config.args,
};

/** @param {string[]} extraArgs */
export const launchChromium = (extraArgs = []) =>
  chromium.launch({ ...launchOptions, args: [...launchOptions.args, ...extraArgs] });

/**
 * The localStorage keys redux-persist writes the session and the lab under, in that order
 * (from the app's own list, so a renamed key cannot leave the scripts waiting for the old one).
 */
export const PERSISTED_KEYS = [storageKeys.keys.auth, storageKeys.keys.projects].map(
  (key) => `${storageKeys.prefix}${key}`,
);

/**
 * Signs Alex in through the Founders Access form, as a founder would, and waits for the dashboard.
 * @param {Page} page
 * @param {string} baseUrl
 */
export async function signInThroughForm(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(FOUNDERS[0].email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Access Lab' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/**
 * Signs in through the Founders Access form in a throwaway context (as tests/e2e/support/session.ts
 * does) and returns what the app stored: every localStorage entry, session and lab.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @returns {Promise<StorageEntries>}
 */
export async function signedInStorage(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl);
  await page.getByRole('article').first().waitFor();
  // redux-persist writes the slices a moment after the change; wait until both are there.
  await page.waitForFunction((keys) => keys.every((key) => localStorage.getItem(key)), PERSISTED_KEYS);
  const entries = await page.evaluate(() => ({ ...localStorage }));
  await context.close();
  return entries;
}

/**
 * Puts the entries into localStorage before any of the page's scripts run (an init script).
 * @param {StorageEntries} entries
 */
export function seedLocalStorage(entries) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}
