// @ts-check
// `npm run size`: the JavaScript each route makes a visitor's browser download, against its budget.
//
// Builds a fresh production build into its own folder (dist-size/, or --out-dir; --skip-build
// measures the build already there), serves it with `vite preview` on a free port, and loads each
// route in headless Chromium from a cold cache: `/` and `/login` as a visitor, `/dashboard` with a
// founder's stored session. Every JavaScript response until the network is idle and 3 s more is
// counted, by its gzip size at level 9, whatever its name: a chunk counts if the route fetches it
// without a user action. KB here are 1,000 bytes. Each route also has a budget of files: on a
// phone's connection every request costs a round trip, and the build once split what every page
// needs into a dozen small chunks (vite.config.ts, `codeSplitting`). Prints a table with each
// chunk, writes reports/size.json, and exits non-zero when a route is over either budget.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium, seedLocalStorage, signedInStorage } from './lib/browser.mjs';
import { build, freePort, startPreview } from './lib/preview.mjs';

/** @typedef {import('@playwright/test').Response} Response */

const KB = 1000;
const SETTLE_MS = 3000;
const ROUTES = [
  { path: '/', budget: 130 * KB, files: 10, signedIn: false },
  { path: '/login', budget: 170 * KB, files: 18, signedIn: false },
  { path: '/dashboard', budget: 280 * KB, files: 38, signedIn: true },
];

const { values: options } = parseArgs({
  options: { 'skip-build': { type: 'boolean' }, 'out-dir': { type: 'string', default: 'dist-size' } },
});
const outDir = options['out-dir'];

/** The source a built file comes from, from Vite's manifest: "src/…" or a package's entry. */
async function sourcesByFile() {
  /** @type {import('vite').Manifest} */
  const manifest = JSON.parse(await readFile(join(resolve(outDir), '.vite', 'manifest.json'), 'utf8'));
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.name ?? key]));
}

/** @param {Response} response */
const isJavaScript = (response) =>
  /\bjavascript\b/.test(response.headers()['content-type'] ?? '') || /\.m?js$/.test(new URL(response.url()).pathname);

/**
 * Loads a route in a fresh context (a cold cache) and returns every JavaScript body it received.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {import('./lib/browser.mjs').StorageEntries | false} storage
 */
async function measure(browser, url, storage) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (storage) await context.addInitScript(seedLocalStorage, storage);
  const page = await context.newPage();
  /** @type {Map<string, Buffer | Error | null>} null: still downloading */
  const bodies = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  page.on('response', (response) => {
    if (!isJavaScript(response) || bodies.has(response.url())) return;
    bodies.set(response.url(), null);
    pending.push(
      response.body().then(
        (body) => bodies.set(response.url(), body),
        (/** @type {Error} */ error) => bodies.set(response.url(), error),
      ),
    );
  });
  /** @type {string[]} */
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  // The measured window itself, not a wait for the page: whatever loads in it counts.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { bodies, failed, landed };
}

if (!options['skip-build']) build(outDir);
const sources = await sourcesByFile();
const preview = await startPreview(outDir, await freePort());
const browser = await launchChromium();
const results = [];
try {
  const session = await signedInStorage(browser, preview.url);
  for (const route of ROUTES) {
    const { bodies, failed, landed } = await measure(browser, preview.url + route.path, route.signedIn && session);
    if (landed !== route.path) throw new Error(`${route.path} ended on ${landed}: the measurement is not of that page`);
    if (failed.length) throw new Error(`${route.path}: requests failed: ${failed.join('; ')}`);
    const chunks = [...bodies].map(([url, body]) => {
      if (!(body instanceof Buffer)) throw new Error(`${url}: no body (${body})`);
      const file = new URL(url).pathname.slice(1);
      return { file, source: sources.get(file) ?? '', raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
    chunks.sort((a, b) => b.gzip - a.gzip);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const ok = total <= route.budget && chunks.length <= route.files;
    results.push({ route: route.path, gzip: total, budget: route.budget, files: route.files, ok, chunks });
  }
} finally {
  await browser.close();
  preview.stop();
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const rows = [['route / chunk', 'source', 'gzip', 'raw', 'budget', 'ok']];
for (const result of results) {
  rows.push([
    result.route,
    `${result.chunks.length} of ${result.files} JS files`,
    kb(result.gzip),
    '',
    kb(result.budget),
    result.ok ? 'yes' : 'OVER',
  ]);
  for (const chunk of result.chunks)
    rows.push([`  ${chunk.file}`, chunk.source, kb(chunk.gzip), kb(chunk.raw), '', '']);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows)
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );

await mkdir('reports', { recursive: true });
await writeFile(
  'reports/size.json',
  `${JSON.stringify({ unit: 'bytes, gzip level 9 (KB = 1000 bytes)', settleMs: SETTLE_MS, routes: results }, null, 2)}\n`,
);
const over = results.filter((result) => !result.ok);
for (const result of over)
  console.log(
    `OVER ${result.route}: ${kb(result.gzip)} of ${kb(result.budget)}, ${result.chunks.length} of ${result.files} files`,
  );
process.exit(over.length ? 1 : 0);
