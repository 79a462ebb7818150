// @ts-check
// The two scripts that must run before first paint (src/head/): the build writes them into each
// page's <head> instead of linking them, so the first paint waits for no request, and the
// Content-Security-Policy allows them by their hashes, no other inline script (vite.config.ts).
// prerender.mjs finds the guard in the built page by the same text.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * A head script as a page carries it: the code without its comments, which are for the reader.
 * @param {string} file in src/head/, read from the project's root as the build runs there
 */
function headScript(file) {
  const source = readFileSync(`src/head/${file}`, 'utf8');
  const code = source
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
    .trim();
  return {
    /** What index.html names it by, and the dev server serves. */
    src: `/src/head/${file}`,
    tag: `<script>${code}</script>`,
    /** Its CSP source: the hash of exactly the text between the tags. */
    hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

export const COLOR_SCHEME_SCRIPT = headScript('color-scheme.js');
export const PRERENDER_GUARD_SCRIPT = headScript('prerender-guard.js');
export const HEAD_SCRIPTS = [COLOR_SCHEME_SCRIPT, PRERENDER_GUARD_SCRIPT];
