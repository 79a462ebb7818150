import { open, realpath, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
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

/** The path below `top`, or null when outside it or through a dot-file (the build's .vite/ is for tooling). */
function below(top: string, path: string): string | null {
  const fromTop = path.slice(top.length + 1);
  return path.startsWith(top + sep) && !fromTop.split(sep).some((part) => part.startsWith('.')) ? fromTop : null;
}

/** Errors that mean "no such file"; any other (a permission denied) is the server's fault: 500. */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? '');

const orMissing = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });

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

  async function send(request: IncomingMessage, response: ServerResponse, file: FileHandle, fromRoot: string) {
    const info = await file.stat();
    if (!info.isFile()) return notFound(response);
    const type = CONTENT_TYPES[extname(fromRoot).toLowerCase()] ?? 'application/octet-stream';
    const headers = { ...securityHeaders, 'Content-Type': type, 'Cache-Control': cacheControlFor(fromRoot) };
    if (type.startsWith('text/html')) {
      const html = Buffer.from(injectTeamMode(await file.readFile('utf8')));
      response.writeHead(200, { ...headers, 'Content-Length': html.length });
      return response.end(request.method === 'HEAD' ? undefined : html);
    }
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304, { ...headers, ETag: etag }).end();
    response.writeHead(200, { ...headers, ETag: etag, 'Content-Length': info.size });
    if (request.method === 'HEAD') return response.end();
    // A read failing midway (or the founder leaving) ends the response short: the browser sees it
    // incomplete and the server carries on.
    await pipeline(file.createReadStream({ autoClose: false }), response).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        console.error(`Could not send ${fromRoot}:`, error);
    });
  }

  return async function serveStatic(request: IncomingMessage, response: ServerResponse, pathname: string) {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return response.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD' }).end();
    const path = resolve(root, pathname.includes('.') ? `.${pathname}` : pageFileFor(pathname));
    const fromRoot = below(root, path);
    if (fromRoot === null) return notFound(response);
    // A symlink in the build may lead anywhere: what it leads to must be inside the build too. The
    // root is resolved each time, so a deploy that re-points a `dist` symlink is followed.
    const real = await orMissing(realpath(path));
    if (!real || below(await realpath(root), real) === null) return notFound(response);
    const file = await orMissing(open(real));
    if (!file) return notFound(response);
    try {
      await send(request, response, file, fromRoot);
    } finally {
      await file.close();
    }
  };
}
