import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/** The production build the Playwright web server made (playwright.config.ts builds it). */
export const BUILD_DIR = resolve(process.env.FORGE_OUT_DIR ?? 'dist');

/**
 * How a static host answers a path that is not a file:
 * - `spa`: the conventional single-page-app fallback, index.html for every such path (Netlify's
 *   `/* /index.html 200`, Firebase rewrites, nginx `try_files $uri /index.html`);
 * - `clean-urls`: `/login` is served `login.html` when that file exists, else the same fallback.
 */
export type HostBehaviour = 'spa' | 'clean-urls';

/** The types a static host sends for the build's files. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a host of this behaviour serves for a URL path. */
async function fileFor(behaviour: HostBehaviour, urlPath: string) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const exact = join(BUILD_DIR, relative);
  if (exact.startsWith(BUILD_DIR) && (await isFile(exact))) return exact;
  if (urlPath === '/') return join(BUILD_DIR, 'index.html');
  const clean = join(BUILD_DIR, `${relative.replace(/\/+$/, '')}.html`);
  if (behaviour === 'clean-urls' && clean.startsWith(BUILD_DIR) && (await isFile(clean))) return clean;
  return join(BUILD_DIR, 'index.html');
}

export type StaticHost = { url: string; close: () => Promise<void> };

/** Serves the build as a static host of this behaviour would, on a spare port of localhost. */
export async function startStaticHost(behaviour: HostBehaviour): Promise<StaticHost> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://host').pathname;
    fileFor(behaviour, urlPath)
      .then(async (file) => {
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
        response.end(request.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
