// @ts-check
// Builds the app into a folder of its own and serves it with `vite preview` on a free port, so a
// measurement never reads another run's build or collides with another server.
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A TCP port nothing listens on right now.
 * @returns {Promise<number>}
 */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP address (not a pipe), address() is an AddressInfo.
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * `npm run build` (typecheck, client build, prerender) into outDir.
 * @param {string} outDir
 */
export function build(outDir) {
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, FORGE_OUT_DIR: outDir } });
}

/**
 * Serves outDir; resolves once the server answers. stop() ends the server's whole process group.
 * @param {string} outDir
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPreview(outDir, port) {
  // Its own process group, so that stop() ends npx and vite under it.
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, FORGE_OUT_DIR: outDir },
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    try {
      // pid is undefined only when the spawn failed; -undefined is NaN, which kill rejects (caught).
      process.kill(-(/** @type {number} */ (server.pid)));
    } catch {
      // Already gone.
    }
  };
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (server.exitCode !== null) break;
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`vite preview of ${outDir} did not answer on ${url}`);
}
