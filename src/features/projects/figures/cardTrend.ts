import type { MonthlyFigures } from '../../../../contract/figures';
import type { Month } from './months';
import { revenueChange, revenueTrend, type RevenueTrend } from './trend';

/** What a card shows of its figures: the revenue line and the change since the month before. */
export type CardTrend = { trend: RevenueTrend; change: string | null };

// Projects are immutable, so a project's figures object is a key for as long as it is shown: a
// card re-rendered by a filter change reads its trend from here instead of computing it again.
const cache = new WeakMap<MonthlyFigures, { month: Month; value: CardTrend | null }>();

/** The card's trend, or null when the project has no figures before the current month. */
export function cardTrend(figures: MonthlyFigures, current: Month): CardTrend | null {
  const cached = cache.get(figures);
  if (cached?.month === current) return cached.value;
  const trend = revenueTrend(figures, current);
  const value = trend && { trend, change: revenueChange(figures, current) };
  cache.set(figures, { month: current, value });
  return value;
}
