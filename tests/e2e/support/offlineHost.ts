import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../../vite.config';
import { CONTENT_TYPES, BUILD_DIR } from '../hosting/staticServer';

/**
 * A host for the offline copy's tests: serves the build as the team server does (its rewrites,
 * cache headers and policy), answers the team server's /api/ and /sync paths with a new answer
 * every time, records every path asked for, can serve a next build, and can go away for good.
 */
export type OfflineHost = {
  url: string;
  /** Every path requested so far, in order. */
  requested: string[];
  /** From now on, serves a next build: its app.html says so, and its service worker lists the change. */
  releaseNextBuild: () => void;
  stop: () => Promise<void>;
};

/** What the next build's app.html carries, so a test can tell which build a page came from. */
const NEXT_BUILD_MARK = '<meta name="forge-lab:test-build" content="next" />';

const PAGES: Record<string, string> = { '/': 'index.html', '/login': 'login.html' };
/** The next build changes app.html only: its entry in the worker's list gets a new revision. */
function nextBuildOf(file: string, body: Buffer): Buffer {
  if (file === 'app.html') return Buffer.from(body.toString().replace('</head>', `${NEXT_BUILD_MARK}</head>`));
  if (file !== 'sw.js') return body;
  const worker = body.toString();
  const entry = /"revision":"([0-9a-f]+)","url":"app\.html"/;
  if (!entry.test(worker)) throw new Error('sw.js lists no app.html revision: update offlineHost.ts');
  return Buffer.from(worker.replace(entry, '"revision":"$1-next","url":"app.html"'));
}

export async function startOfflineHost(): Promise<OfflineHost> {
  const requested: string[] = [];
  let nextBuild = false;
  let answers = 0;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    requested.push(path);
    const policy = { 'content-security-policy': `${CONTENT_SECURITY_POLICY}; connect-src 'self'` };
    if (/^\/(api|sync)(\/|$)/.test(path)) {
      answers += 1;
      response.writeHead(200, { ...policy, 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify({ answer: answers }));
    }
    const file = path.includes('.') ? normalize(path).replace(/^[/\\]+/, '') : (PAGES[path] ?? 'app.html');
    readFile(join(BUILD_DIR, file)).then(
      (body) => {
        response.writeHead(200, {
          ...policy,
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        response.end(nextBuild ? nextBuildOf(file, body) : body);
      },
      () => response.writeHead(404, policy).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    releaseNextBuild: () => {
      nextBuild = true;
    },
    stop: () =>
      (stopped ??= new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      })),
  };
}
