import { DEFAULT_SORT, isSortKey, type SortKey } from './sort';
import { isProjectStatus, type ProjectStatus } from './types';

export type StatusFilter = ProjectStatus | 'all';
/** An owner's name, or 'all'. */
export type OwnerFilter = string;

/** How the projects are laid out: the grid of cards, the board's columns by status, or their growth by month. */
export const LAYOUTS = ['cards', 'board', 'growth'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const isLayout = (value: unknown): value is Layout => (LAYOUTS as readonly unknown[]).includes(value);

/** The months the Growth view covers, up to the current one: the last 6, 12 or 24, or all with figures. */
export const GROWTH_RANGES = [
  { value: '6', label: 'Last 6 months' },
  { value: '12', label: 'Last 12 months' },
  { value: '24', label: 'Last 24 months' },
  { value: 'all', label: 'All' },
] as const;
export type GrowthRange = (typeof GROWTH_RANGES)[number]['value'];
export const DEFAULT_RANGE: GrowthRange = '12';
export const isGrowthRange = (value: unknown): value is GrowthRange =>
  GROWTH_RANGES.some((range) => range.value === value);

/** What the dashboard shows: the filters, the search, the order, the layout and the range. View state, never persisted. */
export type ProjectsView = {
  status: StatusFilter;
  owner: OwnerFilter;
  query: string;
  sort: SortKey;
  layout: Layout;
  range: GrowthRange;
  /** Only the projects that need attention ("Needs attention", `attention=1`). */
  attention: boolean;
};

export const DEFAULT_VIEW: ProjectsView = {
  status: 'all',
  owner: 'all',
  query: '',
  sort: DEFAULT_SORT,
  layout: 'cards',
  range: DEFAULT_RANGE,
  attention: false,
};

/** Longer values are not a search anyone typed; they are cut rather than rejected. */
const MAX_TEXT = 200;

const text = (value: string | null) => (value ?? '').slice(0, MAX_TEXT);

/**
 * Reads `?status=Live&owner=Maya%20Chen&q=pulse&sort=revenue&view=growth&range=24&attention=1`. Anything unknown or malformed
 * falls back to the default; of a repeated parameter the first usable value counts.
 */
export function parseView(params: URLSearchParams): ProjectsView {
  const owner = params
    .getAll('owner')
    .map((value) => text(value).trim())
    .find((value) => value && value !== 'all');
  return {
    status: params.getAll('status').find(isProjectStatus) ?? 'all',
    owner: owner ?? 'all',
    query: text(params.get('q')),
    sort: params.getAll('sort').find(isSortKey) ?? DEFAULT_SORT,
    layout: params.getAll('view').find(isLayout) ?? 'cards',
    range: params.getAll('range').find(isGrowthRange) ?? DEFAULT_RANGE,
    attention: params.getAll('attention').includes('1'),
  };
}

/** The query string for a view, without "?"; defaults are left out, so the plain dashboard stays `/dashboard`. */
export function viewToSearch(view: ProjectsView): string {
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set('status', view.status);
  if (view.owner !== 'all') params.set('owner', view.owner);
  if (view.query) params.set('q', view.query);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.layout !== 'cards') params.set('view', view.layout);
  if (view.range !== DEFAULT_RANGE) params.set('range', view.range);
  if (view.attention) params.set('attention', '1');
  // %20 rather than +, as people write it by hand (a literal + is already %2B).
  return params.toString().replace(/\+/g, '%20');
}

export const isFiltered = ({ status, owner, query, attention }: ProjectsView) =>
  status !== 'all' || owner !== 'all' || query.trim() !== '' || attention;
