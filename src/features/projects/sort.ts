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
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const compare: Record<Exclude<SortKey, 'lab'>, (a: Project, b: Project) => number> = {
  updated: (a, b) => time(b.lastUpdated) - time(a.lastUpdated),
  newest: (a, b) => time(b.createdAt) - time(a.createdAt),
  name: (a, b) => collator.compare(a.name, b.name),
  revenue: (a, b) => amount(b.revenue) - amount(a.revenue),
  subscribers: (a, b) => amount(b.subscribers) - amount(a.subscribers),
};

/** A sorted copy; ties keep lab order (Array.prototype.sort is stable). */
export function sortProjects(projects: readonly Project[], sort: SortKey): readonly Project[] {
  return sort === 'lab' ? projects : [...projects].sort(compare[sort]);
}
