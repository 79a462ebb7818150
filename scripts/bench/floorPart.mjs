// @ts-check
// The floor part of `npm run bench` (run.mjs): for one lab and device, the app's dashboard and
// the floor page (floorBuild.mjs) open side by side, each in a fresh context on the device; their
// rounds of filter, sort and search changes alternate (an app round, then a floor round), so
// both meet the same machine at the same moments; then each kind's figures side by side
// (floorCompare.mjs).
import { openDashboard } from './boardHistory.mjs';
import { writeFloorData } from './floorBuild.mjs';
import { compare } from './floorCompare.mjs';
import { runRound } from './interactionRounds.mjs';
import { createSession } from './interactions.mjs';

/** @typedef {import('./boardHistory.mjs').Part} Part */
/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */

/**
 * @param {Part & { openFloor: Part['open'], floorDir: string }} part `openFloor`: a context
 *   without the lab stored (the floor reads it from its data file)
 * @returns {Promise<import('./floorCompare.mjs').Comparison[]>}
 */
export async function benchFloor({
  open,
  openFloor,
  floorDir,
  base,
  projects,
  device,
  touch,
  rounds,
  area,
  report,
  details,
  log,
}) {
  log(`${area}: the app and its floor`);
  const app = await open();
  const appPage = await app.context.newPage();
  await app.throttle(appPage);
  await openDashboard(appPage, base, projects, area);
  const data = await writeFloorData(appPage, floorDir, projects, device);
  const floor = await openFloor();
  const floorPage = await floor.context.newPage();
  await floor.throttle(floorPage);
  await openDashboard(floorPage, base, projects, `${area} (floor)`, `/floor/index.html?data=${data}`);
  await floorPage.evaluate(() => document.fonts.ready);

  const sides = [createSession(appPage, projects, { touch }), createSession(floorPage, projects, { touch })];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 5 === 0) log(`${area}: floor round ${round + 1} of ${rounds}`);
    for (const session of sides) await runRound(session, round, rounds);
  }
  await app.context.close();
  await floor.context.close();
  const [appSamples, floorSamples] = sides.map((session) => /** @type {MeasuredSample[]} */ (session.samples));
  const rows = compare(device, projects.length, appSamples, floorSamples);
  for (const row of rows) {
    /** @param {import('./floorCompare.mjs').Pair} pair */
    const side = (pair) => `${Math.round(pair.app)} / ${Math.round(pair.floor)} ms (${pair.ratio.toFixed(2)}×)`;
    report.add(
      `${area}: floor`,
      `${row.kind} (n=${row.n}): Event Timing, cards in view, all cards (app / floor)`,
      `${side(row.et)}; ${side(row.inView)}; ${side(row.shown)}; figure p75 ${Math.round(row.figure)} ms`,
      row.target,
      row.ok,
    );
  }
  details[`${area}: floor`] = { app: appSamples, floor: floorSamples };
  return rows;
}
