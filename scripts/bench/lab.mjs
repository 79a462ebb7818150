// @ts-check
// A realistic lab for the bench: accented and CJK text, uneven statuses and owners, projects
// updated in an order unrelated to the order they were added. Seeded, so every run measures the
// same lab. Which cards a view shows, and in which order: labView.mjs.
import { FOUNDERS } from '../lib/founders.mjs';

/**
 * A project as a Forge Lab backup holds it.
 * @typedef {{
 *   id: string, name: string, description: string, status: string, owners: string[],
 *   revenue: number, subscribers: number, githubUrl: string, liveUrl: string, notes: string,
 *   createdAt: string, lastUpdated: string, figures: Record<string, { revenue: number, subscribers: number }>,
 * }} BenchProject
 */
/**
 * A dashboard view: its filters, search and order (as the address holds them).
 * @typedef {{ status: string, owner: string, query: string, sort: string }} View
 */

/** @type {[string, number][]} the founders, in their order, own 55%, 30% and 15% of the projects */
const OWNERS = FOUNDERS.map((founder, index) => [founder.name, [0.55, 0.3, 0.15][index]]);
/** The owner the bench filters by: the one with the fewest projects. */
export const FILTER_OWNER = OWNERS[2][0];
/** @type {[string, number][]} */
const STATUSES = [
  ['Idea', 0.35],
  ['In Dev', 0.3],
  ['Live', 0.15],
  ['Monetized', 0.12],
  ['Paused', 0.08],
];
const FIRST = ['Forge', 'Ember', 'Résumé', 'Café', 'Über', 'Niño', 'Ångström', 'Crème', 'Naïve', 'Atlas', 'Pulse'];
const SECOND = ['Engine', 'Studio', 'Señal', 'Kraftwerk', '鍛冶場', '火花', '数据', 'ツール', 'Façade', 'Lab', 'Cloud'];
const WORDS = (
  'anvil ember spark steel alloy quench temper hammer bellows crucible ingot résumé café naïve ' +
  'déjà vu façade coöperate jalapeño smørrebrød über straße 鍛冶 火花 設計 東京 数据 研究 ツール 開発 ' +
  'customers onboarding pricing invoices analytics workflow mentor growth resurface resumable'
).split(' ');

/**
 * mulberry32: a small seeded generator, so the lab is the same on every run.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @typedef {() => number} Next */

/**
 * @param {Next} next
 * @param {[string, number][]} table
 */
const weighted = (next, table) => {
  let roll = next();
  for (const [value, weight] of table) if ((roll -= weight) < 0) return value;
  return table[0][0];
};
/**
 * @param {Next} next
 * @param {string[]} list
 */
const pick = (next, list) => list[Math.floor(next() * list.length)];
/**
 * @param {Next} next
 * @param {number} length
 */
const sentence = (next, length) => {
  let out = '';
  while (out.length < length) out += `${pick(next, WORDS)} `;
  return out.trim();
};

/** Months of figures each bench project has before the current one: as many as the lab keeps. */
export const PAST_MONTHS = 36;

/**
 * The calendar month `back` months before the current one, in local time (the app's months).
 * @param {number} back
 */
export function monthBefore(back) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * Three years of monthly figures ending in the project's values: revenue growing into today's (a
 * paying project may have paused a month or two, at 0), subscribers alike.
 * @param {Next} next
 * @param {number} revenue
 * @param {number} subscribers
 */
function monthlyFigures(next, revenue, subscribers) {
  /** @type {BenchProject['figures']} */
  const figures = {};
  for (let back = PAST_MONTHS; back >= 1; back -= 1) {
    const share = (0.3 + (0.7 * (PAST_MONTHS - back)) / PAST_MONTHS) * (0.85 + 0.3 * next());
    const paused = revenue > 0 && next() < 0.04;
    figures[monthBefore(back)] = {
      revenue: paused ? 0 : Math.round(revenue * share),
      subscribers: Math.round(subscribers * share),
    };
  }
  figures[monthBefore(0)] = { revenue, subscribers };
  return figures;
}

/**
 * The same lab with no figures before the current month: its cards draw no revenue line.
 * @param {BenchProject[]} projects
 * @returns {BenchProject[]}
 */
export const withCurrentMonthOnly = (projects) =>
  projects.map((project) => ({
    ...project,
    figures: { [monthBefore(0)]: { revenue: project.revenue, subscribers: project.subscribers } },
  }));

/**
 * The same projects, each with a goal (revenue $1,000 above today's, six months ahead) and a next
 * step due in ten days: every card shows a goal, a progress bar and a next step (plans.mjs).
 * @param {BenchProject[]} projects
 */
export function withPlans(projects) {
  const due = new Date(Date.now() + 10 * 86_400_000);
  const day = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
  return projects.map((project) => ({
    ...project,
    goal: {
      metric: 'revenue',
      target: project.revenue + 1000,
      by: monthBefore(-6),
      since: monthBefore(0),
      baseline: project.revenue,
    },
    nextStep: `Call the first ten users of ${project.name}`,
    nextStepDue: day,
  }));
}

/**
 * `count` projects as a Forge Lab backup holds them (docs/data.md, "Your data"), each with 36
 * months of figures before the current one.
 * @param {number} count
 * @returns {BenchProject[]}
 */
export function buildLab(count, seed = 2026) {
  const next = random(seed + count);
  const start = Date.parse('2024-01-01T09:00:00.000Z');
  const span = 2 * 365 * 86_400_000;
  return Array.from({ length: count }, (_, index) => {
    const created = start + Math.floor((index / count) * span * 0.8);
    // Updated any time after it was added: the update order is unrelated to the lab order.
    const updated = created + Math.floor(next() * (start + span - created)) + index;
    const status = weighted(next, STATUSES);
    const owner = weighted(next, OWNERS);
    const owners = next() < 0.3 ? [...new Set([owner, weighted(next, OWNERS)])] : [owner];
    const earning = status === 'Live' || status === 'Monetized';
    const revenue = earning ? Math.round(Math.exp(next() * 10)) : 0;
    const subscribers = earning ? Math.floor(next() * 5000) : Math.floor(next() * 20);
    return {
      id: `bench-${index + 1}`,
      // The number keeps names unique, so an order by name has no ties.
      name: `${pick(next, FIRST)} ${pick(next, SECOND)} ${index + 1}`,
      description: sentence(next, 80 + Math.floor(next() * 220)),
      status,
      owners,
      revenue,
      subscribers,
      githubUrl: next() < 0.5 ? `https://github.com/forge-lab/project-${index + 1}` : '',
      liveUrl: next() < 0.3 ? `https://project-${index + 1}.forgelab.dev` : '',
      notes: next() < 0.6 ? sentence(next, 20 + Math.floor(next() * 180)) : '',
      createdAt: new Date(created).toISOString(),
      lastUpdated: new Date(updated).toISOString(),
      figures: monthlyFigures(next, revenue, subscribers),
    };
  });
}

/** @param {BenchProject[]} projects */
export const backupOf = (projects) =>
  JSON.stringify({ format: 'forge-lab-backup', version: 3, exportedAt: '2026-01-01T00:00:00.000Z', projects });

export { DEFAULT_VIEW, expectedView } from './labView.mjs';
