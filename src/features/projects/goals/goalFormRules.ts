import { GOAL_MONTHS_AHEAD, type Goal, type GoalMetric } from '../../../../contract/plans';
import { MAX_AMOUNT } from '../../../../contract/project';
import { addMonths, formatMonth, isMonth, type Month } from '../figures/months';
import { goalValueText } from '../model/planText';

/** What the goal form edits: the metric, and the target and month as typed. */
export type GoalFormValues = { metric: GoalMetric; target: string; by: string };

export type GoalFormErrors = Partial<Record<'target' | 'by', string>>;

const grouped = new Intl.NumberFormat('en-US');

/** The form for a goal: the goal's own values, or Revenue with nothing typed yet. */
export const goalFormValues = (goal: Goal | undefined): GoalFormValues =>
  goal ? { metric: goal.metric, target: String(goal.target), by: goal.by } : { metric: 'revenue', target: '', by: '' };

/** The baseline a save keeps: the goal's own when it stays on its metric, else this month's value. */
const baselineOf = (goal: Goal | undefined, metric: GoalMetric, value: number, current: Month) =>
  goal && goal.metric === metric ? { since: goal.since, baseline: goal.baseline } : { since: current, baseline: value };

/**
 * Why the target is refused, or null: empty, not a number, 0 or less, above the lab's largest
 * amount, at or below this month's value, or at or below the baseline the goal keeps.
 */
function targetError(text: string, metric: GoalMetric, value: number, baseline: number): string | null {
  const trimmed = text.trim();
  const target = Number(trimmed);
  if (trimmed === '') return 'Enter a target.';
  if (!Number.isFinite(target)) return 'Enter a number.';
  if (target <= 0) return 'Enter a target above 0.';
  if (target > MAX_AMOUNT) return `Enter at most ${grouped.format(MAX_AMOUNT)}.`;
  if (target <= value) return `Enter more than this month’s ${goalValueText(metric, value)}.`;
  if (target <= baseline) return `Enter more than the goal’s start, ${goalValueText(metric, baseline)}.`;
  return null;
}

/** Why the month is refused, or null: empty, not after the current month, or more than 36 months ahead. */
function byError(text: string, current: Month): string | null {
  if (text.trim() === '') return 'Choose a month.';
  if (!isMonth(text)) return 'Enter a month as YYYY-MM.';
  if (text <= current) return `Choose a month after ${formatMonth(current)}.`;
  const latest = addMonths(current, GOAL_MONTHS_AHEAD);
  if (text > latest) return `Choose a month at most ${GOAL_MONTHS_AHEAD} months ahead (${formatMonth(latest)}).`;
  return null;
}

export type GoalCheck = { errors: GoalFormErrors; goal: Goal | null };

/**
 * The goal a form saves, or its refusals at their fields. `value`: the metric's value this month;
 * `goal`: the goal the subject has now (its baseline stays when the metric does).
 */
export function checkGoalForm(
  values: GoalFormValues,
  value: number,
  goal: Goal | undefined,
  current: Month,
): GoalCheck {
  const { since, baseline } = baselineOf(goal, values.metric, value, current);
  const errors: GoalFormErrors = {};
  const target = targetError(values.target, values.metric, value, baseline);
  const by = byError(values.by, current);
  if (target) errors.target = target;
  if (by) errors.by = by;
  if (target || by) return { errors, goal: null };
  return {
    errors,
    goal: { metric: values.metric, target: Number(values.target.trim()), by: values.by, since, baseline },
  };
}
