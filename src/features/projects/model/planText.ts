import { isDay, isGoal, type Day, type Goal, type GoalMetric } from '../../../../contract/plans';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { formatDay } from '../../../shared/lib/date';
import { formatMonth } from '../figures/months';
import type { GoalForecast } from '../goals/goalPace';

/** A goal's value as the tiles write it: "$5,000", or "500 subscribers". */
export const goalValueText = (metric: GoalMetric, value: number) =>
  metric === 'revenue' ? formatMoney(value) : `${formatCount(value)} subscribers`;

/** "Goal: $5,000 by Mar 2027". */
export const goalText = ({ metric, target, by }: Goal) =>
  `Goal: ${goalValueText(metric, target)} by ${formatMonth(by)}`;

/** "Dec 3", or "Jan 5, 2027" when the day is not in the year of `today` (shared/lib/date.ts). */
export const dayText = (day: Day, today: Day): string => formatDay(day, today);

/** A goal or a due date as History and Activity write it ("$5,000 by Mar 2027", "Dec 3, 2026"); null for none. */
export function formatPlanField(field: 'goal' | 'nextStepDue', value: unknown): string | null {
  if (field === 'goal') return isGoal(value) ? goalText(value).slice('Goal: '.length) : null;
  return isDay(value) ? formatDay(value) : null;
}

/** "Due Dec 3", or "Overdue since Dec 3" once the day has passed. */
export const dueText = (due: Day, today: Day) =>
  due < today ? `Overdue since ${dayText(due, today)}` : `Due ${dayText(due, today)}`;

/** "Needs 12% a month". */
export const neededText = (percent: number) => `Needs ${percent}% a month`;

/** The forecast's line; null when it has nothing to add (the goal is reached). */
export function forecastText(forecast: GoalForecast, metric: GoalMetric): string | null {
  switch (forecast.kind) {
    case 'reached':
      return `At this pace: reached in ${formatMonth(forecast.month)}`;
    case 'short':
      return `At this pace: ${goalValueText(metric, Math.round(forecast.value))} by ${formatMonth(forecast.month)}`;
    case 'unreachable':
      return 'Not reachable at this pace';
    case 'noHistory':
      return 'Not enough history to forecast';
  }
}
