/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SHELL, BUILT_PAGES, PRERENDERED_PAGES } from './contract/pages.js';
import { HEAD_SCRIPTS } from './scripts/headScripts.mjs';
import { reactRouterProductionBuild } from './scripts/reactRouterProduction.mjs';
import { TEST_PROJECTS } from './tests/projects.js';

/**
 * Emotion injects <style> elements at run time, hence 'unsafe-inline' for styles only. The only
 * inline scripts are the two that run before first paint, each allowed by its hash.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  ["script-src 'self'", ...HEAD_SCRIPTS.map((script) => script.hash)].join(' '),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Puts the CSP first in <head> of the production build; the dev server needs inline scripts for HMR. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'forge-lab:csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<head>/i,
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
        ),
    },
  };
}

/**
 * Writes the head scripts into the page where index.html names them (scripts/headScripts.mjs):
 * a blocking request for each held back the first paint by a round trip on a phone's network.
 * Before Vite reads the page, which would otherwise leave them as files to fetch.
 */
function inlineHeadScripts(): Plugin {
  return {
    name: 'forge-lab:inline-head-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        HEAD_SCRIPTS.reduce((page, script) => {
          const named = `<script src="${script.src}"></script>`;
          if (!page.includes(named)) throw new Error(`index.html names no ${named}`);
          return page.replace(named, () => script.tag);
        }, html),
    },
  };
}

/**
 * The landing page is prerendered into index.html and /login into login.html; every other
 * route gets the plain shell (app.html), so each route is served its own page and no other
 * page's markup is downloaded only to be hidden. (Without these rewrites the app is still
 * correct: see src/head/prerender-guard.js. deploy/nginx.conf makes the same rewrites.)
 */
function serveAppShell(): Plugin {
  return {
    name: 'forge-lab:app-shell',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '/';
        const wantsPage = req.method === 'GET' && !path.includes('.') && req.headers.accept?.includes('text/html');
        // `/` is index.html, Vite's own default.
        if (wantsPage && path !== '/') req.url = `/${PRERENDERED_PAGES[path] ?? APP_SHELL}`;
        next();
      });
    },
  };
}

/**
 * The pages scripts/prerender.mjs writes once this build is done: each is the shell (index.html
 * as Vite leaves it) with the prerender of the same sources, so its revision is the shell's and
 * the prerender's own code, and a change of either reaches the founders' offline copies.
 */
const PRERENDER_CODE = ['scripts/prerender.mjs', 'src/entry-server.tsx'].map((file) => readFileSync(file, 'utf8'));

/**
 * The offline copy (src/app/offline/sw.ts, docs/data.md "Offline"): Workbox precaches every built file
 * the app runs on. The app registers the worker itself, after sign-in, so nothing is added to
 * the pages. Left out: the social preview image, robots.txt and the font licence.
 */
function offlineCopy(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/offline',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script: module service workers are still missing from some browsers.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,html,woff2,webp,png,svg}'],
      manifestTransforms: [
        (entries) => {
          const shell = entries.find((entry) => entry.url === 'index.html');
          if (!shell?.revision) throw new Error('offline copy: no index.html in the build');
          const revision = createHash('sha256').update(shell.revision).update(PRERENDER_CODE.join('\0')).digest('hex');
          const files = entries.filter((entry) => !BUILT_PAGES.includes(entry.url));
          return {
            manifest: [...files, ...BUILT_PAGES.map((url) => ({ url, revision, size: shell.size }))],
            warnings: [],
          };
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    inlineHeadScripts(),
    contentSecurityPolicy(),
    serveAppShell(),
    offlineCopy(),
  ],
  // FORGE_OUT_DIR lets parallel e2e runs build side by side without clobbering dist/.
  // The manifest lets scripts/size.mjs tell route chunks from on-demand ones.
  build: {
    outDir: process.env.FORGE_OUT_DIR ?? 'dist',
    manifest: true,
    rolldownOptions: {
      // Nothing in a feature acts on import (no module of src/features runs code at its top level
      // but declarations), so importing a feature's public entry (its index.ts) brings only what is
      // used: the store takes the history's listeners without the Activity button and its dialogs,
      // and /login, which loads the store, stays within its budget (docs/performance.md).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/features/') },
      // What the entry loads before anything else (Rolldown's `$initial`) travels in the entry's
      // chunk, and lazy parts import it from there. Left to itself, Rolldown splits it into a
      // dozen chunks wherever a lazy part shares a module (React, emotion, MUI's Box, ...): every
      // page began with thirteen requests for code it always needs together, and on a phone's
      // connection the requests, more than the bytes, decide when the dashboard paints
      // (docs/performance.md, "Opening the dashboard").
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    restoreMocks: true,
    // One time zone for every test, whatever the machine's: what depends on the calendar reads the
    // same everywhere (the fixtures were stored in UTC). The month rules run in two more
    // (tests/projects.ts).
    env: { TZ: 'UTC' },
    projects: TEST_PROJECTS,
    // Vitest's default in a run is one worker fewer than the cores: on the two-core CI machine, one
    // file at a time, each waiting for the last one's setup and imports (568 s there; 324 s with two).
    maxWorkers: '100%',
    // Dashboard component tests render many MUI cards in jsdom; 2 cores need the headroom.
    testTimeout: 20_000,
    // CI reads the JSON report to print one summary line for every test runner (reports/, since
    // Playwright empties test-results/ when it starts).
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/unit.json' }]] : ['default'],
  },
});
