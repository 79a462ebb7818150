import { DEFAULT_SORT, isSortKey, type SortKey } from './sort';
import { isProjectStatus, type ProjectStatus } from './types';

export type StatusFilter = ProjectStatus | 'all';
/** An owner's name, or 'all'. */
export type OwnerFilter = string;

/** What the dashboard shows: the filters, the search and the order. View state, never persisted. */
export type ProjectsView = { status: StatusFilter; owner: OwnerFilter; query: string; sort: SortKey };

export const DEFAULT_VIEW: ProjectsView = { status: 'all', owner: 'all', query: '', sort: DEFAULT_SORT };

/** Longer values are not a search anyone typed; they are cut rather than rejected. */
const MAX_TEXT = 200;

const text = (value: string | null) => (value ?? '').slice(0, MAX_TEXT);

/**
 * Reads `?status=Live&owner=Maya%20Chen&q=pulse&sort=revenue`. Anything unknown or malformed
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
  };
}

/** The query string for a view, without "?"; defaults are left out, so the plain dashboard stays `/dashboard`. */
export function viewToSearch(view: ProjectsView): string {
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set('status', view.status);
  if (view.owner !== 'all') params.set('owner', view.owner);
  if (view.query) params.set('q', view.query);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  // %20 rather than +, as people write it by hand (a literal + is already %2B).
  return params.toString().replace(/\+/g, '%20');
}

export const isFiltered = ({ status, owner, query }: ProjectsView) =>
  status !== 'all' || owner !== 'all' || query.trim() !== '';
