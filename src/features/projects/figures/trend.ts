import type { MonthlyFigures } from '../../../../contract/figures';
import { addMonths, monthsBetween, shortMonthName, type Month } from './months';
import { carriedSeries, figureAt, firstMonth } from './series';

/** Months the card's revenue line covers, the current one included. */
export const TREND_MONTHS = 12;

/** A card's revenue line: the months it shows (from the first entry on) and their revenue. */
export type RevenueTrend = { months: Month[]; revenue: number[] };

/**
 * The last 12 months of revenue, from the project's first entry on; null unless the project has
 * figures for the current month and an earlier one (one point is no line).
 */
export function revenueTrend(figures: MonthlyFigures, current: Month): RevenueTrend | null {
  const first = firstMonth(figures);
  if (first === null || first >= current) return null;
  const start = addMonths(current, -(TREND_MONTHS - 1));
  const months = monthsBetween(first > start ? first : start, current);
  const revenue = carriedSeries(figures, months).map((figure) => figure?.revenue ?? 0);
  return { months, revenue };
}

const MINUS = '\u2212';

/**
 * A change in whole percents, half away from zero on both sides (+12.5% is 13, −12.5% is −13):
 * `Math.round` alone rounds halves up, so a drop would read a point smaller than the same rise.
 */
export function wholePercent(ratio: number): number {
  const percent = Math.round(Math.abs(ratio) * 100);
  return percent === 0 ? 0 : Math.sign(ratio) * percent;
}

/**
 * The change since the month before, as the card and the Total Revenue tile say it: "+39% vs Oct",
 * "−12% vs Oct" (whole percents), "0% vs Oct" for a change that rounds to nothing, "New revenue"
 * from 0 to more; null when both are 0.
 */
export function changeText(previous: number, current: number, previousMonth: Month): string | null {
  if (previous === 0) return current === 0 ? null : 'New revenue';
  const percent = wholePercent((current - previous) / previous);
  const sign = percent > 0 ? '+' : percent < 0 ? MINUS : '';
  return `${sign}${Math.abs(percent)}% vs ${shortMonthName(previousMonth)}`;
}

/** How a change text reads: a rise, a drop, or neither ("0% vs Oct"), each in its own colour. */
export type ChangeTone = 'up' | 'down' | 'flat';

export function changeTone(change: string): ChangeTone {
  if (change.startsWith(MINUS)) return 'down';
  return change.startsWith('0%') ? 'flat' : 'up';
}

/** A project's change of revenue since the month before, or null (see {@link changeText}). */
export function revenueChange(figures: MonthlyFigures, current: Month): string | null {
  const previousMonth = addMonths(current, -1);
  const previous = figureAt(figures, previousMonth);
  const now = figureAt(figures, current);
  if (!previous || !now) return null;
  return changeText(previous.revenue, now.revenue, previousMonth);
}
