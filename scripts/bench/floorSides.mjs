// @ts-check
// The app and its floor measured side by side (floorPart.mjs, boardFloorPart.mjs): the app's
// dashboard and the floor page (floorBuild.mjs), each in a fresh context on the device; their
// rounds alternate (an app round, then a floor round), so both meet the same machine at the same
// moments.
import { openDashboard } from './boardHistory.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */
/**
 * A part of run.mjs with the floor's: `openFloor`, a context without the lab stored (the floor
 * reads it from its data file), and the folder the floor was built in.
 * @typedef {import('./boardHistory.mjs').Part & { openFloor: import('./boardHistory.mjs').Part['open'],
 *   floorDir: string }} FloorPart
 */
/** @typedef {{ samples: unknown[], round: (index: number, rounds: number) => Promise<unknown> }} Session */

/**
 * Opens both sides, runs `rounds` rounds alternating, and returns each side's samples.
 * @param {FloorPart} part
 * @param {{
 *   name: string,
 *   readApart?: boolean,
 *   writeData: (appPage: Page) => Promise<string>,
 *   createSession: (page: Page) => Session,
 * }} how `name`: what is measured, for the log; `writeData`: writes the floor's data from the
 *   app's dashboard, its first page shown, and returns the file's name; `readApart`: from a page
 *   of its own, opened and closed before the measured one (which then meets every view fresh);
 *   `createSession`: one side's rounds
 * @returns {Promise<[MeasuredSample[], MeasuredSample[]]>} the app's samples, the floor's
 */
export async function measureSides(part, { name, readApart, writeData, createSession }) {
  const { open, openFloor, base, projects, rounds, area, log } = part;
  const app = await open();
  /** @type {string | undefined} */
  let data;
  if (readApart) {
    const page = await app.context.newPage();
    await openDashboard(page, base, projects, `${area} (read for the floor)`);
    data = await writeData(page);
    await page.close();
  }
  const appPage = await app.context.newPage();
  await app.throttle(appPage);
  await openDashboard(appPage, base, projects, area);
  data ??= await writeData(appPage);
  const floor = await openFloor();
  const floorPage = await floor.context.newPage();
  await floor.throttle(floorPage);
  await openDashboard(floorPage, base, projects, `${area} (floor)`, `/floor/index.html?data=${data}`);
  await floorPage.evaluate(() => document.fonts.ready);

  const sides = [createSession(appPage), createSession(floorPage)];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 5 === 0) log(`${area}: ${name} round ${round + 1} of ${rounds}`);
    for (const session of sides) await session.round(round, rounds);
  }
  await app.context.close();
  await floor.context.close();
  return [/** @type {MeasuredSample[]} */ (sides[0].samples), /** @type {MeasuredSample[]} */ (sides[1].samples)];
}
