// @ts-check
// Builds the app into a folder of its own and serves it with `vite preview` on a free port, so a
// measurement never reads another run's build or collides with another server.
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Whether `port` can be listened on now (0: any port the system picks); resolves the port or null.
 * @param {number} port
 * @returns {Promise<number | null>}
 */
const tryPort = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      // Listening on a TCP address (not a pipe), address() is an AddressInfo.
      const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(bound));
    });
  });

/** Ports handed out in this process: two servers started one after the other never get the same. */
const handedOut = new Set();

/**
 * A TCP port nothing listens on right now: within BENCH_PORTS (e.g. "47200-47299") when it is set,
 * for a machine whose other work keeps to ports of its own; else any the system picks.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return /** @type {number} */ (await tryPort(0));
  for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
    if (handedOut.has(port) || (await tryPort(port)) === null) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

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
