import type * as Y from 'yjs';
import { LAB_GOAL_KEY, labEntryProblem } from '../../../../contract/labDocument';
import { isGoal, samePlan, type Goal } from '../../../../contract/plans';
import { labMap } from './layout';
import { timeNow } from '../../../shared/lib/now';

/** The lab goal the doc holds, or null (none, or one the lab's rules would not take). */
export function labGoalFromDoc(doc: Y.Doc): Goal | null {
  const value = labMap(doc).get(LAB_GOAL_KEY);
  return isGoal(value) ? value : null;
}

/**
 * Writes the lab goal (null: removes it) in one transaction, or returns why the lab's rules refuse
 * it, writing nothing. An unchanged goal is not written again, so it cannot override another
 * founder's change.
 */
export function writeLabGoal(doc: Y.Doc, goal: Goal | null, origin: unknown, now = timeNow()): string | null {
  const lab = labMap(doc);
  if (goal === null) {
    if (lab.has(LAB_GOAL_KEY)) doc.transact(() => lab.delete(LAB_GOAL_KEY), origin);
    return null;
  }
  const problem = labEntryProblem(LAB_GOAL_KEY, goal, now);
  if (problem) return problem;
  if (!samePlan(lab.get(LAB_GOAL_KEY), goal)) doc.transact(() => lab.set(LAB_GOAL_KEY, { ...goal }), origin);
  return null;
}
