// `npm run bench`: builds the app, serves it, drives the system Chromium and prints
// every figure of the performance targets as a table. Options: --runs N (Lighthouse
// runs per page, default 5), --skip-build, --only lighthouse|scale.
import { spawn, execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { runLighthouse } from './lighthouse.mjs';
import {
  FIRST_CARD_OBSERVER,
  addProjectTime,
  backupFile,
  filterChangeByClickTime,
  filterChangeTime,
  heapMb,
  importProjects,
  loadTime,
  signIn,
  storedCharacters,
} from './scale.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean' }, only: { type: 'string' } },
});
const PORT = 4180;
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-precise-memory-info',
];
const LOCAL_STORAGE_CHARS = 5_242_880;

if (!options['skip-build']) execSync('npm run build', { stdio: 'inherit' });
// Its own process group, so the whole group (npx and vite under it) stops at the end.
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
await new Promise((resolve) => setTimeout(resolve, 2500));

const rows = [];
const row = (area, figure, value, target, ok) => rows.push({ area, figure, value, target, ok: ok ? 'yes' : 'NO' });
const ms = (value) => `${value.toFixed(0)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  if (!options.only || options.only === 'lighthouse') {
    const runs = Number(options.runs);
    for (const [path, mobileTarget] of [
      ['/', 95],
      ['/login', 90],
    ]) {
      const mobile = await runLighthouse(`${BASE}${path}`, 'mobile', runs);
      const desktop = await runLighthouse(`${BASE}${path}`, 'desktop', runs);
      const area = `Lighthouse ${path} (median of ${runs})`;
      row(area, 'mobile performance', mobile.performance, `>= ${mobileTarget}`, mobile.performance >= mobileTarget);
      row(area, 'desktop performance', desktop.performance, '100', desktop.performance === 100);
      row(area, 'accessibility', mobile.accessibility, '100', mobile.accessibility === 100);
      row(area, 'best practices', mobile.bestPractices, '100', mobile.bestPractices === 100);
      row(area, 'SEO', mobile.seo, '100', mobile.seo === 100);
      row(area, 'CLS (mobile)', mobile.cls.toFixed(3), '0', mobile.cls === 0);
      row(area, 'TBT / LCP (mobile)', `${mobile.tbt.toFixed(0)} ms / ${mobile.lcp.toFixed(0)} ms`, 'info', true);
    }
  }

  if (!options.only || options.only === 'scale') {
    const browser = await chromium.launch({ executablePath: CHROME, args: LAUNCH_ARGS });
    const filterTimes = {};
    for (const count of [100, 1000, 5000]) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, BASE);
      await importProjects(page, await backupFile(count));
      await page.addInitScript(FIRST_CARD_OBSERVER);
      const loads = [];
      for (let run = 0; run < 3; run += 1) loads.push(await loadTime(page, BASE));
      const load = median(loads);
      // Before the timed changes: the heap after load, and storage holding only typical projects.
      const heap = await heapMb(page);
      const perProject = (await storedCharacters(page)) / count;
      const filters = [];
      for (let run = 0; run < 5; run += 1) filters.push(await filterChangeTime(page));
      filterTimes[count] = median(filters);
      const clicks = [];
      for (let run = 0; run < 5; run += 1) clicks.push(await filterChangeByClickTime(page));
      const adds = [];
      for (let run = 0; run < 5; run += 1) adds.push(await addProjectTime(page, `Timed ${count} ${run + 1}`));
      const add = median(adds);
      const area = `Dashboard, ${count.toLocaleString('en-US')} projects`;
      row(
        area,
        'navigation to tiles + first cards painted',
        ms(load),
        count === 5000 ? '<= 1000 ms' : 'info',
        count !== 5000 || load <= 1000,
      );
      row(
        area,
        'status filter change (Enter) to next paint (median of 5)',
        ms(filterTimes[count]),
        count === 5000 ? '<= 50 ms' : 'info',
        count !== 5000 || filterTimes[count] <= 50,
      );
      row(area, 'the same with a mouse click, press to paint (median of 5)', ms(median(clicks)), 'info', true);
      row(
        area,
        'Add Project click to card painted + persisted (median of 5)',
        ms(add),
        count === 5000 ? '<= 150 ms' : 'info',
        count !== 5000 || add <= 150,
      );
      row(
        area,
        'JS heap after load',
        `${heap.toFixed(1)} MB`,
        count === 5000 ? '<= 60 MB' : 'info',
        count !== 5000 || heap <= 60,
      );
      if (count === 5000) {
        const fits = Math.floor(LOCAL_STORAGE_CHARS / perProject);
        row('Capacity', 'stored characters per typical project', perProject.toFixed(0), 'info', true);
        row(
          'Capacity',
          'typical projects that fit in localStorage',
          fits.toLocaleString('en-US'),
          '>= 8,000',
          fits >= 8000,
        );
      }
      await context.close();
    }
    const ratio = filterTimes[5000] / filterTimes[100];
    row('Scaling', 'filter change at 5,000 / at 100', `${ratio.toFixed(2)}x`, '<= 3x', ratio <= 3);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, BASE);
    await importProjects(page, await backupFile(8000));
    await page.waitForTimeout(500);
    const saveFailed = await page.getByText('Change not saved').isVisible();
    await page.reload();
    const stored = await page
      .getByText('Showing 8,000 of 8,000 projects')
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    row(
      'Capacity',
      '8,000 typical projects imported, saved and reloaded',
      saveFailed ? 'storage full' : `${stored ? 'all back' : 'check'}`,
      'saved',
      !saveFailed && stored,
    );
    await context.close();
    await browser.close();
  }
} finally {
  process.kill(-server.pid);
}

const widths = ['area', 'figure', 'value', 'target', 'ok'].map((key) =>
  Math.max(key.length, ...rows.map((entry) => String(entry[key]).length)),
);
const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
console.log(line(['area', 'figure', 'value', 'target', 'ok']));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const entry of rows) console.log(line([entry.area, entry.figure, entry.value, entry.target, entry.ok]));
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/latest.json', JSON.stringify(rows, null, 2));
