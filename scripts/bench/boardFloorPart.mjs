// @ts-check
// The board floor part of `npm run bench` (run.mjs): for one lab and device, the app's board and
// the floor page's measured side by side (floorSides.mjs) over board.mjs's rounds (switch to
// Board, keyboard moves, the owner filter there, switch to Cards); then each kind's figures side
// by side (boardFloorCompare.mjs).
import { createBoardSession } from './board.mjs';
import { compareBoard } from './boardFloorCompare.mjs';
import { writeFloorData } from './floorBuild.mjs';
import { sideText } from './floorCompare.mjs';
import { measureSides } from './floorSides.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * The app's board shown, its first column's first card there.
 * @param {Page} page
 */
async function showBoard(page) {
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  await page.locator('section[aria-label^="Idea, "] article').first().waitFor();
}

/**
 * @param {import('./floorSides.mjs').FloorPart} part
 * @returns {Promise<import('./boardFloorCompare.mjs').BoardComparison[]>}
 */
export async function benchBoardFloor(part) {
  const { floorDir, projects, device, touch, area, report, details, log } = part;
  log(`${area}: the board and its floor`);
  const [appSamples, floorSamples] = await measureSides(part, {
    name: 'board floor',
    // Read on a page of its own: the measured page meets the board first in its first round, as
    // board.mjs's does.
    readApart: true,
    writeData: (page) => writeFloorData(page, floorDir, projects, device, () => showBoard(page)),
    // Each side's moves change its own copy of the lab.
    createSession: (page) => createBoardSession(page, structuredClone(projects), { touch }),
  });
  const rows = compareBoard(device, projects.length, appSamples, floorSamples);
  for (const row of rows)
    report.add(
      `${area}: board floor`,
      `${row.kind} (n=${row.n}): Event Timing, figure (app / floor)`,
      `${sideText(row.et)}; ${sideText(row.figure)}`,
      row.target,
      row.ok,
    );
  details[`${area}: board floor`] = { app: appSamples, floor: floorSamples };
  return rows;
}
