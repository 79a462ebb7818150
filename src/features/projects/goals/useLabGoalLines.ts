import { useMemo } from 'react';
import type { GoalMetric } from '../../../../contract/plans';
import { useAppSelector } from '../../../app/hooks';
import type { Month } from '../figures/months';
import { selectIsFiltered } from '../projectsSelectors';
import { goalLines, type GoalLines } from './goalLines';
import { selectLabGoal, selectLabTotals } from './goalSelectors';

/**
 * The lab goal's lines for the Growth view's chart of its metric. The goal is on the whole lab, so
 * they are drawn only while the view shows the whole lab (no filter, no search).
 */
export function useLabGoalLines(months: readonly Month[]): (GoalLines & { metric: GoalMetric }) | null {
  const goal = useAppSelector(selectLabGoal);
  const { value, threeBack } = useAppSelector(selectLabTotals);
  const filtered = useAppSelector(selectIsFiltered);
  const key = months.join();
  return useMemo(() => {
    if (!goal || filtered || months.length === 0) return null;
    return { metric: goal.metric, ...goalLines(goal, months, value[goal.metric], threeBack?.[goal.metric] ?? null) };
    // The months come as a new list each render; their text says when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goal, filtered, key, value, threeBack]);
}
