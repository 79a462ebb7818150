// @ts-check
// The floor part of `npm run bench` (run.mjs): for one lab and device, the app's dashboard and
// the floor page measured side by side (floorSides.mjs) over rounds of filter, sort and search
// changes; then each kind's figures side by side (floorCompare.mjs).
import { writeFloorData } from './floorBuild.mjs';
import { compare, sideText } from './floorCompare.mjs';
import { measureSides } from './floorSides.mjs';
import { runRound } from './interactionRounds.mjs';
import { createSession } from './interactions.mjs';

/**
 * @param {import('./floorSides.mjs').FloorPart} part
 * @returns {Promise<import('./floorCompare.mjs').Comparison[]>}
 */
export async function benchFloor(part) {
  const { floorDir, projects, device, touch, area, report, details, log } = part;
  log(`${area}: the app and its floor`);
  const [appSamples, floorSamples] = await measureSides(part, {
    name: 'floor',
    writeData: (appPage) => writeFloorData(appPage, floorDir, projects, device),
    createSession: (page) => {
      const session = createSession(page, projects, { touch });
      return { samples: session.samples, round: (index, rounds) => runRound(session, index, rounds) };
    },
  });
  const rows = compare(device, projects.length, appSamples, floorSamples);
  for (const row of rows)
    report.add(
      `${area}: floor`,
      `${row.kind} (n=${row.n}): Event Timing, cards in view, all cards (app / floor)`,
      `${sideText(row.et)}; ${sideText(row.inView)}; ${sideText(row.shown)}; figure p75 ${Math.round(row.figure)} ms`,
      row.target,
      row.ok,
    );
  details[`${area}: floor`] = { app: appSamples, floor: floorSamples };
  return rows;
}
