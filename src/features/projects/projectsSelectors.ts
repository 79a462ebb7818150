import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export const selectProjects = (state: RootState) => state.projects.items;
export const selectFilters = (state: RootState) => state.projects.filters;

export const selectFilteredProjects = createSelector([selectProjects, selectFilters], (projects, { status, owner }) =>
  projects.filter(
    (project) => (status === 'all' || project.status === status) && (owner === 'all' || project.owners.includes(owner)),
  ),
);

export const selectOwnerOptions = createSelector([selectProjects], (projects) =>
  [...new Set(projects.flatMap((project) => project.owners))].sort((a, b) => a.localeCompare(b)),
);

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
