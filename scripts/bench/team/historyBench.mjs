// @ts-check
// The team server's history figures: one project's history as the server answers it,
// at 5,000 projects with 100,000 versions (target p95 ≤ 20 ms), the Activity panel's first page,
// and the bytes the history database stores per version. Writes bench-results/history-server.json.
//   node scripts/bench/team/historyBench.mjs [--projects 5000] [--versions 100000] [--requests 500]
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD, FOUNDERS } from '../../lib/founders.mjs';
import { freePort } from '../../lib/preview.mjs';
import { percentile } from '../report.mjs';
import { compileTeamServer, teamNodeArgs } from './servers.mjs';

const TARGET_P95_MS = 20;
const [ALEX, , MAYA] = FOUNDERS;
const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '5000' },
    versions: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '500' },
  },
});
const [projects, versions, requests] = [values.projects, values.versions, values.requests].map(Number);
/** @param {string} message */
const log = (message) => console.error(`bench: ${message}`);

/** A project as founders fill it in: a sentence of description, a note, two owners. */
const projectAt = (/** @type {number} */ id, /** @type {number} */ edit, /** @type {number} */ at) => ({
  id: String(id),
  name: `Project ${id}`,
  description: `A tool that turns idea ${id} into a product founders can ship, measured by its revenue.`,
  status: ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'][edit % 5],
  owners: [ALEX.name, MAYA.name],
  revenue: edit * 100,
  subscribers: edit * 3,
  githubUrl: `https://github.com/forge-lab/project-${id}`,
  liveUrl: '',
  notes: edit % 3 === 0 ? 'Talked to three customers this week; pricing next.' : '',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdated: new Date(at).toISOString(),
  lastUpdatedBy: MAYA.name,
});

/** Fills the data directory's history with `versions` versions over `projects` projects, oldest first. */
async function fillHistory(/** @type {string} */ dataDir, /** @type {string} */ serverOut) {
  const { openHistoryDb } = await import(pathToFileURL(resolve(serverOut, 'server/history/historyDb.js')).href);
  const db = openHistoryDb(dataDir);
  const start = Date.now() - versions * 60_000;
  for (let n = 0; n < versions; n += 1) {
    const id = n % projects;
    const edit = Math.floor(n / projects);
    const at = start + n * 60_000;
    db.record({
      projectId: String(id),
      kind: edit === 0 ? 'added' : 'edited',
      at,
      author: MAYA.name,
      project: projectAt(id, edit, at),
    });
  }
  db.close();
}

/** The team server on `dataDir`, resolving with its address once it listens. */
function serve(
  /** @type {string} */ main,
  /** @type {string} */ dataDir,
  /** @type {string} */ distDir,
  /** @type {number} */ port,
) {
  const child = spawn(
    process.execPath,
    [...teamNodeArgs(), main, '--demo', '--port', String(port), '--data', dataDir, '--dist', distDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolveUrl, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`The team server exited (${code}):\n${output}`)));
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolveUrl({ url: match[1], stop: () => child.kill('SIGTERM') });
    });
  });
}

/** Times `requests` GETs of `path(n)`; returns the milliseconds of each. */
async function timeRequests(
  /** @type {string} */ url,
  /** @type {string} */ cookie,
  /** @type {(n: number) => string} */ path,
) {
  const times = [];
  for (let n = 0; n < requests; n += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${path(n)}`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path(n)} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const root = await mkdtemp(join(tmpdir(), 'forge-history-bench-'));
try {
  const main = compileTeamServer();
  const serverOut = resolve(main, '../..');
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  await mkdir(dataDir, { recursive: true });
  await mkdir(distDir, { recursive: true });
  const page = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"></head><body></body></html>`;
  await Promise.all(['index.html', 'login.html', 'app.html'].map((file) => writeFile(join(distDir, file), page)));

  log(`filling the history: ${versions} versions of ${projects} projects`);
  await fillHistory(dataDir, serverOut);
  const bytes = (await stat(join(dataDir, 'history.sqlite'))).size;

  const server = /** @type {{ url: string, stop: () => void }} */ (
    await serve(main, dataDir, distDir, await freePort())
  );
  const signIn = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: MAYA.email, password: DEMO_PASSWORD }),
  });
  const cookie = /** @type {string} */ (signIn.headers.get('set-cookie')).split(';')[0];
  log(`timing ${requests} history requests and ${requests} first Activity pages`);
  const history = await timeRequests(server.url, cookie, (n) => `/api/projects/${(n * 7919) % projects}/history`);
  const activity = await timeRequests(server.url, cookie, () => '/api/activity');
  server.stop();

  const results = {
    projects,
    versions,
    requests,
    historyMs: { p50: percentile(history, 50), p95: percentile(history, 95), target: TARGET_P95_MS },
    activityFirstPageMs: { p50: percentile(activity, 50), p95: percentile(activity, 95) },
    bytesPerVersion: Math.round(bytes / versions),
    databaseMb: Math.round((bytes / 2 ** 20) * 10) / 10,
    at: new Date().toISOString(),
  };
  await mkdir('bench-results', { recursive: true });
  await writeFile(join('bench-results', 'history-server.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  if (results.historyMs.p95 > TARGET_P95_MS) process.exitCode = 1;
} finally {
  await rm(root, { recursive: true, force: true });
}
