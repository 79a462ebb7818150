import { test as base } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILD_DIR } from './staticServer';

/** Debian's nginx (`apt-get install -y nginx`); .ci/run installs it when missing. */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const SHIPPED_CONFIG = resolve('deploy/nginx.conf');

/** What differs between the container and a test run of the same file: where, and which port. */
const IN_THE_CONTAINER = { root: 'root /usr/share/nginx/html;', listen: 'listen 8080;', logs: '/var/log/nginx/' };

async function sparePort() {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}

/** The shipped config, pointed at the build, a spare port and a temporary folder. */
async function configFor(folder: string, port: number) {
  const shipped = await readFile(SHIPPED_CONFIG, 'utf8');
  for (const line of Object.values(IN_THE_CONTAINER)) {
    if (!shipped.includes(line)) throw new Error(`deploy/nginx.conf no longer has "${line}"; update this helper`);
  }
  return shipped
    .replace(IN_THE_CONTAINER.root, `root ${BUILD_DIR};`)
    .replace(IN_THE_CONTAINER.listen, `listen 127.0.0.1:${port};`)
    .replaceAll(IN_THE_CONTAINER.logs, `${folder}/`);
}

export type NginxServer = {
  url: string;
  test: () => { status: number | null; output: string };
  stop: () => Promise<void>;
};

async function waitUntilAnswering(url: string, exited: () => boolean, errors: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (exited()) throw new Error(`nginx exited: ${errors()}`);
    // Only nginx's answer counts: another program on the port answers too until nginx gives up.
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.headers.get('server')?.startsWith('nginx')) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`nginx did not answer on ${url}: ${errors()}`);
}

/**
 * nginx cannot be asked for a free port of its own: a port probed here may be taken by another
 * worker's server before nginx binds it. That, and only that, is worth another port.
 */
async function startNginx(): Promise<NginxServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNginxOn(await sparePort());
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

/** Starts nginx in the foreground with the shipped config over the build; resolves once it answers. */
async function startNginxOn(port: number): Promise<NginxServer> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx');
  const folder = await mkdtemp(join(tmpdir(), 'forge-lab-nginx-'));
  const config = join(folder, 'nginx.conf');
  await writeFile(config, await configFor(folder, port));
  // nginx takes one -g: the pid file goes in the temporary folder too. Started by root, nginx
  // would run its workers as `nobody`, who may not read a checkout under a private folder (CI
  // runs as root in a fresh mktemp clone); the test's workers run as whoever runs the test.
  const runAs = process.getuid?.() === 0 ? 'user root; ' : '';
  const globals = `${runAs}pid ${folder}/nginx.pid;`;
  const args = ['-p', folder, '-c', config, '-g', globals];
  const server = spawn(NGINX, ['-p', folder, '-c', config, '-g', `${globals} daemon off;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => server.on('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(
      url,
      () => server.exitCode !== null,
      () => errors,
    );
  } catch (error) {
    server.kill();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    test: () => {
      const result = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    stop: async () => {
      server.kill('SIGQUIT');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** `test` with nginx running the shipped config over the build (once per worker), as `baseURL`. */
export const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const nginx = await startNginx();
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => {
    await use(nginx.url);
  },
});

export { expect } from '@playwright/test';
