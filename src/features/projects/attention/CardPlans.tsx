import type { ReactNode } from 'react';
import { SNOOZE_DAYS } from '../../../../contract/plans';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { goalPace } from '../goals/goalPace';
import { dayText, dueText, goalText } from '../model/planText';
import type { Project } from '../model/types';
import { statusTone } from '../goals/goalSummary';
import type { Attention } from '../model/attention';
import { selectProjectAttention } from './attentionSelectors';
import { snoozeProject } from './attentionThunks';
import { plan } from './planParts';
import { selectMayEdit } from '../../auth';

/** "Goal: $5,000 by Mar 2027", its status and a progress bar named "Progress to goal of {name}". */
function goalPart(project: Project, month: string): ReactNode {
  const { goal } = project;
  if (!goal) return null;
  const { status, percent } = goalPace(goal, project[goal.metric], month);
  const tone = statusTone(status);
  return (
    <div className={plan.goal}>
      <p className={plan.goalText}>
        <span>{goalText(goal)}</span>
        <span className={tone ? `${plan.goalStatus} ${plan[tone]}` : plan.goalStatus}>{status}</span>
      </p>
      <div
        role="progressbar"
        aria-label={`Progress to goal of ${project.name}`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className={plan.bar}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** "Next: {text}", and "Due Dec 3" or "Overdue since Dec 3". */
function nextStepPart({ nextStep, nextStepDue: due }: Project, today: string): ReactNode {
  if (!nextStep) return null;
  return (
    <div>
      <p className={plan.next}>Next: {nextStep}</p>
      {due && <p className={due < today ? plan.overdue : plan.due}>{dueText(due, today)}</p>}
    </div>
  );
}

/** The reasons, in a list labelled "Needs attention", and "Snooze {name} for 7 days"; or "Snoozed until Dec 6". */
function attentionPart(project: Project, attention: Attention | undefined, today: string, snooze?: () => void) {
  if (attention?.snoozedUntil)
    return <p className={plan.snoozed}>Snoozed until {dayText(attention.snoozedUntil, today)}</p>;
  if (!attention?.needed) return null;
  return (
    <div className={plan.attention}>
      <ul aria-label="Needs attention">
        {attention.reasons.map(({ reason, text }) => (
          <li key={reason}>{text}</li>
        ))}
      </ul>
      {snooze && (
        <button
          type="button"
          className={plan.snooze}
          aria-label={`Snooze ${project.name} for ${SNOOZE_DAYS} days`}
          onClick={snooze}
        >
          Snooze for {SNOOZE_DAYS} days
        </button>
      )}
    </div>
  );
}

/**
 * Under a card's figures: its goal, its next step and why it needs attention. It reads the clock
 * and the project's attention from the store (one subscription each: a dashboard has dozens of
 * cards), so a card open past midnight shows the new day's.
 */
export function CardPlans({ project }: { project: Project }) {
  const dispatch = useAppDispatch();
  const { today, month } = useAppSelector((state) => state.clock);
  const attention = useAppSelector((state) => selectProjectAttention(state, project.id));
  // A viewer reads the reasons and cannot snooze.
  const mayEdit = useAppSelector(selectMayEdit);
  return (
    <>
      {goalPart(project, month)}
      {nextStepPart(project, today)}
      {attentionPart(project, attention, today, mayEdit ? () => dispatch(snoozeProject(project.id)) : undefined)}
    </>
  );
}
