// @ts-check
// Fills a context's IndexedDB history before the app reads it, fast: the versions are written
// straight into the local lab's database, created from the app's own layout
// (src/features/history/database/historyLayout.json, which historyDb.ts builds the database from),
// from a page of the origin that runs no app code. Each project of the lab gets the same number
// of versions, oldest first, 30 s apart up to a minute ago (inside the 90 days retention keeps,
// so nothing is pruned). The storage the browser reports before and after gives the bytes stored
// per version.

import layout from '../../src/features/history/database/historyLayout.json' with { type: 'json' };
import { FOUNDERS } from '../lib/founders.mjs';

/** @typedef {import('./lab.mjs').BenchProject} BenchProject */
/** @typedef {typeof layout} Layout */

const STEP_MS = 30_000;
const AUTHORS = FOUNDERS.map((founder) => founder.name);
const STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'];

/**
 * Writes `versions` versions over `projects` into the context's history database; returns the
 * bytes per version the browser's storage estimate grew by.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 * @param {BenchProject[]} projects
 * @param {number} versions
 */
export async function seedHistory(context, baseUrl, projects, versions) {
  const page = await context.newPage();
  // A plain text file of the same origin: no app code runs, nothing of the app is cached.
  await page.goto(`${baseUrl}/robots.txt`);
  const bytes = await page.evaluate(fillInPage, {
    projects,
    versions,
    layout,
    now: Date.now(),
    stepMs: STEP_MS,
    authors: AUTHORS,
    statuses: STATUSES,
  });
  await page.close();
  return bytes / versions;
}

/**
 * Runs in the page: nothing of this module exists there.
 * @param {{ projects: BenchProject[], versions: number, layout: Layout, now: number, stepMs: number,
 *   authors: string[], statuses: string[] }} args
 */
async function fillInPage({ projects, versions, layout, now, stepMs, authors, statuses }) {
  /** @template T @param {IDBRequest<T>} request @returns {Promise<T>} */
  const done = (request) =>
    new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const before = (await navigator.storage.estimate()).usage ?? 0;
  const open = indexedDB.open(layout.names.local, layout.version);
  // As historyDb.ts's upgradeSchema does.
  open.onupgradeneeded = () => {
    for (const [name, { keyPath, indexes }] of Object.entries(layout.stores)) {
      const store = open.result.createObjectStore(name, { keyPath });
      for (const [index, path] of Object.entries(indexes)) store.createIndex(index, path);
    }
  };
  const db = await done(open);
  const BATCH = 5_000;
  for (let start = 0; start < versions; start += BATCH) {
    const tx = db.transaction('versions', 'readwrite');
    for (let n = start; n < Math.min(versions, start + BATCH); n += 1) {
      const base = projects[n % projects.length];
      const edit = Math.floor(n / projects.length);
      // Counted back from the project's newest version, which is the project as the lab holds it.
      const back = Math.ceil(versions / projects.length) - 1 - edit;
      const at = new Date(now - 60_000 - (versions - n) * stepMs).toISOString();
      const kind = edit === 0 ? 'added' : 'edited';
      const project = {
        ...base,
        status: statuses[(statuses.indexOf(base.status) + back) % statuses.length],
        revenue: Math.max(0, base.revenue - back * 100),
        notes: back % 3 === 1 ? `${base.notes} Talked to three customers; pricing next.`.trim() : base.notes,
        lastUpdated: back === 0 ? base.lastUpdated : at,
      };
      tx.objectStore('versions').put({
        id: `${base.id}|${kind}|${at}`,
        projectId: base.id,
        kind,
        at,
        author: authors[n % authors.length],
        project,
      });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  }
  db.close();
  const after = (await navigator.storage.estimate()).usage ?? 0;
  return after - before;
}
