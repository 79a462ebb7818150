import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/hooks';
import { matchesSearch, normalizeSearch, searchTextOf } from './model/search';
import { sortProjects } from './model/sort';
import { PROJECT_STATUSES, type Project, type ProjectStatus } from './model/types';
import { isFiltered } from './model/view';
import { selectCurrentMonth } from '../clock';
import { addMonths } from './figures/months';
import { figureAt } from './figures/series';
import { changeText } from './figures/trend';
import { selectNeedsAttentionIds } from './attention/attentionSelectors';

export const selectProjects = (state: RootState) => state.projects.items;
export const selectFilters = (state: RootState) => state.projects.filters;
export const selectSort = (state: RootState) => state.projects.filters.sort;
/** One setting each, for the control that shows it: it renders when its own setting changes. */
export const selectStatusFilter = (state: RootState) => state.projects.filters.status;
export const selectSearchQuery = (state: RootState) => state.projects.filters.query;
export const selectLayout = (state: RootState) => state.projects.filters.layout;

/** The ids of every project in the lab, whatever the view: tells a deleted card from one filtered out. */
export const selectLabIds = createSelector([selectProjects], (projects) => new Set(projects.map(({ id }) => id)));

/** Sorting does not depend on the search, so typing only filters an already sorted list. */
export const selectSortedProjects = createSelector([selectProjects, selectSort], sortProjects);

/** The sorted projects of each status: a status filter is then a lookup, not a pass over the lab. */
const selectSortedByStatus = createSelector([selectSortedProjects], (projects) => {
  const byStatus = new Map<string, Project[]>();
  for (const project of projects) {
    const list = byStatus.get(project.status);
    if (list) list.push(project);
    else byStatus.set(project.status, [project]);
  }
  return byStatus;
});

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Every owner named in the lab, A to Z. An edit that keeps the same owners (a move, a figure)
 * gives the same array, so the filter bar and the view do not render again.
 */
export const selectOwnerOptions = createSelector(
  [selectProjects],
  (projects) => {
    const owners = new Set<string>();
    for (const project of projects) for (const owner of project.owners) owners.add(owner);
    return [...owners].sort((a, b) => a.localeCompare(b));
  },
  { memoizeOptions: { resultEqualityCheck: sameItems } },
);

/**
 * The view the dashboard shows: the filters as chosen, except that an owner nobody has any more
 * (deleted, edited away, or named in an old link) reads as All Owners. Derived, so no reducer has
 * to repair the filter, and the owner's filter comes back with an undo.
 */
export const selectView = createSelector([selectFilters, selectOwnerOptions], (filters, owners) =>
  filters.owner === 'all' || owners.includes(filters.owner) ? filters : { ...filters, owner: 'all' },
);

/**
 * With "Needs attention" pressed, only the projects that need it (attention/attentionSelectors.ts).
 * Each project's search text is normalized once (searchTextOf keeps it), so typing only compares.
 * A keystroke that leaves the same projects in the same order gives the same array, so the view
 * does not render again.
 */
export const selectFilteredProjects = createSelector(
  [selectSortedProjects, selectSortedByStatus, selectView, selectNeedsAttentionIds],
  (projects, byStatus, { status, owner, query, attention }, needed): readonly Project[] => {
    const normalizedQuery = normalizeSearch(query.trim());
    const ofStatus = status === 'all' ? projects : (byStatus.get(status) ?? []);
    if (owner === 'all' && !normalizedQuery && !attention) return ofStatus;
    return ofStatus.filter(
      (project) =>
        (!attention || needed.has(project.id)) &&
        (owner === 'all' || project.owners.includes(owner)) &&
        (!normalizedQuery || matchesSearch(searchTextOf(project), normalizedQuery)),
    );
  },
  { memoizeOptions: { resultEqualityCheck: sameItems } },
);

export const selectIsFiltered = createSelector([selectView], isFiltered);
export const selectOwnerFilter = (state: RootState) => selectView(state).owner;

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Totals over all projects, not just the filtered ones; missing values count as 0. */
export const selectProjectTotals = createSelector([selectProjects], (projects) =>
  projects.reduce(
    (totals, project) => ({
      count: totals.count + 1,
      live: totals.live + (project.status === 'Live' ? 1 : 0),
      revenue: totals.revenue + amount(project.revenue),
      subscribers: totals.subscribers + amount(project.subscribers),
    }),
    { count: 0, live: 0, revenue: 0, subscribers: 0 },
  ),
);

/**
 * The Total Revenue tile's "+39% vs Oct": the lab's revenue this month against the month before, over
 * every project (each month read with its carry-forward); null when both are 0.
 */
export const selectLabRevenueChange = createSelector([selectProjects, selectCurrentMonth], (projects, month) => {
  const previousMonth = addMonths(month, -1);
  let previous = 0;
  let current = 0;
  for (const project of projects) {
    previous += figureAt(project.figures, previousMonth)?.revenue ?? 0;
    current += amount(project.revenue);
  }
  return changeText(previous, current, previousMonth);
});

export type StatusSummary = { status: ProjectStatus; count: number; revenue: number; subscribers: number };

/** The chart's data: every status in lab order, over all projects, so the picture does not jump with the filters. */
export const selectStatusSummary = createSelector([selectProjects], (projects): StatusSummary[] => {
  const summaries = new Map(
    PROJECT_STATUSES.map((status) => [status, { status, count: 0, revenue: 0, subscribers: 0 }]),
  );
  for (const project of projects) {
    const summary = summaries.get(project.status);
    if (!summary) continue;
    summary.count += 1;
    summary.revenue += amount(project.revenue);
    summary.subscribers += amount(project.subscribers);
  }
  return [...summaries.values()];
});
