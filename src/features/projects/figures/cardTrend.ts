import type { MonthlyFigures } from '../../../../contract/figures';
import { formatMoney } from '../../../shared/lib/format';
import { formatMonth, type Month } from './months';
import { revenueChange, revenueTrend, type RevenueTrend } from './trend';

/** The card's revenue line is drawn at this size, in CSS pixels (no scaling when it is painted). */
export const TREND_SIZE = { width: 64, height: 20 } as const;
const PAD = 2;

/**
 * What a card shows of its figures: the revenue line's points, its description ("Jul 2026: $900;
 * Nov 2026: $2,500", the first and last month shown) and the change since the month before.
 */
export type CardTrend = { points: string; description: string; change: string | null };

/** The line's points: the lowest revenue at the bottom of the box, the highest at the top. */
function pointsOf(revenue: readonly number[]): string {
  const { width, height } = TREND_SIZE;
  const low = Math.min(...revenue);
  const span = Math.max(...revenue) - low;
  const step = width / Math.max(revenue.length - 1, 1);
  return revenue
    .map((value, index) => {
      const y = span === 0 ? height / 2 : PAD + (1 - (value - low) / span) * (height - 2 * PAD);
      return `${(index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

const describe = ({ months, revenue }: RevenueTrend) =>
  `${formatMonth(months[0])}: ${formatMoney(revenue[0])}; ${formatMonth(months[months.length - 1])}: ${formatMoney(revenue[revenue.length - 1])}`;

// Projects are immutable, so a project's figures object is a key for as long as it is shown: a
// card re-rendered by a filter change reads its trend from here instead of computing it again.
const cache = new WeakMap<MonthlyFigures, { month: Month; value: CardTrend | null }>();

/** The card's trend, or null when the project has no figures before the current month. */
export function cardTrend(figures: MonthlyFigures, current: Month): CardTrend | null {
  const cached = cache.get(figures);
  if (cached?.month === current) return cached.value;
  const trend = revenueTrend(figures, current);
  const value = trend && {
    points: pointsOf(trend.revenue),
    description: describe(trend),
    change: revenueChange(figures, current),
  };
  cache.set(figures, { month: current, value });
  return value;
}
