// @ts-check
// The bench's schedule of dashboard interactions: how many rounds of each, in which order.
import { createSession } from './interactions.mjs';
import { FILTER_OWNER } from './lab.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('./lab.mjs').BenchProject} BenchProject */

/**
 * Runs every interaction `rounds` times (20 gives at least 20 samples of each).
 * @param {Page} page
 * @param {BenchProject[]} projects
 * @param {{ touch: boolean, rounds: number, log: (what: string) => void }} options
 */
export async function runInteractions(page, projects, { touch, rounds, log }) {
  const session = createSession(page, projects, { touch });
  /** @type {[string, () => Promise<unknown>][]} */
  const steps = [
    ['status', async () => (await session.status('Live'), await session.status('all'))],
    ['owner', async () => (await session.owner(FILTER_OWNER), await session.owner('all'))],
    ['sort', async () => (await session.sort('name'), await session.sort('updated'))],
  ];
  for (const [name, step] of steps) {
    log(`${name}`);
    for (let round = 0; round < (name === 'status' ? rounds : Math.ceil(rounds / 2)); round += 1) await step();
  }
  log('search');
  for (let round = 0; round < Math.ceil(rounds / 12); round += 1) await session.typeSearch();
  log('bursts');
  for (let round = 0; round < rounds; round += 1) {
    await session.statusBurst();
    await session.typingBurst();
  }
  return session.samples;
}

/**
 * Round `round` of `rounds` of the interactions the floor comparison measures (floorPart.mjs),
 * in the same proportions as above: the status filter every round, the owner filter and the sort
 * in half of them, the search in one in twelve; no bursts.
 * @param {ReturnType<typeof createSession>} session
 * @param {number} round
 * @param {number} rounds
 */
export async function runRound(session, round, rounds) {
  await session.status('Live');
  await session.status('all');
  if (round < Math.ceil(rounds / 2)) {
    await session.owner(FILTER_OWNER);
    await session.owner('all');
    await session.sort('name');
    await session.sort('updated');
  }
  if (round < Math.ceil(rounds / 12)) await session.typeSearch();
}
