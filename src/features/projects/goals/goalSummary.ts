import { figureAt, type Month, type MonthlyFigures } from '../../../../contract/figures';
import type { Goal } from '../../../../contract/plans';
import { addMonths } from '../figures/months';
import { goalForecast, goalPace, neededGrowth, type GoalStatus } from './goalPace';
import { forecastText, goalText, neededText } from '../model/planText';

/** What a goal reads, wherever it is shown: its text, status, progress and the dialog's two lines. */
export type GoalSummary = {
  text: string;
  status: GoalStatus;
  percent: number;
  /** "Needs 12% a month", or null (reached, missed, or from nothing). */
  needed: string | null;
  /** The forecast's line, or null once the goal is reached. */
  forecast: string | null;
};

/** The metric three months before `month`, carried forward (null before any figure). */
export const valueThreeBack = (figures: MonthlyFigures, goal: Goal, month: Month): number | null =>
  figureAt(figures, addMonths(month, -3))?.[goal.metric] ?? null;

/** A goal's summary with the metric's value this month and three months before. */
export function summarizeGoal(goal: Goal, value: number, threeBack: number | null, month: Month): GoalSummary {
  const { status, percent } = goalPace(goal, value, month);
  const needed = neededGrowth(goal, value, month);
  return {
    text: goalText(goal),
    status,
    percent,
    needed: needed === null ? null : neededText(needed),
    forecast: status === 'Reached' ? null : forecastText(goalForecast(goal, value, threeBack, month), goal.metric),
  };
}

/** The colour a status reads in: ahead and reached in green, behind and missed in red. */
export const statusTone = (status: GoalStatus): 'ahead' | 'behind' | null =>
  status === 'Ahead' || status === 'Reached' ? 'ahead' : status === 'Behind' || status === 'Missed' ? 'behind' : null;
