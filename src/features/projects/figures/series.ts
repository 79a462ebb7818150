import {
  figureAt,
  isMonthFigure,
  withinReach,
  type MonthFigure,
  type MonthlyFigures,
} from '../../../../contract/figures';
import { addMonths, isMonth, monthIndex, type Month } from './months';

// The carry-forward and the reach are the server's rules too: written once, in contract/.
export { figureAt, withinReach };

/**
 * A project's figures over time: the carry-forward (a month with no entry reads the month before),
 * and the one rule every change of the lab keeps, that the current month reads what the card
 * shows. Pure functions over `MonthlyFigures` (contract/project.ts).
 */

/** The month of the first entry, or null when there is none. */
export function firstMonth(figures: MonthlyFigures): Month | null {
  let first: Month | null = null;
  for (const entry in figures) if (first === null || entry < first) first = entry;
  return first;
}

/** The figure each month of `months` (consecutive, oldest first) reads, carrying entries forward. */
export function carriedSeries(figures: MonthlyFigures, months: readonly Month[]): (MonthFigure | null)[] {
  if (months.length === 0) return [];
  let carried = figureAt(figures, months[0]);
  return months.map((month) => (carried = figures[month] ?? carried));
}

const sameFigure = (a: MonthFigure | null, b: MonthFigure) =>
  a !== null && a.revenue === b.revenue && a.subscribers === b.subscribers;

/**
 * The figures with the current month reading `figure` (the card's revenue and subscribers): an
 * entry for `current` is written only when the month would otherwise read something else. The
 * same object when nothing changes, so an edit of a name leaves the figures as they were.
 */
export function withCurrentFigure(figures: MonthlyFigures, figure: MonthFigure, current: Month): MonthlyFigures {
  const reach = withinReach(figures, current);
  if (sameFigure(figureAt(reach, current), figure)) return reach;
  return { ...reach, [current]: { revenue: figure.revenue, subscribers: figure.subscribers } };
}

/** Both sides' months; where both have one, `preferred`'s value. */
export const mergeFigures = (preferred: MonthlyFigures, other: MonthlyFigures): MonthlyFigures => ({
  ...other,
  ...preferred,
});

/**
 * Reads stored or imported figures: entries with a month as `YYYY-MM` and a figure the lab takes
 * are kept, others dropped (`fixed` says so). A month after the current one is kept up to the next
 * (a founder in a time zone already there wrote it). Without figures (a record from before them),
 * the project's `fallback` (its values) is the figure of `fallbackMonth` (its last update's month).
 */
export function readFigures(
  value: unknown,
  fallback: MonthFigure,
  fallbackMonth: Month,
  current: Month,
): { value: MonthlyFigures; fixed: boolean } {
  const figures: Record<Month, MonthFigure> = {};
  const latest = addMonths(current, 1);
  let fixed = false;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [month, figure] of Object.entries(value)) {
      if (isMonth(month) && month <= latest && isMonthFigure(figure)) figures[month] = figure;
      else fixed = true;
    }
  } else fixed = value !== undefined && value !== null;
  const month = fallbackMonth > current ? current : fallbackMonth;
  const read = Object.keys(figures).length > 0 ? figures : { [month]: fallback };
  return { value: withCurrentFigure(read, fallback, current), fixed };
}

/** How many months lie between two months, `later` counted after `earlier`. */
export const monthsApart = (earlier: Month, later: Month) => monthIndex(later) - monthIndex(earlier);
