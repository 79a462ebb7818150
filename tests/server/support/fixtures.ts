import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The policy a production build declares in each page (vite.config.ts). */
export const BUILD_POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";

const page = (title: string) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${BUILD_POLICY}" />` +
  `<title>${title}</title></head><body>${title}</body></html>`;

/** A fresh temporary directory holding a minimal build (the three pages and one hashed asset) and room for data. */
export async function makeWorkspace(): Promise<{ root: string; dist: string; data: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'forge-team-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await Promise.all([
    writeFile(join(dist, 'index.html'), page('Landing')),
    writeFile(join(dist, 'login.html'), page('Founders Access')),
    writeFile(join(dist, 'app.html'), page('App shell')),
    writeFile(join(dist, 'assets', 'main-3f2a1b.js'), 'export const ready = true;\n'),
  ]);
  return { root, dist, data: join(root, 'data'), remove: () => rm(root, { recursive: true, force: true }) };
}

/** Resolves once `condition` holds, checking every 10 ms; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
