// @ts-check
// Where an interaction's time goes: `node scripts/bench/profile.mjs --size 5000 --device phone
// --interaction status` repeats one interaction of the bench with a Chrome trace (time per kind of
// main-thread work: script, style, layout, paint, garbage collection) and then with the CPU
// profiler (self time per function, and per module when --maps names a build made with
// `vite build --sourcemap`, whose chunks are matched to the served ones by name).
// Interactions: status, owner, sort, search, statusBurst, typingBurst. Uses the build in
// --out-dir (default dist-bench; build it first with `npm run bench -- --only none`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/browser.mjs';
import { freePort, startPreview } from '../lib/preview.mjs';
import { createSession, FIRST_PAGE } from './interactions.mjs';
import { buildLab, DEFAULT_VIEW, expectedView, FILTER_OWNER } from './lab.mjs';
import { installProbe } from './probe.mjs';
import { seedContext, storedLab } from './seed.mjs';
import { readSourceMap } from './sourceMap.mjs';

/** @typedef {ReturnType<typeof createSession>} Session */
/** @typedef {import('./probe.mjs').BenchWindow} BenchWindow */
/**
 * The fields read of a Chrome trace event (complete events, "X", have a duration).
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number,
 *   args?: { name?: string } }} TraceEvent
 */
/**
 * The fields read of a CPU profile (the protocol's Profiler.Profile; Chrome always sends samples
 * and timeDeltas, which the protocol marks optional).
 * @typedef {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number,
 *   columnNumber: number } }[], samples: number[], timeDeltas: number[] }} CpuProfile
 */

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '5000' },
    device: { type: 'string', default: 'desktop' },
    interaction: { type: 'string', default: 'status' },
    rounds: { type: 'string', default: '5' },
    maps: { type: 'string' },
    'out-dir': { type: 'string', default: 'dist-bench' },
  },
});
const ROUNDS = Number(values.rounds);
const phone = values.device === 'phone';
/** @type {Record<string, (session: Session) => Promise<unknown>>} */
const ACTIONS = {
  status: (session) => session.status('Live').then(() => session.status('all')),
  owner: (session) => session.owner(FILTER_OWNER).then(() => session.owner('all')),
  sort: (session) => session.sort('name').then(() => session.sort('updated')),
  search: (session) => session.typeSearch(),
  statusBurst: (session) => session.statusBurst(),
  typingBurst: (session) => session.typingBurst(),
};
const act = ACTIONS[values.interaction];
if (!act) throw new Error(`--interaction: one of ${Object.keys(ACTIONS).join(', ')}`);

/**
 * Renderer main-thread work by trace event name: the events directly inside each task.
 * @param {Buffer} buffer
 */
function summarizeTrace(buffer) {
  /** @type {TraceEvent[]} */
  const events = JSON.parse(buffer.toString('utf8')).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  /** @type {Map<string, number>} */
  const totals = new Map();
  /** @type {TraceEvent[]} */
  const open = [];
  const onMain = events
    .filter((event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid && event.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const event of onMain) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= event.ts) open.pop();
    if (open.length === 1 && open[0].name === 'RunTask')
      totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
    open.push(event);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

/** The last segment of a URL's path (split() returns at least one, so pop() returns one). */
const lastSegment = (/** @type {string} */ url) => /** @type {string} */ (url.split('/').pop());
/** @type {Map<string, import('./sourceMap.mjs').Lookup>} the --maps build's source maps, by chunk file */
const sourceMaps = new Map();

/**
 * Maps a served chunk's position to its source, through a sourcemap build's chunk of the same name.
 * @param {string} url
 * @param {number} line
 * @param {number} column
 * @returns {import('./sourceMap.mjs').Original | null}
 */
function sourceOf(url, line, column) {
  if (!values.maps || !url.includes('/assets/')) return null;
  const chunkName = lastSegment(url).replace(/-[\w-]{8}\.js$/, '');
  const dir = join(values.maps, 'assets');
  const file = readdirSync(dir).find(
    (name) => name.endsWith('.js') && name.replace(/-[\w-]{8}\.js$/, '') === chunkName,
  );
  if (!file || !existsSync(join(dir, `${file}.map`))) return null;
  if (!sourceMaps.has(file)) sourceMaps.set(file, readSourceMap(readFileSync(join(dir, `${file}.map`), 'utf8')));
  const position = /** @type {import('./sourceMap.mjs').Lookup} */ (sourceMaps.get(file))(line, column);
  return (
    position && {
      source: position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, ''),
      name: position.name,
    }
  );
}

/** @param {CpuProfile} profile */
function summarizeProfile(profile) {
  // Self time in ms by node id; every sample names a node of the profile, so get() finds it.
  const self = new Map(profile.nodes.map((node) => [node.id, 0]));
  /** @param {number} id */
  const selfOf = (id) => /** @type {number} */ (self.get(id));
  profile.samples.forEach((id, index) => self.set(id, selfOf(id) + (profile.timeDeltas[index] ?? 0) / 1000));
  /** @type {Map<string, number>} */
  const functions = new Map();
  /** @type {Map<string, number>} */
  const modules = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const mapped = sourceOf(url, lineNumber, columnNumber);
    const where = mapped ? mapped.source : `${lastSegment(url)}:${lineNumber + 1}:${columnNumber}`;
    const key = `${mapped?.name ?? (functionName || '(anonymous)')}  ${url ? where : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + selfOf(node.id));
    const module = mapped
      ? mapped.source.replace(/^((?:@[^/]+\/)?[^/]+).*$/, '$1')
      : url
        ? lastSegment(url)
        : functionName;
    modules.set(module, (modules.get(module) ?? 0) + selfOf(node.id));
  }
  const top = (/** @type {Map<string, number>} */ map, /** @type {number} */ count) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { functions: top(functions, 20), modules: top(modules, 12) };
}

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

  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (let round = 0; round < ROUNDS; round += 1) await act(session);
  const trace = summarizeTrace(await browser.stopTracing());
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (let round = 0; round < ROUNDS; round += 1) await act(session);
  const { profile } = await cdp.send('Profiler.stop');
  const { functions, modules } = summarizeProfile(/** @type {CpuProfile} */ (profile));

  /** @param {[string, number]} entry */
  const line = ([name, time]) => `  ${time.toFixed(0).padStart(7)} ms  ${name}`;
  console.log(`${values.interaction} × ${ROUNDS}, ${values.size} projects, ${values.device}`);
  console.log('main-thread work (trace, first pass):');
  trace.forEach((entry) => console.log(line(entry)));
  console.log('self time by module (CPU profile, second pass):');
  modules.forEach((entry) => console.log(line(entry)));
  console.log('self time by function:');
  functions.forEach((entry) => console.log(line(entry)));
  // filter() does not narrow `parts`; these samples all have theirs.
  const samples = /** @type {(Session['samples'][number] & { parts: object })[]} */ (
    session.samples.filter((sample) => sample.parts)
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
