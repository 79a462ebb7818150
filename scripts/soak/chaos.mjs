// @ts-check
// What goes wrong during the soak, at random times: each instance of the team server killed
// (SIGKILL) and started again every 40 to 80 s, Redis stopped and started (once in a short run,
// twice from 3 minutes), and one founder offline for a while, back on the other instance.

/**
 * @typedef {ReturnType<typeof import('./processes.mjs').teamInstance>} Instance
 * @typedef {ReturnType<typeof import('./processes.mjs').redisServer>} Redis
 * @typedef {{ goOffline(): void, comeBack(url: string): Promise<void>, online: boolean, founder: { name: string } }} Roamer
 */

/**
 * @param {{ instances: Instance[], redis: Redis, roamer: Roamer, random: () => number,
 *   durationMs: number, log: (line: string) => void }} options
 */
export function startChaos({ instances, redis, roamer, random, durationMs, log }) {
  const started = Date.now();
  const end = started + durationMs;
  let stopped = false;
  /** @type {(() => void)[]} */
  const wakers = [];
  const counts = { kills: 0, failedStarts: 0, redisStops: 0, offlinePeriods: 0 };
  /** Sleeps `ms`, or less when the run is stopped; says whether the run goes on. */
  const sleep = (/** @type {number} */ ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(!stopped), ms);
      wakers.push(() => (clearTimeout(timer), resolve(false)));
    });
  const between = (/** @type {number} */ low, /** @type {number} */ high) => low + random() * (high - low);
  /** A time within the run, as a fraction of it, from now. */
  const at = (/** @type {number} */ fraction) => Math.max(0, started + fraction * durationMs - Date.now());

  /** Starts an instance, trying again while it fails (its port still held, Redis away). */
  async function startAgain(/** @type {Instance} */ instance) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await instance.start();
      } catch (error) {
        counts.failedStarts += 1;
        log(`${instance.name} failed to start (attempt ${attempt}): ${String(error).slice(0, 500)}`);
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }

  async function killer(/** @type {Instance} */ instance) {
    while (await sleep(between(40_000, 80_000))) {
      if (Date.now() > end) break;
      await instance.kill();
      counts.kills += 1;
      log(`${instance.name} killed (SIGKILL)`);
      await startAgain(instance);
      log(`${instance.name} started again`);
    }
  }

  async function redisOutages() {
    const outages = durationMs >= 3 * 60_000 ? 2 : 1;
    for (let outage = 0; outage < outages; outage += 1) {
      // The first in the run's first half, the second in its second.
      const from = outages === 1 ? 0.2 : outage === 0 ? 0.1 : 0.5;
      if (!(await sleep(at(between(from, from + 0.3))))) return;
      await redis.stop();
      counts.redisStops += 1;
      log('Redis stopped');
      await sleep(between(5_000, 15_000));
      await redis.start();
      log('Redis started again');
    }
  }

  async function offline() {
    if (!(await sleep(at(between(0.15, 0.45))))) return;
    roamer.goOffline();
    counts.offlinePeriods += 1;
    log(`${roamer.founder.name} offline`);
    await sleep(between(10_000, Math.min(30_000, durationMs / 4)));
    await roamer.comeBack(instances[1 % instances.length].url);
  }

  const tasks = [...instances.map(killer), redisOutages(), offline()];
  return {
    counts,
    /** Stops the schedules and leaves every process running and the roamer online. */
    async stop() {
      stopped = true;
      wakers.splice(0).forEach((wake) => wake());
      await Promise.all(tasks);
      if (!redis.running) await redis.start();
      for (const instance of instances) if (instance.pid === undefined) await startAgain(instance);
      if (!roamer.online) await roamer.comeBack(instances[1 % instances.length].url);
    },
  };
}
