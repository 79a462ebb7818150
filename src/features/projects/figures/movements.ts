import type { MonthlyFigures } from '../../../../contract/figures';
import { carriedSeries } from './series';
import type { Month } from './months';

/**
 * Revenue movements, as founders who report to investors count them: each month, each project's
 * change of revenue is one of five kinds, so the kinds add up to the lab's change.
 * - New: from none or 0 to more, the first time the project has revenue.
 * - Expansion: up. Contraction: down, but not to 0. Churned: down to 0.
 * - Reactivated: from 0 to more, after having had revenue before.
 */
export const MOVEMENTS = ['new', 'expansion', 'contraction', 'churned', 'reactivated'] as const;
export type Movement = (typeof MOVEMENTS)[number];

export type MovementAmounts = Record<Movement, number>;

/** One month of the lab (or of one project): its figures and how its revenue moved since the month before. */
export type GrowthMonth = MovementAmounts & { month: Month; revenue: number; subscribers: number; net: number };

const noMovement = (): MovementAmounts => ({ new: 0, expansion: 0, contraction: 0, churned: 0, reactivated: 0 });

/** The kind of one project's move from `previous` to `current` revenue, or null when it did not move. */
export function movementOf(previous: number, current: number, hadRevenue: boolean): Movement | null {
  if (current === previous) return null;
  if (previous === 0) return hadRevenue ? 'reactivated' : 'new';
  if (current === 0) return 'churned';
  return current > previous ? 'expansion' : 'contraction';
}

/**
 * One project's months over `months` (consecutive, oldest first; the first is only the base the
 * second is compared with, so it gets no row): its carried figures (0 before its first entry) and
 * its movement in each. Kept per figures object: a filter change reuses it.
 */
export function projectGrowth(figures: MonthlyFigures, months: readonly Month[]): GrowthMonth[] {
  const series = carriedSeries(figures, months);
  // Revenue before the first month counts as "had revenue" (a reactivation, not a new project).
  let hadRevenue = Object.keys(figures).some((month) => month < months[0] && figures[month].revenue > 0);
  let previous = series[0]?.revenue ?? 0;
  hadRevenue ||= previous > 0;
  const rows: GrowthMonth[] = [];
  for (let index = 1; index < months.length; index++) {
    const figure = series[index];
    const revenue = figure?.revenue ?? 0;
    const row: GrowthMonth = {
      month: months[index],
      revenue,
      subscribers: figure?.subscribers ?? 0,
      net: revenue - previous,
      ...noMovement(),
    };
    const movement = movementOf(previous, revenue, hadRevenue);
    if (movement) row[movement] = revenue - previous;
    hadRevenue ||= revenue > 0;
    previous = revenue;
    rows.push(row);
  }
  return rows;
}

/** The lab's months: each project's months summed, month by month (every list over the same months). */
export function sumGrowth(projects: readonly (readonly GrowthMonth[])[], months: readonly Month[]): GrowthMonth[] {
  const totals = months.map((month): GrowthMonth => ({ month, revenue: 0, subscribers: 0, net: 0, ...noMovement() }));
  for (const rows of projects) {
    rows.forEach((row, index) => {
      const total = totals[index];
      total.revenue += row.revenue;
      total.subscribers += row.subscribers;
      total.net += row.net;
      for (const movement of MOVEMENTS) total[movement] += row[movement];
    });
  }
  return totals;
}
