import { addMonths, isMonth, monthOf, type Month } from './figures.js';
import { characterCount, isAmount, TEXT_LIMITS } from './project.js';

/**
 * Where a project is heading and what it needs next: its goal, its next step and a snooze of its
 * needs-attention reasons; and the lab's own goal. The browser and the team server check them by
 * these rules. How a founder reads them (pace, forecast, reasons) is in docs/features.md, "Goals".
 */

/** The figure a goal is on. */
export const GOAL_METRICS = ['revenue', 'subscribers'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

/**
 * A target for a metric by a month, with its baseline: the month it was set in and the metric's
 * value then. Changing the target or the month keeps the baseline; a new goal starts a new one.
 */
export type Goal = { metric: GoalMetric; target: number; by: Month; since: Month; baseline: number };

/** How far ahead a goal's month may be: 36 months after the current one. */
export const GOAL_MONTHS_AHEAD = 36;

/** The most characters of a next step. */
export const NEXT_STEP_LIMIT = TEXT_LIMITS.nextStep;

/** Why a project needs attention, in the order a card lists them. */
export const ATTENTION_REASONS = ['overdue', 'noNextStep', 'stale', 'revenueDown', 'behindGoal'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** A calendar day as `YYYY-MM-DD` (the value of an `<input type="date">`), in the founder's local time; "" for none where a field may be empty. */
export type Day = string;

/** A snooze: the project is out of the needs-attention list until `until`, for the reasons it had then. */
export type Snooze = { until: Day; reasons: AttentionReason[] };

/** How long a snooze lasts, in days. */
export const SNOOZE_DAYS = 7;

const DAY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const [year, month, date] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDate() === date;
}

/** Days since 1 January 1970: days subtract and compare as numbers. */
export const dayIndex = (day: Day) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const addDays = (day: Day, count: number): Day =>
  new Date((dayIndex(day) + count) * 86_400_000).toISOString().slice(0, 10);

const hasExactly = (value: object, keys: readonly string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

const GOAL_KEYS = ['metric', 'target', 'by', 'since', 'baseline'] as const;

/** Why a value is not a goal the lab takes, or null. */
export function goalProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !hasExactly(value, GOAL_KEYS))
    return 'not a {metric, target, by, since, baseline} goal';
  const goal = value as Record<string, unknown>;
  if (!(GOAL_METRICS as readonly unknown[]).includes(goal.metric)) return 'a goal on neither revenue nor subscribers';
  if (!isAmount(goal.target) || !isAmount(goal.baseline)) return 'a goal whose target or baseline is no amount';
  if (goal.target <= goal.baseline) return 'a goal whose target is not above its baseline';
  if (!isMonth(goal.by) || !isMonth(goal.since)) return 'a goal whose months are not YYYY-MM';
  if (goal.by <= goal.since) return 'a goal whose month is not after the month it was set in';
  return null;
}

const HOUR = 60 * 60 * 1000;
/** `now` where the day or month begins last (UTC−12) and first (UTC+14), read as UTC. */
const earliestNow = (now: Date) => new Date(now.getTime() - 12 * HOUR);
const latestNow = (now: Date) => new Date(now.getTime() + 14 * HOUR);
const todayAtLatest = (now: Date): Day => latestNow(now).toISOString().slice(0, 10);

/**
 * Why a goal may not be written at `now`, or null: besides its shape, its month is not in the past
 * and not more than 36 months ahead in any time zone (UTC−12 to UTC+14), and the month it was set
 * in (its baseline's) not after the current one. The goal dialog is stricter: a month after the
 * founder's current one.
 */
export function goalWriteProblem(value: unknown, now: Date): string | null {
  const problem = goalProblem(value);
  if (problem) return problem;
  const { by, since } = value as Goal;
  if (by < monthOf(earliestNow(now), 'utc')) return `a goal for ${by}, a month in the past`;
  const latestMonth = monthOf(latestNow(now), 'utc');
  if (by > addMonths(latestMonth, GOAL_MONTHS_AHEAD)) return `a goal more than ${GOAL_MONTHS_AHEAD} months ahead`;
  // The baseline is the month the goal was set in: this month, or an earlier one the goal keeps.
  if (since > latestMonth) return `a goal set in ${since}, a month still to come`;
  return null;
}

export const isGoal = (value: unknown): value is Goal => goalProblem(value) === null;

export const isNextStep = (value: unknown): value is string =>
  typeof value === 'string' && characterCount(value) <= NEXT_STEP_LIMIT;

/** A due date: a day, or "" for none (a Day, as the type says, may be ""). */
export const isDueDate = (value: unknown): value is Day => value === '' || isDay(value);

/** How far ahead a due date may be: 10 years from today. */
export const DUE_YEARS_AHEAD = 10;

/** The last day a due date may be when it is written on `today`. */
export const latestDueAfter = (today: Day): Day => addDays(today, DUE_YEARS_AHEAD * 366);

/** The last day a due date written at `now` may be, anywhere on Earth. */
export const latestDueDay = (now: Date): Day => latestDueAfter(todayAtLatest(now));

/** Why a due date may not be written at `now`, or null: a day within {@link DUE_YEARS_AHEAD} years. */
export function dueDateWriteProblem(value: unknown, now: Date): string | null {
  if (!isDueDate(value)) return 'a due date that is not a day as YYYY-MM-DD';
  return value !== '' && value > latestDueDay(now) ? `a due date more than ${DUE_YEARS_AHEAD} years ahead` : null;
}

/** Why a value is not a snooze the lab takes, or null. */
export function snoozeProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !hasExactly(value, ['until', 'reasons']))
    return 'not an {until, reasons} snooze';
  const { until, reasons } = value as Record<string, unknown>;
  if (!isDay(until)) return 'a snooze whose end is not a day as YYYY-MM-DD';
  const known = ATTENTION_REASONS as readonly unknown[];
  if (!Array.isArray(reasons) || reasons.length > known.length || !reasons.every((reason) => known.includes(reason)))
    return 'a snooze of reasons the lab does not know';
  return null;
}

export const isSnooze = (value: unknown): value is Snooze => snoozeProblem(value) === null;

/** Why a snooze may not be written at `now`, or null: it ends within {@link SNOOZE_DAYS} days of today, anywhere on Earth. */
export function snoozeWriteProblem(value: unknown, now: Date): string | null {
  const problem = snoozeProblem(value);
  if (problem) return problem;
  const latest = addDays(todayAtLatest(now), SNOOZE_DAYS);
  return (value as Snooze).until > latest ? `a snooze of more than ${SNOOZE_DAYS} days` : null;
}

/** Two goals or snoozes hold the same values (either may be absent). */
export { sameFieldValue as samePlan } from './project.js';
