// @ts-check
// `npm run soak`: the team server for N minutes (5 by default) under three founders' clients
// changing the lab at random, one of them going offline and back, while each of two instances is
// killed (SIGKILL) and started again every 40 to 80 s, their Redis is stopped and started, and a
// bad client sends malformed and oversized messages. Then: is every acknowledged change in the
// lab or its history, do all clients hold the same lab, does the lab load after a restart, and is
// each instance's memory within 30 MB of its start? A founder changes the team meanwhile
// (teamChanges.mjs): does every change hold, and does any removed person's session outlive the
// removal? Prints the counts; exits 1 on any loss.
// In the bench, not in CI: docs/team-mode.md, "Soak run".
//   npm run soak -- [--minutes 5] [--seed N] [--port FIRST] [--keep]
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startChaos } from './chaos.mjs';
import { converge, findChanges, historiesOf } from './checks.mjs';
import { founderClient, labText } from './founderClient.mjs';
import { createLedger } from './ledger.mjs';
import { BAD_PREFIX, startBadClient } from './malformed.mjs';
import { report } from './report.mjs';
import { setUpServers } from './setup.mjs';
import { seeded, sleep, waitUntil } from './pace.mjs';
import { startTeamChanges } from './teamChanges.mjs';
import { founderWork } from './workload.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    port: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const durationMs = Number(values.minutes) * 60_000;
const seed = Number(values.seed);
const startedAt = Date.now();
const log = (/** @type {string} */ line) =>
  console.error(`soak ${String(Math.round((Date.now() - startedAt) / 1000)).padStart(4)} s: ${line}`);

const random = seeded(seed);

log(`seed ${seed}, ${values.minutes} min`);
const servers = await setUpServers({ firstPort: values.port ? Number(values.port) : undefined, log });
const { founders, redis, instances } = servers;
/** @type {{ close(): void }[]} */
const clients = [];
let failed = true;
try {
  const ledger = createLedger();
  // Each founder on an instance of their own (the third beside the first); the last one roams.
  /** @type {Awaited<ReturnType<typeof founderClient>>[]} */
  const founderClients = [];
  for (const [place, founder] of founders.entries()) {
    const client = await founderClient({
      founder,
      baseUrl: instances[place % instances.length].url,
      onAcknowledged: (upTo) => ledger.acknowledge(founder.name, upTo),
      log,
    });
    founderClients.push(client);
    clients.push(client);
  }
  const works = founderClients.map((client, place) => founderWork({ client, place, ledger, random }));
  works[0].addShared();
  await waitUntil(() => founderClients.every((client) => client.settled), 30_000);
  await sleep(5000);
  const memoryAtStart = await Promise.all(instances.map((instance) => instance.rssMb()));
  const memoryPeak = [...memoryAtStart];
  const sampling = setInterval(() => {
    instances.forEach((instance, index) =>
      instance.rssMb().then(
        (mb) => (memoryPeak[index] = Math.max(memoryPeak[index], mb || 0)),
        () => undefined,
      ),
    );
  }, 2000);

  let working = true;
  const loops = works.map(async (work) => {
    while (working) {
      await sleep(250 + random() * 500);
      if (working) work.step();
    }
  });
  const bad = startBadClient({
    urls: instances.map((instance) => instance.url),
    cookie: () => founderClients[1].cookie(),
    other: founders[0].name,
    random,
    log,
  });
  const roamer = founderClients[founderClients.length - 1];
  const chaos = startChaos({ instances, redis, roamer, random, durationMs, log });
  const teamChanges = startTeamChanges({ instances, redis, founder: founders[0], random, log });
  await sleep(durationMs);

  log('the run ends: changes stop, every process is started and the roaming founder back');
  working = false;
  await Promise.all(loops);
  await bad.stop();
  await teamChanges.stop();
  await chaos.stop();
  const team = await teamChanges.checkAtEnd();
  const settled = await waitUntil(() => founderClients.every((client) => client.settled), 120_000);
  log(settled ? 'every client acknowledged' : 'some client still has changes the server did not acknowledge');

  const fresh = await Promise.all(
    instances.map((instance, index) =>
      founderClient({ founder: founders[index], baseUrl: instance.url, onAcknowledged() {}, log }),
    ),
  );
  clients.push(...fresh);
  const labs = await converge(
    [...founderClients, ...fresh].map((client) => client.doc),
    60_000,
  );
  const labAtEnd = labText(fresh[0].doc);
  const lab = JSON.parse(labAtEnd);
  const ids = new Set(ledger.changes.map((change) => change.projectId));
  /** @type {ReturnType<typeof findChanges>} */
  let found = { lost: [], missingFrom: {} };
  // Each instance reads the others' versions from Redis: give them a moment to arrive.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const histories = Object.fromEntries(
      await Promise.all(
        instances.map(async (instance, index) => [
          instance.name,
          await historiesOf(instance.url, fresh[index].cookie(), ids),
        ]),
      ),
    );
    found = findChanges(ledger.changes, lab, histories);
    if (found.lost.length === 0 && Object.values(found.missingFrom).every((missing) => missing.length === 0)) break;
    await sleep(3000);
  }

  // Settled: the lowest of 10 readings over 20 s, as the engine frees what the run left behind.
  const memoryAtEnd = instances.map(() => Number.POSITIVE_INFINITY);
  for (let reading = 0; reading < 10; reading += 1) {
    await sleep(2000);
    const now = await Promise.all(instances.map((instance) => instance.rssMb()));
    now.forEach((mb, index) => (memoryAtEnd[index] = Math.min(memoryAtEnd[index], mb)));
  }
  clearInterval(sampling);

  log('killing both instances once more, and loading the lab again');
  for (const instance of instances) await instance.kill();
  for (const instance of instances) await instance.start();
  const reloaded = await Promise.all(
    instances.map((instance, index) =>
      founderClient({ founder: founders[index], baseUrl: instance.url, onAcknowledged() {}, log }),
    ),
  );
  clients.push(...reloaded);
  const loadsAfterRestart = reloaded.every((client) => labText(client.doc) === labAtEnd);

  failed = await report({
    seed,
    minutes: Number(values.minutes),
    counts: ledger.counts(),
    lost: found.lost,
    missingFrom: found.missingFrom,
    labs,
    loadsAfterRestart,
    badStored: Object.keys(lab.projects).filter((id) => id.startsWith(BAD_PREFIX)).length,
    bad: bad.counts,
    chaos: chaos.counts,
    team,
    instances: instances.map((instance, index) => ({
      name: instance.name,
      ...instance.counts,
      memory: { start: memoryAtStart[index], end: memoryAtEnd[index], peak: memoryPeak[index] },
    })),
    closes: Object.fromEntries(founderClients.map((client) => [client.founder.name, client.closes])),
  });
} finally {
  for (const client of clients) client.close();
  for (const instance of instances) await instance.stop();
  await redis.stop();
  if (!values.keep) await rm(servers.root, { recursive: true, force: true });
  else log(`kept ${servers.root}`);
}
process.exit(failed ? 1 : 0);
