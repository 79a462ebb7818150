import { characterCount } from '../../../../contract/project';
import { isDay, isGoal, isSnooze, NEXT_STEP_LIMIT } from '../../../../contract/plans';
import type { Project } from './types';

type Plans = Pick<Project, 'goal' | 'nextStep' | 'nextStepDue' | 'snooze'>;

/** Stored rows hold "" in a column a project does not use; older records have no column at all. */
const isNone = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A record's goal, next step and snooze by the project-record rule: what is absent stays absent,
 * a next step over its limit is cut, a goal, due date or snooze the lab would refuse is left out
 * (and counted as a repair). Only the fields a project has are returned.
 */
export function readPlans(record: Record<string, unknown>): { value: Plans; fixed: boolean } {
  const plans: Plans = {};
  let fixed = false;
  const { goal, nextStep, nextStepDue, snooze } = record;
  if (!isNone(goal)) {
    if (isGoal(goal)) plans.goal = { ...goal };
    else fixed = true;
  }
  if (!isNone(nextStep)) {
    const text = typeof nextStep === 'string' ? nextStep.trim() : typeof nextStep === 'number' ? String(nextStep) : '';
    const limited =
      characterCount(text) <= NEXT_STEP_LIMIT ? text : Array.from(text).slice(0, NEXT_STEP_LIMIT).join('');
    fixed ||= limited !== nextStep;
    if (limited) plans.nextStep = limited;
  }
  if (!isNone(nextStepDue)) {
    if (isDay(nextStepDue)) plans.nextStepDue = nextStepDue;
    else fixed = true;
  }
  if (!isNone(snooze)) {
    if (isSnooze(snooze)) plans.snooze = { until: snooze.until, reasons: [...snooze.reasons] };
    else fixed = true;
  }
  return { value: plans, fixed };
}
