import { createSelector } from '@reduxjs/toolkit';
import type { MonthlyFigures } from '../../../../contract/figures';
import type { RootState } from '../../../app/hooks';
import { selectCurrentMonth } from '../../clock';
import { addMonths, monthsBetween, PAST_MONTHS, type Month } from '../figures/months';
import { projectGrowth, sumGrowth, type GrowthMonth } from '../figures/movements';
import { firstMonth } from '../figures/series';
import type { GrowthRange } from '../model/view';
import { selectFilteredProjects } from '../projectsSelectors';

export const selectRange = (state: RootState) => state.projects.filters.range;

/** The months a project's growth is computed over: the 36 past ones and the current one, and the month before them as their base. */
const windowOf = (current: Month) => monthsBetween(addMonths(current, -(PAST_MONTHS + 1)), current);

// A project's months are computed once per figures object (projects are immutable): a filter or
// range change only sums them again.
const growthCache = new WeakMap<MonthlyFigures, { current: Month; months: GrowthMonth[] }>();

function growthOf(figures: MonthlyFigures, window: readonly Month[]): GrowthMonth[] {
  const current = window[window.length - 1];
  const cached = growthCache.get(figures);
  if (cached?.current === current) return cached.months;
  const months = projectGrowth(figures, window);
  growthCache.set(figures, { current, months });
  return months;
}

/** The first month a range shows: the last 6, 12 or 24 months, or from the first month with figures. */
function rangeStart(range: GrowthRange, current: Month, first: Month | null): Month {
  if (range !== 'all') return addMonths(current, -(Number(range) - 1));
  const earliest = addMonths(current, -PAST_MONTHS);
  return first === null || first > current ? current : first < earliest ? earliest : first;
}

export type LabGrowth = {
  /** The months of the range, oldest first. */
  months: GrowthMonth[];
  /** Whether any project shown has a figure other than 0 in any month. */
  hasFigures: boolean;
};

/**
 * The Growth view's months for the projects the status and owner filters and the search leave:
 * the lab's revenue and subscribers by month (carried forward), and its revenue movements.
 */
export const selectLabGrowth = createSelector(
  [selectFilteredProjects, selectRange, selectCurrentMonth],
  (projects, range, current): LabGrowth => {
    const window = windowOf(current);
    const perProject = projects.map((project) => growthOf(project.figures, window));
    const all = sumGrowth(perProject, window.slice(1));
    let first: Month | null = null;
    let hasFigures = false;
    for (const project of projects) {
      const month = firstMonth(project.figures);
      if (month !== null && (first === null || month < first)) first = month;
      hasFigures ||= Object.values(project.figures).some((figure) => figure.revenue > 0 || figure.subscribers > 0);
    }
    const start = rangeStart(range, window[window.length - 1], first);
    return { months: all.filter((row) => row.month >= start), hasFigures };
  },
);
