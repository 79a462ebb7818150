// @ts-check
// What profile.mjs prints of a Chrome trace and a CPU profile: main-thread work by kind, self
// time by module and by function, total time by function, and on demand one function's self time
// by its callers (named through a `vite build --sourcemap` build's maps).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { callerPaths } from './profileCallers.mjs';
import { msBySampledNode, totalTimes } from './profileTotals.mjs';
import { readSourceMap } from './sourceMap.mjs';

/**
 * The fields read of a Chrome trace event (complete events, "X", have a duration).
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number,
 *   args?: { name?: string } }} TraceEvent
 */
/**
 * The fields read of a CPU profile (the protocol's Profiler.Profile; Chrome always sends samples
 * and timeDeltas, which the protocol marks optional).
 * @typedef {{ nodes: { id: number, parent?: number, children?: number[], callFrame: { functionName: string,
 *   url: string, lineNumber: number, columnNumber: number } }[], samples: number[], timeDeltas: number[] }} CpuProfile
 */

const STYLE_AND_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
/**
 * The row of style and layout that script forced (reading a size or a place, or a focus, after a
 * change to the page): counted inside the task's own kind too (EventDispatch, FunctionCall...),
 * where it would otherwise hide as script. Not to be added to the other rows.
 */
export const FORCED_STYLE_AND_LAYOUT = 'forced style and layout';

/**
 * Renderer main-thread work by trace event name: the events directly inside each task, then the
 * style and layout forced inside them (FORCED_STYLE_AND_LAYOUT).
 * @param {Buffer} buffer
 * @param {string} [mark] with several pages traced, the one whose process made this
 *   `performance.mark` (traced with the blink.user_timing category); else the first renderer
 * @returns {[string, number][]} milliseconds by kind, the most first, then the forced row
 */
export function summarizeTrace(buffer, mark) {
  /** @type {TraceEvent[]} */
  const events = JSON.parse(buffer.toString('utf8')).traceEvents;
  const marked = mark ? events.find((event) => event.name === mark) : undefined;
  if (mark && !marked) throw new Error(`the trace has no mark ${mark}`);
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && (!marked || event.pid === marked.pid),
  );
  /** @type {Map<string, number>} */
  const totals = new Map();
  /** @type {TraceEvent[]} */
  const open = [];
  const onMain = events
    .filter((event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid && event.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let forced = 0;
  for (const event of onMain) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= event.ts) open.pop();
    if (open.length === 1 && open[0].name === 'RunTask')
      totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
    else if (
      open.length > 1 &&
      STYLE_AND_LAYOUT.has(event.name) &&
      !open.some((outer) => STYLE_AND_LAYOUT.has(outer.name))
    )
      forced += event.dur / 1000;
    open.push(event);
  }
  const kinds = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 12);
  /** @type {[string, number]} */
  const forcedRow = [FORCED_STYLE_AND_LAYOUT, forced];
  return forced > 0 ? [...kinds, forcedRow] : kinds;
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
 * @param {string} [maps]
 * @returns {import('./sourceMap.mjs').Original | null}
 */
function sourceOf(url, line, column, maps) {
  if (!maps || !url.includes('/assets/')) return null;
  const chunkName = lastSegment(url).replace(/-[\w-]{8}\.js$/, '');
  const dir = join(maps, 'assets');
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

/**
 * @param {CpuProfile} profile
 * @param {string | undefined} maps the sourcemap build's folder, if any
 * @param {string} [callersOf] a function whose self time is also given by the calls that led to it
 */
export function summarizeProfile(profile, maps, callersOf) {
  const self = msBySampledNode(profile);
  /** @param {number} id a node never sampled has no self time */
  const selfOf = (id) => self.get(id) ?? 0;
  /** @type {Map<string, number>} */
  const functions = new Map();
  /** @type {Map<string, number>} */
  const modules = new Map();
  /** @type {Map<number, string>} */
  const nameOf = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const mapped = sourceOf(url, lineNumber, columnNumber, maps);
    const where = mapped ? mapped.source : `${lastSegment(url)}:${lineNumber + 1}:${columnNumber}`;
    const key = `${mapped?.name ?? (functionName || '(anonymous)')}  ${url ? where : ''}`;
    nameOf.set(node.id, key);
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
  return {
    functions: top(functions, 20),
    modules: top(modules, 12),
    totals: top(totalTimes(profile, nameOf), 20),
    callers: callersOf ? { of: callersOf, paths: callerPaths(profile, nameOf, callersOf) } : undefined,
  };
}

/**
 * Prints what profile.mjs and team/receiverProfile.mjs found: the trace's work by kind, then the
 * CPU profile's self time by module and by function, and its total time by function.
 * @param {string} title
 * @param {[string, number][]} trace summarizeTrace's
 * @param {ReturnType<typeof summarizeProfile>} profile
 */
export function printSummary(title, trace, { functions, modules, totals, callers }) {
  /** @param {[string, number]} entry */
  const line = ([name, time]) => `  ${time.toFixed(0).padStart(7)} ms  ${name}`;
  console.log(title);
  console.log('main-thread work (trace, first pass):');
  trace.forEach((entry) => console.log(line(entry)));
  console.log('self time by module (CPU profile, second pass):');
  modules.forEach((entry) => console.log(line(entry)));
  console.log('self time by function:');
  functions.forEach((entry) => console.log(line(entry)));
  console.log('total time by function (itself and what it calls; React’s work loop left out):');
  totals.forEach((entry) => console.log(line(entry)));
  if (!callers) return;
  console.log(`self time of ${callers.of} by its callers (the direct one first; React’s work loop left out):`);
  callers.paths.forEach((entry) => console.log(line(entry)));
}
