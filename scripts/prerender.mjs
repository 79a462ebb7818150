// Prerenders the landing page into the production build: dist/index.html gets the
// page's HTML and critical CSS, so the first paint needs no JavaScript. The lab's
// routes (/login, /dashboard, ...) are served from dist/app.html, the unrendered shell.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const outDir = resolve(process.env.FORGE_OUT_DIR ?? 'dist');
const ssrDir = resolve(`${outDir}-ssr`);

const { render } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const shell = await readFile(join(outDir, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: no empty <div id="root"></div> in index.html');

const rendered = await render('/');
// React emits resource hints (image preloads) ahead of the markup; they belong in <head>.
const [, hints, html] = rendered.html.match(/^((?:<link[^>]*>)*)([\s\S]*)$/);
const page = shell
  .replace('</head>', `    ${hints}${rendered.styles}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${html}</div>`);

await writeFile(join(outDir, 'app.html'), shell);
await writeFile(join(outDir, 'index.html'), page);
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered / (${(page.length / 1024).toFixed(1)} KiB of HTML)`);
