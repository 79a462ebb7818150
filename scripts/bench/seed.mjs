// @ts-check
// Puts a lab into a context's localStorage in the stored format, written by the app itself: the
// lab is imported once through the Import dialog (Replace) of a signed-in page, and what the app
// stored is then copied into each measuring context from a page that runs no script.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSISTED_KEYS, signInThroughForm } from '../lib/browser.mjs';
import { backupOf } from './lab.mjs';

/** @typedef {import('../lib/browser.mjs').StorageEntries} StorageEntries */

/**
 * Signs in, imports `projects` and returns the stored entries (session and lab).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {import('./lab.mjs').BenchProject[]} projects
 * @returns {Promise<StorageEntries>}
 */
export async function storedLab(browser, baseUrl, projects) {
  const dir = await mkdtemp(join(tmpdir(), 'forge-bench-'));
  const file = join(dir, `lab-${projects.length}.json`);
  await writeFile(file, backupOf(projects));
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import projects' });
  await dialog.getByLabel('Backup or CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const total = projects.length.toLocaleString('en-US');
  await page.getByText(`Showing ${total} of ${total} projects`).waitFor();
  // keys[1] is the lab's key: PERSISTED_KEYS lists the session's, then the lab's.
  await page.waitForFunction(
    ([keys, count]) =>
      keys.every((key) => localStorage.getItem(key)) &&
      JSON.parse(/** @type {string} */ (localStorage.getItem(keys[1]))).items.length === count,
    /** @type {[string[], number]} */ ([PERSISTED_KEYS, projects.length]),
  );
  const entries = await page.evaluate(() => ({ ...localStorage }));
  await context.close();
  return entries;
}

/**
 * Writes the entries into the context's localStorage from a page of the origin that loads no script.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 * @param {StorageEntries} entries
 */
export async function seedContext(context, baseUrl, entries) {
  const page = await context.newPage();
  // A plain text file of the same origin: no app code runs, nothing of the app is cached.
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate((stored) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
  // Another page reads what the browser has committed: the app must not start on a lab stored but
  // not yet signed in (or the other way round). The writing page stays open until then: closed at
  // once, its writes of a few MB were now and then never committed (a 5,000-project lab, in one
  // context of four, was still missing 20 s later).
  const check = await context.newPage();
  await check.goto(`${baseUrl}/robots.txt`);
  const lengths = Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, value.length]));
  await check.waitForFunction(
    (expected) => Object.entries(expected).every(([key, length]) => localStorage.getItem(key)?.length === length),
    lengths,
  );
  await Promise.all([check.close(), page.close()]);
}
