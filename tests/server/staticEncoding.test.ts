import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { makeWorkspace } from './support/fixtures';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;
/** A script as large as the app's smaller chunks, and as repetitive. */
const script = Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index};\n`).join('');

beforeAll(async () => {
  workspace = await makeWorkspace();
  await writeFile(join(workspace.dist, 'assets', 'chunk-9c8d7e.js'), script);
  // The build's last step, as `npm run build` runs it.
  await promisify(execFile)(process.execPath, ['scripts/precompress.mjs'], {
    env: { ...process.env, FORGE_OUT_DIR: workspace.dist },
  });
  server = await startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true });
});

afterAll(async () => {
  await server.close();
  await workspace.remove();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with exactly these headers (fetch adds an Accept-Encoding and undoes the encoding itself). */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: server.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

describe('the built app, compressed', () => {
  it("sends the build's Brotli or gzip copy of a script to a browser that accepts it", async () => {
    const brotli = await get('/assets/chunk-9c8d7e.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await get('/assets/chunk-9c8d7e.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/chunk-9c8d7e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses each page with its team-mode marker', async () => {
    const page = await get('/login', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.body).toString()).toContain(
      '<meta name="forge-lab-mode" content="team" /></head>',
    );
    const gzip = await get('/dashboard', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toContain('<title>App shell</title>');
  });

  it('answers a Range request with 206 and those bytes', async () => {
    const part = await get('/assets/chunk-9c8d7e.js', { Range: 'bytes=7-18' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 7-18/${script.length}`);
    expect(part.body.toString()).toBe(script.slice(7, 19));
    expect((await get('/assets/chunk-9c8d7e.js', { Range: `bytes=${script.length}-` })).status).toBe(416);
  });

  it('leaves the build readable to tooling: each copy beside its file, nothing else changed', async () => {
    expect(brotliDecompressSync(await readFile(join(workspace.dist, 'index.html.br'))).toString()).toBe(
      await readFile(join(workspace.dist, 'index.html'), 'utf8'),
    );
    // A few bytes of text compress to no less: no copy is written.
    await expect(readFile(join(workspace.dist, 'assets', 'main-3f2a1b.js.br'))).rejects.toThrow('ENOENT');
  });
});
