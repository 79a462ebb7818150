// @ts-check
// Where the app's main thread works beyond the floor's: `node scripts/bench/floorTrace.mjs --size
// 100 --device phone --interaction status` runs the same rounds of one interaction on the app's
// dashboard and on the floor page (floorSides.mjs: each in its own context, rounds alternating),
// traces each round, and prints the time per kind of main-thread work (script inside input
// events, style, layout, pre-paint, paint, layerize...) for both sides, and how much of it was
// style and layout that script forced (a read of a size, a focus) before the frame. Interactions:
// status, owner, sort, search. Uses the build in --out-dir (default dist-bench; `npm run bench --
// --only none` builds it).
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/browser.mjs';
import { freePort, startPreview } from '../lib/preview.mjs';
import { DEVICES, openDeviceContext } from './devices.mjs';
import { buildFloor, writeFloorData } from './floorBuild.mjs';
import { measureSides } from './floorSides.mjs';
import { createSession } from './interactions.mjs';
import { buildLab, FILTER_OWNER } from './lab.mjs';
import { FORCED_STYLE_AND_LAYOUT, summarizeTrace } from './profileSummary.mjs';
import { storedLab } from './seed.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100' },
    device: { type: 'string', default: 'phone' },
    interaction: { type: 'string', default: 'status' },
    rounds: { type: 'string', default: '8' },
    'out-dir': { type: 'string', default: 'dist-bench' },
  },
});
/** @typedef {ReturnType<typeof createSession>} Session */
/** @type {Record<string, (session: Session) => Promise<unknown>>} */
const ACTIONS = {
  status: (session) => session.status('Live').then(() => session.status('all')),
  owner: (session) => session.owner(FILTER_OWNER).then(() => session.owner('all')),
  sort: (session) => session.sort('name').then(() => session.sort('updated')),
  search: (session) => session.typeSearch(),
};
const act = ACTIONS[values.interaction];
if (!act) throw new Error(`--interaction: one of ${Object.keys(ACTIONS).join(', ')}`);
const device = /** @type {keyof typeof DEVICES} */ (values.device);
if (!DEVICES[device]) throw new Error('--device: desktop or phone');
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

const floorDir = await buildFloor(values['out-dir']);
const preview = await startPreview(values['out-dir'], await freePort());
const browser = await launchChromium();
try {
  const projects = buildLab(Number(values.size));
  const entries = await storedLab(browser, preview.url, projects);
  /** @param {boolean} withLab the app's context holds the lab; the floor reads it from its data file */
  const open = (withLab) => openDeviceContext(browser, preview.url, device, withLab ? entries : null);
  /** Per side (the app, then the floor): milliseconds per kind of main-thread work. */
  const totals = [new Map(), new Map()];
  let sides = 0;
  const area = `${values.device}, ${values.size} projects`;
  // What measureSides reads of a bench part: how to open each side, the lab and the rounds.
  const part = /** @type {import('./floorSides.mjs').FloorPart} */ (
    /** @type {unknown} */ ({
      open: () => open(true),
      openFloor: () => open(false),
      base: preview.url,
      projects,
      rounds: Number(values.rounds),
      area,
      log: console.error,
    })
  );
  await measureSides(part, {
    name: `${values.interaction} trace`,
    writeData: (appPage) => writeFloorData(appPage, floorDir, projects, device),
    createSession: (page) => {
      const side = totals[sides++];
      const session = createSession(page, projects, { touch: DEVICES[device].touch });
      return {
        samples: session.samples,
        round: async () => {
          // Both sides' renderers are in the trace: the mark tells this page's from the other's.
          const mark = `floor-trace-${sides}-${Date.now()}`;
          await browser.startTracing(page, { categories: TRACE_CATEGORIES });
          await page.evaluate((name) => performance.mark(name), mark);
          await act(session);
          for (const [kind, ms] of summarizeTrace(await browser.stopTracing(), mark))
            side.set(kind, (side.get(kind) ?? 0) + ms);
        },
      };
    },
  });
  const [app, floor] = totals;
  const sum = (/** @type {Map<string, number>} */ side) =>
    [...side].reduce((total, [kind, ms]) => (kind === FORCED_STYLE_AND_LAYOUT ? total : total + ms), 0);
  const row = (/** @type {string} */ what, /** @type {number} */ appMs, /** @type {number} */ floorMs) =>
    `  ${what.padEnd(24)} ${String(Math.round(appMs)).padStart(7)} ${String(Math.round(floorMs)).padStart(7)}`;
  console.log(`${values.interaction} × ${values.rounds} rounds, ${area}: main-thread ms, app / floor`);
  for (const [kind, ms] of [...app].sort((a, b) => b[1] - a[1]))
    if (kind !== FORCED_STYLE_AND_LAYOUT) console.log(row(kind, ms, floor.get(kind) ?? 0));
  console.log(row('all of the above', sum(app), sum(floor)));
  // Part of the rows above (inside EventDispatch, FunctionCall...), where it would pass for script.
  const forced = (/** @type {Map<string, number>} */ side) => side.get(FORCED_STYLE_AND_LAYOUT) ?? 0;
  console.log(row(`of which ${FORCED_STYLE_AND_LAYOUT}`, forced(app), forced(floor)));
} finally {
  await browser.close();
  preview.stop();
}
