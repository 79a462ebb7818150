import { monthIndex, type Month } from '../../../../contract/figures';
import type { Goal } from '../../../../contract/plans';
import { addMonths, formatMonth } from '../figures/months';
import { goalValueText } from '../model/planText';

/** A point of a chart's line: its month's place in the chart's months, and its value. */
export type LinePoint = { index: number; value: number };

/** What the Growth view draws of the lab goal on the chart of its metric. */
export type GoalLines = {
  /** The months after the current one up to the goal's, which the chart adds. */
  ahead: Month[];
  /** The dashed line from the baseline (or where it crosses the chart's first month) to the target. */
  goal: [LinePoint, LinePoint] | null;
  /** The dotted line of the forecast, month by month from the current one to the goal's; null without one. */
  forecast: LinePoint[] | null;
  /** The two lines in words, for everyone who does not see them. */
  description: string;
};

/**
 * The lab goal's lines on a chart of `months` (oldest first, the current month last): `value` this
 * month and `threeBack` three months before give the forecast's pace, as the goal's own forecast.
 */
export function goalLines(goal: Goal, months: readonly Month[], value: number, threeBack: number | null): GoalLines {
  const first = months[0];
  const current = months[months.length - 1];
  const indexOf = (month: Month) => monthIndex(month) - monthIndex(first);
  const ahead: Month[] = [];
  for (let month = addMonths(current, 1); month <= goal.by; month = addMonths(month, 1)) ahead.push(month);
  const [start, end] = [indexOf(goal.since), indexOf(goal.by)];
  const slope = (goal.target - goal.baseline) / (end - start);
  const goalLine: [LinePoint, LinePoint] | null =
    end < 0
      ? null
      : [
          start >= 0 ? { index: start, value: goal.baseline } : { index: 0, value: goal.baseline - slope * start },
          { index: end, value: goal.target },
        ];
  const growth = threeBack && threeBack > 0 ? (value / threeBack) ** (1 / 3) - 1 : null;
  const forecast =
    growth === null || ahead.length === 0
      ? null
      : Array.from({ length: ahead.length + 1 }, (_, k) => ({
          index: months.length - 1 + k,
          value: value * (1 + growth) ** k,
        }));
  const write = (amount: number) => goalValueText(goal.metric, Math.round(amount));
  const goalWords = `Dashed line: the lab goal, from ${write(goal.baseline)} in ${formatMonth(goal.since)} to ${write(goal.target)} by ${formatMonth(goal.by)}.`;
  const last = forecast?.at(-1);
  const forecastWords = last ? ` Dotted line: at this pace, ${write(last.value)} by ${formatMonth(goal.by)}.` : '';
  return { ahead, goal: goalLine, forecast, description: goalWords + forecastWords };
}
