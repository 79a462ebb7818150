// @ts-check
// A dashboard view of a lab, by the rules the dashboard states (docs/features.md: Search, Sort):
// which cards the first page of a view must show, computed apart from the app's own code, so a
// probe can tell the right paint from a stale one.

/** @typedef {import('./lab.mjs').BenchProject} BenchProject */
/** @typedef {import('./lab.mjs').View} View */

/** @type {View} */
export const DEFAULT_VIEW = { status: 'all', owner: 'all', query: '', sort: 'updated' };

/** @param {string} text */
const normalize = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
/** @type {Record<string, (a: BenchProject, b: BenchProject) => number>} */
const SORTS = {
  updated: (a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated),
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  name: (a, b) => collator.compare(a.name, b.name),
  revenue: (a, b) => b.revenue - a.revenue,
  subscribers: (a, b) => b.subscribers - a.subscribers,
};

/** @param {BenchProject} project */
const searchText = (project) =>
  normalize([project.name, project.description, project.notes, project.owners.join('\n')].join('\n'));

/**
 * The projects a view shows, in its order.
 * @param {BenchProject[]} projects
 * @param {View} view
 */
function viewOf(projects, view) {
  const words = normalize(view.query).split(/\s+/).filter(Boolean);
  const shown = projects.filter(
    (project) =>
      (view.status === 'all' || project.status === view.status) &&
      (view.owner === 'all' || project.owners.includes(view.owner)) &&
      (!words.length || words.every((word) => searchText(project).includes(word))),
  );
  return view.sort === 'lab' ? shown : shown.sort(SORTS[view.sort]);
}

/**
 * The names of the first `limit` cards of a view, and how many projects it shows.
 * @param {BenchProject[]} projects
 * @param {View} view
 * @param {number} limit
 */
export function expectedView(projects, view, limit) {
  const shown = viewOf(projects, view);
  return { count: shown.length, names: shown.slice(0, limit).map((project) => project.name) };
}
