import { formatMoney } from '../../../shared/lib/format';
import { cardTrend } from '../figures/cardTrend';
import { currentMonth, formatMonth } from '../figures/months';
import { isDecrease, type RevenueTrend as Trend } from '../figures/trend';
import type { MonthlyFigures } from '../../../../contract/figures';
import { part } from './cardStyles';

const WIDTH = 100;
const HEIGHT = 28;
const PAD = 3;

/** The line's points in a 100 × 28 box: the lowest revenue at the bottom, the highest at the top. */
function pointsOf(revenue: readonly number[]): string {
  const low = Math.min(...revenue);
  const span = Math.max(...revenue) - low;
  const step = WIDTH / Math.max(revenue.length - 1, 1);
  return revenue
    .map((value, index) => {
      const y = span === 0 ? HEIGHT / 2 : PAD + (1 - (value - low) / span) * (HEIGHT - 2 * PAD);
      return `${(index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** "Jul 2026: $900; Nov 2026: $2,500": the first and last month shown, for screen readers. */
const describe = ({ months, revenue }: Trend) =>
  `${formatMonth(months[0])}: ${formatMoney(revenue[0])}; ${formatMonth(months[months.length - 1])}: ${formatMoney(revenue[revenue.length - 1])}`;

/**
 * Under a card's revenue: a small line of the last 12 months (plain SVG, an image named "Revenue
 * trend of {name}" and described by its first and last month), and "+39% vs Oct". Nothing when the
 * project has no figures before the current month.
 */
export function RevenueTrend({ figures, name }: { figures: MonthlyFigures; name: string }) {
  const shown = cardTrend(figures, currentMonth());
  if (!shown) return null;
  const { trend, change } = shown;
  return (
    <dd className={part.trend}>
      {/* ARIA 1.3's aria-description, not text in the card, so the card's text stays what it shows;
          the lint's table of ARIA attributes predates it. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
      <svg
        role="img"
        aria-label={`Revenue trend of ${name}`}
        aria-description={describe(trend)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <polyline points={pointsOf(trend.revenue)} vectorEffect="non-scaling-stroke" />
      </svg>
      {change && <span className={isDecrease(change) ? part.down : part.up}>{change}</span>}
    </dd>
  );
}
