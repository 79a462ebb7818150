import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pageFileFor } from '../../contract/pages.js';

/** The app learns it is in team mode from the HTML it is served: no extra request in the static build. */
export const TEAM_MODE_META = '<meta name="forge-lab-mode" content="team" />';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Vite names the files under assets/ by their content: they never change, so they are kept a year. */
const cacheControlFor = (fromRoot: string) =>
  fromRoot.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

const injectTeamMode = (html: string) => html.replace(/<\/head>/i, `${TEAM_MODE_META}</head>`);

/**
 * Serves the built app from `distDir` as `vite preview` does, plus the team-mode marker, and the
 * build's own Content-Security-Policy as a header.
 */
export function createStaticApp(distDir: string, contentSecurityPolicy: string) {
  const root = resolve(distDir);
  const securityHeaders = {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };

  const notFound = (response: ServerResponse) =>
    response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');

  return async function serveStatic(request: IncomingMessage, response: ServerResponse, pathname: string) {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return response.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD' }).end();
    const path = resolve(root, pathname.includes('.') ? `.${pathname}` : pageFileFor(pathname));
    const fromRoot = path.slice(root.length + 1);
    // Nothing outside the build, and no dot-files (the build's .vite/ manifest is for tooling).
    if (!path.startsWith(root + sep) || fromRoot.split(sep).some((part) => part.startsWith('.')))
      return notFound(response);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return notFound(response);

    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const headers = { ...securityHeaders, 'Content-Type': type, 'Cache-Control': cacheControlFor(fromRoot) };
    if (type.startsWith('text/html')) {
      const html = Buffer.from(injectTeamMode(await readFile(path, 'utf8')));
      response.writeHead(200, { ...headers, 'Content-Length': html.length });
      return response.end(request.method === 'HEAD' ? undefined : html);
    }
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304, { ...headers, ETag: etag }).end();
    response.writeHead(200, { ...headers, ETag: etag, 'Content-Length': info.size });
    if (request.method === 'HEAD') return response.end();
    createReadStream(path).pipe(response);
  };
}
