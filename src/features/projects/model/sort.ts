import type { Project } from './types';

export const SORT_OPTIONS = [
  { value: 'updated', label: 'Recently updated' },
  { value: 'newest', label: 'Newest' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'subscribers', label: 'Subscribers' },
  { value: 'lab', label: 'Lab order' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

/** Recently updated first: a project just added or edited is the first card, even in a large lab. */
export const DEFAULT_SORT: SortKey = 'updated';

export const isSortKey = (value: unknown): value is SortKey => SORT_OPTIONS.some((option) => option.value === value);

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};
/**
 * A project's time in one of its date fields, parsed once per project: the lab's projects are
 * immutable (a change makes a new object), so a re-sort after one edit, local or from the team,
 * parses the changed project alone instead of thousands of dates (at 5,000 projects, about 1.4 of
 * a sort's 3.2 ms in Node).
 */
function timeOf(field: 'lastUpdated' | 'createdAt') {
  const parsed = new WeakMap<Project, number>();
  return (project: Project) => {
    let value = parsed.get(project);
    if (value === undefined) {
      value = time(project[field]);
      parsed.set(project, value);
    }
    return value;
  };
}
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
// Made on first use: building a collator takes a noticeable moment, which no page load should pay for.
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string) =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a, b);

/**
 * Orders by a number computed once per project, not once per comparison. The numbers sit in one
 * typed array and the sort moves positions, so a sort of thousands allocates no object a project.
 * Ties keep lab order.
 */
const byNumber =
  (key: (project: Project) => number, descending = true) =>
  (projects: readonly Project[]) => {
    const keys = new Float64Array(projects.length);
    const order: number[] = new Array<number>(projects.length);
    for (let index = 0; index < projects.length; index += 1) {
      keys[index] = key(projects[index]);
      order[index] = index;
    }
    order.sort((a, b) => (descending ? keys[b] - keys[a] : keys[a] - keys[b]) || a - b);
    return order.map((index) => projects[index]);
  };

const sorters: Record<Exclude<SortKey, 'lab'>, (projects: readonly Project[]) => Project[]> = {
  updated: byNumber(timeOf('lastUpdated')),
  newest: byNumber(timeOf('createdAt')),
  name: (projects) => [...projects].sort((a, b) => compareNames(a.name, b.name)),
  revenue: byNumber((project) => amount(project.revenue)),
  subscribers: byNumber((project) => amount(project.subscribers)),
};

/** A sorted copy; ties keep lab order (Array.prototype.sort is stable). */
export function sortProjects(projects: readonly Project[], sort: SortKey): readonly Project[] {
  return sort === 'lab' ? projects : sorters[sort](projects);
}
