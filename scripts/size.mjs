// Size budget for the production build (run after `npm run build`). Fails when
//  - the landing page's initial JavaScript (entry + modulepreloads in index.html) is over 130 KB gzip;
//  - the app's JavaScript is over 260 KB gzip: every chunk reachable from the entry,
//    route chunks included, except deferred chunks that are not needed for a page's
//    first paint: the add/edit and import dialogs (loaded when a founder opens them)
//    and the lab chart (loaded after the dashboard's cards). They are listed separately
//    so their cost stays visible.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const BUDGETS = { landing: 130 * KB, app: 260 * KB };
const ON_DEMAND = [/backup\/ImportDialog\.tsx$/, /ProjectFormDialog\.tsx$/, /Chart[^/]*\.tsx$/];
const outDir = resolve(process.env.FORGE_OUT_DIR ?? 'dist');

const gzipSize = async (file) => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
const sum = async (files) => {
  let total = 0;
  for (const file of files) total += await gzipSize(file);
  return total;
};

const html = await readFile(join(outDir, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
].map((match) => match[1]);

const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const isOnDemand = (key) => ON_DEMAND.some((pattern) => pattern.test(key));
const reachable = (roots, follow) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      if (follow(next)) visit(next);
  };
  roots.forEach(visit);
  return seen;
};
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const appKeys = reachable(entries, (key) => !isOnDemand(key));
const allKeys = reachable(entries, () => true);
const filesOf = (keys) => [
  ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
];
const appFiles = filesOf(appKeys);
const onDemandFiles = filesOf(allKeys).filter((file) => !appFiles.includes(file));

const rows = [
  ['landing page, initial JS (gzip)', await sum(initial), BUDGETS.landing],
  ['app JS, all routes (gzip)', await sum(appFiles), BUDGETS.app],
];
let failed = false;
for (const [label, size, budget] of rows) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${(size / KB).toFixed(1)} KB of ${budget / KB} KB`);
}
console.log(
  `info deferred chunks (gzip, dialogs when opened, chart after first paint): ${(await sum(onDemandFiles)) / KB} KB in ${onDemandFiles.join(', ') || 'none'}`,
);
console.log(`info landing initial chunks: ${initial.join(', ')}`);
process.exit(failed ? 1 : 0);
