import { expect, test, type Page } from '@playwright/test';
import { VERSION_2_HISTORY, VERSION_2_PROJECTS, VERSION_2_SESSION } from '../support/version2Lab';
import { STORAGE_KEYS } from './support/session';
import { monthRow, openFigures } from './support/figures';

/**
 * Puts the lab the release before the figures left in a browser back into this one: its
 * localStorage texts and its IndexedDB history (schema 1), written from a page that runs no app code.
 */
async function restoreEarlierBrowser(page: Page) {
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ keys, projects, session, versions }) => {
      localStorage.setItem(keys.projects, projects);
      localStorage.setItem(keys.auth, session);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('forge-lab-history', 1);
        request.onupgradeneeded = () => {
          const store = request.result.createObjectStore('versions', { keyPath: 'id' });
          store.createIndex('project', ['projectId', 'at']);
          store.createIndex('at', 'at');
          request.result.createObjectStore('seen', { keyPath: 'founder' });
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
      const transaction = db.transaction('versions', 'readwrite');
      for (const version of versions) transaction.objectStore('versions').put(version);
      await new Promise((resolve) => (transaction.oncomplete = resolve));
      db.close();
    },
    { keys: STORAGE_KEYS, projects: VERSION_2_PROJECTS, session: VERSION_2_SESSION, versions: VERSION_2_HISTORY },
  );
}

test('a lab saved by the release before the figures opens with its months, from its history', async ({ page }) => {
  await restoreEarlierBrowser(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Maya Chen')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);

  const dialog = await openFigures(page, 'GrowthPulse');
  const months: [string, string][] = [
    ['Jul 2026', '$2,500'],
    ['Aug 2026', '$1,200'],
    ['Sep 2026', '$1,800'],
    ['Oct 2026', '$2,100'],
    ['Nov 2026', '$2,500'],
  ];
  for (const [month, revenue] of months) await expect(monthRow(dialog, month)).toContainText(revenue);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const codeMentor = await openFigures(page, 'CodeMentor AI');
  await expect(monthRow(codeMentor, 'Oct 2026')).toContainText('$300');
  await expect(codeMentor.getByRole('rowheader')).toHaveText(['Oct 2026', 'Jul 2026']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
