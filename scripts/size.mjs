// Size budget for the production build (run after `npm run build`): fails when the
// landing page's initial JavaScript or the whole app's JavaScript grows past its budget.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const BUDGETS = { landing: 130 * KB, app: 260 * KB };
const outDir = resolve(process.env.FORGE_OUT_DIR ?? 'dist');

const gzipSize = async (file) => gzipSync(await readFile(file), { level: 9 }).length;
const html = await readFile(join(outDir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((match) => match[1]);
const assets = (await readdir(join(outDir, 'assets'))).filter((name) => name.endsWith('.js'));

let landing = 0;
for (const file of initial) landing += await gzipSize(join(outDir, file));
let app = 0;
for (const file of assets) app += await gzipSize(join(outDir, 'assets', file));

const rows = [
  ['landing page, initial JS (gzip)', landing, BUDGETS.landing],
  ['whole app, all JS (gzip)', app, BUDGETS.app],
];
let failed = false;
for (const [label, size, budget] of rows) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${(size / KB).toFixed(1)} KB of ${budget / KB} KB`);
}
console.log(`initial chunks: ${initial.join(', ')}`);
process.exit(failed ? 1 : 0);
