import type { MonthlyFigures } from '../../../../contract/figures';
import { inCents, wholePercentChange } from '../../../shared/lib/exactRatio';
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
 * The change since the month before, as the card and the Total Revenue tile say it: "+39% vs Oct",
 * "−12% vs Oct" (whole percents, halves away from zero, exactly: $1,000 → $1,145 is +15%), "0% vs
 * Oct" for a change that rounds to nothing, "New revenue" from 0 to more; null when both are 0.
 */
export function changeText(previous: number, current: number, previousMonth: Month): string | null {
  // Read in whole cents, as the change itself is: $0.001 is no revenue to compare with.
  if (inCents(previous) === 0n) return inCents(current) === 0n ? null : 'New revenue';
  const percent = wholePercentChange(previous, current);
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
