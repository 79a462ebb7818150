// @ts-check
// Prerenders the public pages into the production build, so their first paint needs no
// JavaScript: dist/index.html gets the landing page's HTML and critical CSS, dist/login.html
// the signed-out Founders Access page's. Each names its route in a <meta>, so that a page a
// host serves for another address is hidden (src/head/prerender-guard.js) and rendered afresh
// rather than hydrated (src/main.tsx). dist/app.html is the unrendered shell, which preloads the
// dashboard's chunks, for a host that can serve it to the other routes (see serveAppShell in
// vite.config.ts and deploy/nginx.conf).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDER_GUARD_SCRIPT } from './headScripts.mjs';

// React, MUI and emotion read NODE_ENV when they run: in development MUI labels every class
// name (css-1xyz-MuiButton-root), so the prerendered classes would not be the ones the browser
// computes, and hydration would insert every rule a second time under its production name.
process.env.NODE_ENV = 'production';

const outDir = resolve(process.env.FORGE_OUT_DIR ?? 'dist');
const ssrDir = resolve(`${outDir}-ssr`);

/**
 * The prerendered pages, by route: the file each is written to (vite.config.ts serves them), and
 * the lazily loaded modules the page hydrates with. Those are preloaded from <head>, so they
 * download alongside the entry instead of one lazy level after another (and without the entry
 * spending its first task adding preload links for them).
 */
const PRERENDERED = {
  '/': { file: 'index.html', lazy: [] },
  '/login': {
    file: 'login.html',
    lazy: ['src/app/LabProviders.tsx', 'src/features/auth/RequireAuth.tsx', 'src/features/auth/login/LoginPage.tsx'],
  },
};

/**
 * The shell serves every other address, the dashboard first of all. It preloads the lazy chain
 * a signed-in founder's dashboard runs before its first paint (router, lab, guards, dashboard),
 * which would otherwise download one level after another, each found as the last ran.
 */
const APP_SHELL_LAZY = [
  'src/app/routing/router.tsx',
  'src/app/LabProviders.tsx',
  'src/features/auth/RequireAuth.tsx',
  'src/app/routing/DashboardRoute.tsx',
];

const { render } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const shell = await readFile(join(outDir, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>'))
  throw new Error('prerender: no empty <div id="root"></div> in index.html');
if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('prerender: no <title> in index.html');
// The guard reads the route <meta>, so the <meta> goes just before it.
const GUARD = PRERENDER_GUARD_SCRIPT.tag;
if (!shell.includes(GUARD)) throw new Error('prerender: no prerender guard in index.html');

/** @type {import('vite').Manifest} */
const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * <link rel="modulepreload"> tags for modules and their static imports that the shell does not
 * load yet. At low priority: the entry and its imports come first, as the page needs them first.
 * @param {string[]} modules manifest keys (source paths)
 */
function modulePreloads(modules) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  modules.forEach(visit);
  return [...files]
    .filter((file) => file.endsWith('.js') && !shell.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('\n    ');
}

/** @param {string} text */
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * @param {string} url
 * @param {string[]} lazy
 */
async function prerender(url, lazy) {
  const rendered = await render(url);
  const preloads = lazy.length ? `${modulePreloads(lazy)}\n    ` : '';
  if (!rendered.title) throw new Error(`prerender: ${url} set no page title (usePageTitle)`);
  // React emits resource hints (image preloads) ahead of the markup; they belong in <head>.
  const [, hints, html] = rendered.html.match(/^((?:<link[^>]*>)*)([\s\S]*)$/);
  return shell
    .replace(GUARD, () => `<meta name="forge-lab:prerendered-route" content="${url}" />\n    ${GUARD}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendered.title)}</title>`)
    .replace('</head>', () => `    ${preloads}${hints}${rendered.styles}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

/**
 * The shell without the guard (and the line it stood on): it has no markup to hide.
 * @param {string} page
 */
function withoutGuard(page) {
  const at = page.indexOf(GUARD);
  return page.slice(0, at).trimEnd() + page.slice(at + GUARD.length);
}

await writeFile(
  join(outDir, 'app.html'),
  withoutGuard(shell).replace('</head>', () => `    ${modulePreloads(APP_SHELL_LAZY)}\n  </head>`),
);
for (const [url, { file, lazy }] of Object.entries(PRERENDERED)) {
  const page = await prerender(url, lazy);
  await writeFile(join(outDir, file), page);
  console.log(`prerendered ${url} into ${file} (${(page.length / 1024).toFixed(1)} KiB of HTML)`);
}
await rm(ssrDir, { recursive: true, force: true });
