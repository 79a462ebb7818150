// @ts-check
// The board's, the history's and the Growth view's sections of docs/performance.md. Each sits between markers of its
// own and is rewritten by any run that measured every figure of it (`npm run bench -- --only
// board,history` is enough: it need not be a full run), with the commit it ran on; the rest of
// the page stays as the last full run wrote it. A full run rewrites the page, then these.
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';
import { PERFORMANCE_DOC } from './performanceDoc.mjs';

/** @typedef {import('./report.mjs').Row} Row */
/** @typedef {import('./performanceDoc.mjs').Run} Run */
/** @typedef {{ key: string, title: string, text: string, owns: (row: Row) => boolean }} Section */

const GROWTH_TEXT = `The monthly figures' costs (issue 28), on labs whose every project has 36 months of figures
before the current one. **Open Growth**: from the press on the View switch's Growth button to
the Growth table's 12 rows (Last 12 months) and both line charts and the movement bars shown at
full opacity (target p75 <= 150 ms on the desktop; the phone's are for information); **back to
Cards**: to the grid's first page. **Trend lines**: the grid's status and owner changes measured
on that lab (a revenue line on every card) and on the same lab with only the current month's
figure (no line), the two pages' rounds taken in turn in the same run; the ratio of their mean
figures (a p75 moves in steps of a frame, 16.7 ms) must stay at or under 1.10.

Where the time goes: the first opening of Growth loads the view's code (about 7 KB gzip) and
computes every project's months once (per-project results are kept by figures object, so later
openings and filter changes only add them up): that first opening is each run's max. Later
openings spend their time rendering the table and the three SVG charts, one frame on the desktop.
The cards' lines are computed once per project as well (points, description, change): a filter
change only puts the same small SVG back, which is why the two pages' figures are the same within
the run's noise.`;

/** @type {Section[]} */
const SECTIONS = [
  {
    key: 'board',
    title: 'Pipeline board',
    text: `The board's interactions (issue 24), with the grid's probe and targets, at 100, 1,000 and 5,000
projects on the desktop and on the 4× throttled phone: switching to Board (from the press on the
View switch to every column's first four cards shown, in the view's order, at full opacity), a
keyboard move (the "Move {name}" handle: Space, ArrowRight, then the timed Space that drops it,
to the card shown first in its new column; and the same back with ArrowLeft), the Owner filter
changed on the board (the option's press to every column's first cards of the new view), and
switching back to Cards (to the grid's first page).

Where the time goes, read from the Event Timing entries and long tasks each sample keeps in
\`bench-results/bench.json\` (run on \`1de1ee2\`; \`scripts/bench/profile.mjs\` profiles the grid's
interactions only): switching to Board spends almost nothing in its handlers (0 to 3 ms); its
first frame takes the render of the five columns (presentation 62 ms on the desktop, about 150 ms
on the phone), and the columns' first cards are complete a frame or more later (shown at 108 ms
median on the desktop at 5,000 projects, 405 ms on the phone). The keyboard drop runs its handler
synchronously (processing 30 to 41 ms on the desktop, 150 to 200 ms on the phone: the move's
store update and the board's re-render inside the keydown). The Owner filter's press is one long
task of about 65 ms on the desktop and 300 ms on the phone, the re-render of the filtered board.
None of these grows much with the lab's size: the cost is the board's render, not the lab.`,
    owns: (row) => row.area.endsWith(': board'),
  },
  {
    key: 'history',
    title: 'Lab history',
    text: `The lab history's figures (issue 23) at 5,000 projects with 100,000 versions. In the browser, the
versions are written straight into the app's IndexedDB database (its layout, from
\`src/features/history/store/historyDb.ts\`) before the app opens: opening a project's History
(from the press on its menu's "History" to every entry of the project shown at full opacity,
target p75 <= 100 ms on the desktop) and the Activity panel (from the press on "Activity" to its
first 50 entries shown at full opacity inside the window, target p75 <= 150 ms on the desktop);
the phone's figures are for information. The bytes per version are the growth of the browser's
storage estimate over the versions written. The team server's figures come from
\`scripts/bench/team/historyBench.mjs\` (a server of its own on a history database filled the same
way): each request timed until its answer is read.

Where the time goes (run on \`30e2865\`): opening History spends 1 to 3 ms in its handlers and no
long task on the desktop (Event Timing p75 48 ms); the entries are read from IndexedDB and drawn
within a few frames, and then wait for MUI's Dialog to fade in (225 ms): the probe counts an
entry as shown at full opacity only, so the fade alone keeps History above its 100 ms target
(median 277 ms on the desktop). Activity's panel slides in instead of fading; its first 50
entries are inside the window at 94 ms median. The first opening of each also loads its code
(591 ms and 436 ms on the desktop).`,
    owns: (row) => row.area.endsWith(': history'),
  },
  {
    key: 'growth',
    title: 'Growth view and trend lines',
    text: GROWTH_TEXT,
    owns: (row) => row.area.includes(': growth'),
  },
];

/** @param {string} cell */
const escapeCell = (cell) => cell.replaceAll('|', '\\|');

/**
 * The sections whose every figure this run measured.
 * @param {{ only: string[], sizes: number[], devices: string[], versions: number }} options
 */
export function publishedSections({ only, sizes, devices, versions }) {
  const bothDevices = ['desktop', 'phone'].every((device) => devices.includes(device));
  const complete = {
    board: bothDevices && [100, 1000, 5000].every((size) => sizes.includes(size)),
    history: bothDevices && Math.max(...sizes) === 5000 && versions === 100_000,
    growth: bothDevices && sizes.includes(5000),
  };
  return SECTIONS.filter(
    (section) => only.includes(section.key) && complete[/** @type {'board' | 'history' | 'growth'} */ (section.key)],
  );
}

/**
 * @param {Section} section
 * @param {Run} run
 */
export function renderSection(section, { rows, commit, date, machine }) {
  const own = rows.filter(section.owns);
  const [hash, ...rest] = commit.split(' ');
  const body = own.map((row) =>
    [row.area, row.figure, String(row.value), row.target, row.ok ? 'yes' : 'NO'].map(escapeCell),
  );
  const table = [['area', 'figure', 'value', 'target', 'met'], ['---', '---', '---', '---', '---'], ...body]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
  return [
    `<!-- bench:${section.key} -->`,
    `## ${section.title}`,
    '',
    section.text,
    '',
    `Measured by \`npm run bench\` (its \`${section.key}\` part) on commit \`${hash}\`${rest.length ? ` ${rest.join(' ')}` : ''}, ${date.slice(0, 10)}, on ${machine}. This section is rewritten by any run that measures all of its figures; the rest of the page by a full run.`,
    '',
    table,
    `<!-- /bench:${section.key} -->`,
  ].join('\n');
}

/**
 * Puts each section in place of its previous version, or at the end of the page.
 * @param {Section[]} sections
 * @param {Run} run
 * @param {string} [file]
 */
export async function writeSections(sections, run, file = PERFORMANCE_DOC) {
  let page = await readFile(file, 'utf8');
  for (const section of sections) {
    const start = page.indexOf(`<!-- bench:${section.key} -->`);
    const endMarker = `<!-- /bench:${section.key} -->`;
    const end = page.indexOf(endMarker);
    const text = renderSection(section, run);
    page =
      start >= 0 && end > start
        ? `${page.slice(0, start)}${text}${page.slice(end + endMarker.length)}`
        : `${page.trimEnd()}\n\n${text}\n`;
  }
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(page, { ...options, filepath: file }));
  return file;
}
