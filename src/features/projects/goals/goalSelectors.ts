import { createSelector } from '@reduxjs/toolkit';
import { figureAt } from '../../../../contract/figures';
import type { GoalMetric } from '../../../../contract/plans';
import type { RootState } from '../../../app/hooks';
import { selectCurrentMonth } from '../../clock';
import { addMonths } from '../figures/months';
import type { Project } from '../model/types';
import { summarizeGoal, valueThreeBack, type GoalSummary } from './goalSummary';

export const selectLabGoal = (state: RootState) => state.projects.labGoal;

const selectItems = (state: RootState) => state.projects.items;

type Figures = Record<GoalMetric, number>;

/**
 * The lab's total revenue and subscribers this month and three months before (each project's month
 * carried forward), over every project whatever the filters; `threeBack` is null when no project
 * had a figure then.
 */
export const selectLabTotals = createSelector(
  [selectItems, selectCurrentMonth],
  (projects, month): { value: Figures; threeBack: Figures | null } => {
    const value = { revenue: 0, subscribers: 0 };
    const threeBack = { revenue: 0, subscribers: 0 };
    let counted = false;
    const earlier = addMonths(month, -3);
    for (const project of projects) {
      value.revenue += project.revenue;
      value.subscribers += project.subscribers;
      const figure = figureAt(project.figures, earlier);
      if (!figure) continue;
      counted = true;
      threeBack.revenue += figure.revenue;
      threeBack.subscribers += figure.subscribers;
    }
    return { value, threeBack: counted ? threeBack : null };
  },
);

/** The lab goal's standing this month, or null without one. */
export const selectLabGoalSummary = createSelector(
  [selectLabGoal, selectLabTotals, selectCurrentMonth],
  (goal, { value, threeBack }, month): GoalSummary | null =>
    goal ? summarizeGoal(goal, value[goal.metric], threeBack?.[goal.metric] ?? null, month) : null,
);

/** A project's goal's standing this month, or null without one. */
export function projectGoalSummary(project: Project, month: string): GoalSummary | null {
  const { goal } = project;
  return goal ? summarizeGoal(goal, project[goal.metric], valueThreeBack(project.figures, goal, month), month) : null;
}
