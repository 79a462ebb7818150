// @ts-check
// Where an interaction's time goes: `node scripts/bench/profile.mjs --size 5000 --device phone
// --interaction status` repeats one interaction of the bench with a Chrome trace (time per kind of
// main-thread work: script, style, layout, paint, garbage collection) and then with the CPU
// profiler (self time per function, and per module when --maps names a build made with
// `vite build --sourcemap`, whose chunks are matched to the served ones by name).
// With --inputs, the second pass keeps only the samples inside the interactions' input events
// (inputProfile.mjs): the script that runs before the change's frame, per interaction; --events
// click (or keydown, pointerdown...) keeps those events alone, and implies --inputs. --callers NAME
// gives the self time of the function NAME (getBoundingClientRect, focus, setAttribute...) by the
// calls that led to it.
// Interactions: status, owner, sort, search, statusBurst, typingBurst, board (a round of
// the board's interactions), boardSwitch (to Board and back to Cards alone) and boardMove (its
// keyboard move alone). Uses the build in
// --out-dir (default dist-bench; build it first with `npm run bench -- --only none`). --save FILE
// writes the CPU profile as it was taken (a .cpuprofile that Chrome DevTools opens), for the
// callers and call trees the summary leaves out.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/browser.mjs';
import { createBoardSession } from './board.mjs';
import { freePort, startPreview } from '../lib/preview.mjs';
import { createSession, FIRST_PAGE } from './interactions.mjs';
import { buildLab, DEFAULT_VIEW, expectedView, FILTER_OWNER } from './lab.mjs';
import { installProbe } from './probe.mjs';
import { INPUT_PROFILE_CATEGORIES, profileInsideInputs } from './inputProfile.mjs';
import { printSummary, summarizeProfile, summarizeTrace } from './profileSummary.mjs';
import { seedContext, storedLab } from './seed.mjs';

/** @typedef {ReturnType<typeof createSession>} Session */
/** @typedef {ReturnType<typeof createBoardSession>} BoardSession */
/** @typedef {import('./profileSummary.mjs').CpuProfile} CpuProfile */
/** @typedef {import('./probe.mjs').BenchWindow} BenchWindow */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '5000' },
    device: { type: 'string', default: 'desktop' },
    interaction: { type: 'string', default: 'status' },
    rounds: { type: 'string', default: '5' },
    maps: { type: 'string' },
    inputs: { type: 'boolean' },
    events: { type: 'string' },
    callers: { type: 'string' },
    save: { type: 'string' },
    'out-dir': { type: 'string', default: 'dist-bench' },
  },
});
const ROUNDS = Number(values.rounds);
const phone = values.device === 'phone';
const events = values.events ? new Set(values.events.split(',')) : undefined;
const inInputs = values.inputs || events !== undefined;
/** @type {Record<string, (session: Session, board: BoardSession) => Promise<unknown>>} */
const ACTIONS = {
  status: (session) => session.status('Live').then(() => session.status('all')),
  owner: (session) => session.owner(FILTER_OWNER).then(() => session.owner('all')),
  sort: (session) => session.sort('name').then(() => session.sort('updated')),
  search: (session) => session.typeSearch(),
  statusBurst: (session) => session.statusBurst(),
  typingBurst: (session) => session.typingBurst(),
  // One round of the board's: switch to Board, a keyboard move there and back, the Owner filter
  // there and back, and back to Cards (board.mjs).
  board: (_session, board) => board.round(0, 1),
  // Switching to Board and back to Cards alone.
  boardSwitch: (_session, board) => board.round(1, 1),
  // The board's keyboard move alone (there and back), on the board shown before the trace starts.
  boardMove: (_session, board) => board.moveThereAndBack(),
};
const act = ACTIONS[values.interaction];
if (!act) throw new Error(`--interaction: one of ${Object.keys(ACTIONS).join(', ')}`);

const preview = await startPreview(values['out-dir'], await freePort());
const browser = await launchChromium();
try {
  const projects = buildLab(Number(values.size));
  const entries = await storedLab(browser, preview.url, projects);
  const context = await browser.newContext({
    ...(phone
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } }),
    locale: 'en-US',
  });
  await seedContext(context, preview.url, entries);
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${preview.url}/dashboard`);
  const { names, count } = expectedView(projects, DEFAULT_VIEW, FIRST_PAGE * 4);
  await page.evaluate(
    ([n, k]) => /** @type {BenchWindow} */ (window).__bench.arm(n, k, 60_000),
    /** @type {[string[], number]} */ ([names, Math.min(FIRST_PAGE, count)]),
  );
  await page.evaluate(() => /** @type {BenchWindow} */ (window).__bench.collect(0));
  const session = createSession(page, projects, { touch: phone });
  const board = createBoardSession(page, projects, { touch: phone });

  if (values.interaction === 'boardMove') await board.showBoard();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (let round = 0; round < ROUNDS; round += 1) await act(session, board);
  const trace = summarizeTrace(await browser.stopTracing());
  const profile = inInputs ? await profileInputs(session, board) : await profileAll(session, board);
  if (values.save) writeFileSync(values.save, JSON.stringify(profile));
  printSummary(
    `${values.interaction} × ${ROUNDS}, ${values.size} projects, ${values.device}${inInputs ? `, inside the ${values.events ?? 'input'} events` : ''}`,
    trace,
    summarizeProfile(profile, values.maps, values.callers),
  );
  /** The CPU profiler over the whole rounds. */
  async function profileAll(/** @type {Session} */ session, /** @type {BoardSession} */ board) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    for (let round = 0; round < ROUNDS; round += 1) await act(session, board);
    return /** @type {CpuProfile} */ ((await cdp.send('Profiler.stop')).profile);
  }
  /** V8's samples inside the rounds' input events, from a trace. */
  async function profileInputs(/** @type {Session} */ session, /** @type {BoardSession} */ board) {
    await browser.startTracing(page, { categories: INPUT_PROFILE_CATEGORIES });
    for (let round = 0; round < ROUNDS; round += 1) await act(session, board);
    const { profile, inputs } = profileInsideInputs(await browser.stopTracing(), events);
    console.log(`${inputs} input events profiled`);
    return profile;
  }
  // filter() does not narrow `parts`; these samples all have theirs.
  const samples = /** @type {(Session['samples'][number] & { parts: object })[]} */ (
    [...session.samples, ...board.samples].filter((sample) => sample.parts)
  );
  console.log('slowest samples (Event Timing of the longest event: input delay / processing / to paint):');
  for (const sample of samples.sort((a, b) => (b.et ?? 0) - (a.et ?? 0)).slice(0, 8))
    console.log(
      `  ${sample.kind}: ${sample.et} ms (${sample.parts.event} ${sample.parts.inputDelay} / ${sample.parts.processing} / ${sample.parts.presentation}), long tasks ${sample.longTasks.join(', ') || 'none'}`,
    );
} finally {
  await browser.close();
  preview.stop();
}
