// @ts-check
// The team server under load: N founders' clients each making M edits a second for S seconds
// through the real server (sessions, checks, store), on loopback. Every edit must reach every
// other client and the server's copy (0 lost); propagation p50/p95, the server's memory before
// and after and the CPU time it used are reported beside the engine alone (Hocuspocus and Yjs, no sign-in, checks or
// store), with the same clients in the same run.
import { FOUNDERS } from '../../lib/founders.mjs';
import { connectClient, signIn, waitFor } from './loadClients.mjs';

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * @typedef {{ clients: number, editsPerSecond: number, seconds: number }} LoadOptions
 * @typedef {{ p50: number, p95: number, edits: number, delivered: number, expected: number,
 *   lost: number, memoryBeforeMb: number, memoryAfterMb: number, cpuSeconds: number }} LoadFigures
 */

/**
 * Runs the load against one server.
 * @param {import('./servers.mjs').BenchServer} server
 * @param {boolean} withSessions whether clients sign in (the team server) or not (the engine)
 * @param {LoadOptions} options
 * @returns {Promise<LoadFigures>}
 */
export async function runLoad(server, withSessions, { clients, editsPerSecond, seconds }) {
  /** @type {Awaited<ReturnType<typeof connectClient>>[]} */
  const connected = [];
  for (let index = 0; index < clients; index += 1) {
    const founder = FOUNDERS[index % FOUNDERS.length];
    const cookie = withSessions ? await signIn(server.url, founder.email) : undefined;
    connected.push(await connectClient({ baseUrl: server.url, cookie, index, founder: founder.name }));
  }
  for (const client of connected) client.addProject();
  await Promise.all(connected.map((client) => client.acknowledged()));
  await waitFor(() => connected.every((client) => client.doc.getMap('projects').size === clients), 30_000, 'seed');
  const memoryBeforeMb = await server.rssMb();
  const cpuBefore = await server.cpuSeconds();

  const period = 1000 / editsPerSecond;
  const timers = connected.map((client, index) => {
    // Staggered, so the edits are spread over each period as independent founders' would be.
    const start = setTimeout(
      () => {
        client.edit();
        timers[index].interval = setInterval(() => client.edit(), period);
      },
      (period * index) / clients,
    );
    return { start, interval: /** @type {NodeJS.Timeout | undefined} */ (undefined) };
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const timer of timers) {
    clearTimeout(timer.start);
    clearInterval(timer.interval);
  }

  await Promise.all(connected.map((client) => client.acknowledged()));
  const last = connected.map((client) => client.sentCount());
  // Every client, and a client that connects afresh (the server's own copy), holds each last edit.
  await waitFor(
    () => connected.every((client) => last.every((count, of) => client.lastEditOf(of) === count)),
    30_000,
    'every client to hold every last edit',
  ).catch(() => undefined);
  const founder = FOUNDERS[0];
  const fresh = await connectClient({
    baseUrl: server.url,
    cookie: withSessions ? await signIn(server.url, founder.email) : undefined,
    index: clients,
    founder: founder.name,
  });
  const lost = last.filter((count, of) => fresh.lastEditOf(of) !== count).length;
  fresh.disconnect();
  const memoryAfterMb = await server.rssMb();
  const cpuSeconds = (await server.cpuSeconds()) - cpuBefore;

  const latencies = connected.flatMap((client) => client.latencies);
  const edits = last.reduce((sum, count) => sum + count, 0);
  const expected = edits * (clients - 1);
  for (const client of connected) client.disconnect();
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    edits,
    delivered: latencies.length,
    expected,
    lost: lost + Math.max(0, expected - latencies.length),
    memoryBeforeMb,
    memoryAfterMb,
    cpuSeconds,
  };
}
