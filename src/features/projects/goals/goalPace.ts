import { monthIndex, type Month } from '../../../../contract/figures';
import type { Goal } from '../../../../contract/plans';
import { inCents, roundRatio } from '../../../shared/lib/exactRatio';
import { addMonths } from '../figures/months';

/** Where a goal stands this month: the words a card and the dialogs show. */
export const GOAL_STATUSES = ['Reached', 'Missed', 'Ahead', 'On track', 'Behind'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** How far ahead or behind the share of the time gone still reads "On track": 5 points, as 1/20. */
const ON_TRACK_MARGIN_PARTS = 20n;

export type GoalPace = {
  status: GoalStatus;
  /** Progress from the baseline to the target, `(v − b) / (t − b)`, not held to 0–1. */
  progress: number;
  /** The progress bar's value: whole percents held between 0 and 100. */
  percent: number;
};

/**
 * A goal's pace in `month` with the metric's value `value` then. Reached once the value is at the
 * target (also after its month); Missed past its month; otherwise Ahead, Behind or On track as the
 * progress stands against the share of the goal's months gone (within 5 points: On track).
 */
export function goalPace(goal: Goal, value: number, month: Month): GoalPace {
  const progress = (value - goal.baseline) / (goal.target - goal.baseline);
  // Compared and rounded in whole cents as integers: a double reads 0.15 < 0.2 − 0.05.
  const done = inCents(value) - inCents(goal.baseline);
  // A target less than a cent above its baseline counts as one cent: the ratio stays defined.
  const whole = inCents(goal.target) - inCents(goal.baseline) || 1n;
  const percent = Math.min(100, Math.max(0, roundRatio(100n * done, whole)));
  const gone = BigInt(monthIndex(month) - monthIndex(goal.since));
  const months = BigInt(monthIndex(goal.by) - monthIndex(goal.since));
  // p ≥ s + 1/20 and p < s − 1/20, both sides times 20 × months × (t − b), which are positive.
  const progressScaled = ON_TRACK_MARGIN_PARTS * months * done;
  const status: GoalStatus =
    value >= goal.target
      ? 'Reached'
      : month > goal.by
        ? 'Missed'
        : progressScaled >= (ON_TRACK_MARGIN_PARTS * gone + months) * whole
          ? 'Ahead'
          : progressScaled < (ON_TRACK_MARGIN_PARTS * gone - months) * whole
            ? 'Behind'
            : 'On track';
  return { status, progress, percent };
}

/**
 * The monthly growth still needed to reach the target by its month, in whole percents; null when the
 * goal is reached or missed, or the value is 0 (no growth rate reaches anything from nothing). In
 * the goal's own month, the growth needed within it. At least 1: the goal is not reached yet.
 */
export function neededGrowth(goal: Goal, value: number, month: Month): number | null {
  const { status } = goalPace(goal, value, month);
  if (status === 'Reached' || status === 'Missed' || value <= 0) return null;
  const monthsLeft = Math.max(1, monthIndex(goal.by) - monthIndex(month));
  // A goal not yet reached needs some growth: a rate under half a percent reads 1%, never 0%.
  return Math.max(1, Math.round(((goal.target / value) ** (1 / monthsLeft) - 1) * 100));
}

/** What the last three months' pace says of a goal (see {@link goalForecast}). */
export type GoalForecast =
  | { kind: 'reached'; month: Month }
  | { kind: 'short'; value: number; month: Month }
  | { kind: 'unreachable' }
  | { kind: 'noHistory' };

/** Further than this the forecast does not count months: a century at this pace is "not by its month". */
const FORECAST_HORIZON = 1200;

/**
 * The forecast at the last three months' pace, `g = (v / v₋₃)^(1/3) − 1`: the first month in which
 * `v × (1 + g)^k` reaches the target; or, when that month is after the goal's (and the goal's month
 * has not passed), the value by the goal's month. `valueThreeBack` is the metric three months
 * before `month`, carried forward; null when there was none.
 */
export function goalForecast(goal: Goal, value: number, valueThreeBack: number | null, month: Month): GoalForecast {
  if (valueThreeBack === null || valueThreeBack <= 0) return { kind: 'noHistory' };
  const growth = (value / valueThreeBack) ** (1 / 3) - 1;
  if (value >= goal.target) return { kind: 'reached', month };
  if (growth <= 0 || value <= 0) return { kind: 'unreachable' };
  let months = Math.max(1, Math.ceil(Math.log(goal.target / value) / Math.log(1 + growth)));
  // The logarithms' rounding may land a month late or early: settle on the first month that reaches.
  while (months > 1 && value * (1 + growth) ** (months - 1) >= goal.target) months -= 1;
  while (months <= FORECAST_HORIZON && value * (1 + growth) ** months < goal.target) months += 1;
  const reachedIn = addMonths(month, Math.min(months, FORECAST_HORIZON));
  const monthsToGoal = monthIndex(goal.by) - monthIndex(month);
  if (reachedIn <= goal.by || monthsToGoal < 0) {
    return months > FORECAST_HORIZON ? { kind: 'unreachable' } : { kind: 'reached', month: reachedIn };
  }
  return { kind: 'short', value: value * (1 + growth) ** monthsToGoal, month: goal.by };
}
