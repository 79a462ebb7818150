import type { MonthlyFigures } from '../../../../contract/figures';
import { cardTrend, TREND_SIZE } from '../figures/cardTrend';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentMonth } from '../../clock';
import { changeTone } from '../figures/trend';
import { part } from './cardStyles';

const { width, height } = TREND_SIZE;

/**
 * Under a card's revenue: a small line of the last 12 months (plain SVG at its own size, an image
 * named "Revenue trend of {name}" and described by its first and last month), and "+39% vs Oct".
 * Nothing when the project has no figures before the current month. Everything drawn is computed
 * once per project (cardTrend.ts): a filter change only puts the same markup back. The month is the
 * clock's, so the line and the change follow the calendar on a card that does not render again.
 */
export function RevenueTrend({ figures, name }: { figures: MonthlyFigures; name: string }) {
  const shown = cardTrend(figures, useAppSelector(selectCurrentMonth));
  if (!shown) return null;
  const { points, description, change } = shown;
  return (
    <dd className={part.trend}>
      {/* ARIA 1.3's aria-description, not text in the card, so the card's text stays what it shows;
          the lint's table of ARIA attributes predates it. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
      <svg
        role="img"
        aria-label={`Revenue trend of ${name}`}
        aria-description={description}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <polyline points={points} />
      </svg>
      {change && <span className={part[changeTone(change)]}>{change}</span>}
    </dd>
  );
}
