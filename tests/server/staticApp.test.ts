import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { BUILD_POLICY, makeWorkspace } from './support/fixtures';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;

beforeAll(async () => {
  workspace = await makeWorkspace();
  // Links inside the build: one to another built file, two leading out of it.
  await writeFile(join(workspace.root, 'secret.txt'), 'not part of the app');
  await symlink('main-3f2a1b.js', join(workspace.dist, 'assets', 'alias.js'));
  await symlink(join(workspace.root, 'secret.txt'), join(workspace.dist, 'assets', 'leak.js'));
  await symlink(workspace.root, join(workspace.dist, 'outside'));
  server = await startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true });
});

afterAll(async () => {
  await server.close();
  await workspace.remove();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe('the built app, served by the team server', () => {
  it.each([
    ['/', 'Landing'],
    ['/login', 'Founders Access'],
    ['/dashboard', 'App shell'],
    ['/anything/else', 'App shell'],
  ])('serves %s as the preview server does, marked as team mode', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="forge-lab-mode" content="team" /></head>');
  });

  it("sends the build's Content-Security-Policy as a header, with connect-src and frame-ancestors", async () => {
    const response = await get('/dashboard');
    expect(response.headers.get('content-security-policy')).toBe(
      `${BUILD_POLICY}; connect-src 'self'; frame-ancestors 'none'`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps hashed assets for a year and revalidates the rest', async () => {
    const asset = await get('/assets/main-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('export const ready = true;\n');
    const again = await get('/assets/main-3f2a1b.js', { headers: { 'If-None-Match': asset.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves nothing outside the build (symlinks included), no dot-files, and no missing file', async () => {
    for (const path of [
      '/%2e%2e/data/accounts.json',
      '/..%2fdata%2faccounts.json',
      '/.vite/manifest.json',
      '/missing.js',
      '/assets/leak.js',
      '/outside/secret.txt',
    ])
      expect((await get(path)).status, path).toBe(404);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
    expect(await (await get('/assets/alias.js')).text()).toBe('export const ready = true;\n');
  });

  it('asks for a websocket at /sync', async () => {
    expect((await get('/sync')).status).toBe(426);
  });
});
