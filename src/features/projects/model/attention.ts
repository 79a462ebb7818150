import { figureAt, type Month } from '../../../../contract/figures';
import { dayIndex, type AttentionReason, type Day } from '../../../../contract/plans';
import { toLocalIsoDate } from '../../../shared/lib/date';
import { addMonths } from '../figures/months';
import { goalPace } from '../goals/goalPace';
import type { Project, ProjectStatus } from './types';

/** How many days a project of each status may go without a change before it needs attention. */
export const QUIET_DAYS: Readonly<Record<ProjectStatus, number | null>> = {
  Idea: 60,
  'In Dev': 14,
  Live: 30,
  Monetized: 30,
  Paused: null,
};

/** The statuses whose projects should always have a next step. */
const STEP_STATUSES: ReadonlySet<ProjectStatus> = new Set(['In Dev', 'Live', 'Monetized']);

export type Reason = { reason: AttentionReason; text: string };

/** Whole days from the local day of `iso` to `today`; null when the time is unreadable. */
export function daysSince(iso: string, today: Day): number | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dayIndex(today) - dayIndex(toLocalIsoDate(new Date(time)));
}

/** Whether its revenue fell this month and the month before (each month read with its carry-forward). */
function revenueFellTwice(project: Project, month: Month): boolean {
  const [before, last] = [
    figureAt(project.figures, addMonths(month, -2)),
    figureAt(project.figures, addMonths(month, -1)),
  ];
  return before !== null && last !== null && project.revenue < last.revenue && last.revenue < before.revenue;
}

/**
 * Why a project needs attention on `today` (in `month`), in the card's order, each with its words.
 * Exactly the allowed number of days without a change is still fine; a due date of today is not
 * overdue yet.
 */
export function attentionReasons(project: Project, today: Day, month: Month): Reason[] {
  const reasons: Reason[] = [];
  if (project.nextStep && project.nextStepDue && project.nextStepDue < today)
    reasons.push({ reason: 'overdue', text: 'Next step overdue' });
  if (!project.nextStep && STEP_STATUSES.has(project.status))
    reasons.push({ reason: 'noNextStep', text: 'No next step' });
  const allowed = QUIET_DAYS[project.status];
  const quiet = daysSince(project.lastUpdated, today);
  if (allowed !== null && quiet !== null && quiet > allowed)
    reasons.push({ reason: 'stale', text: `No update in ${quiet} days` });
  if (revenueFellTwice(project, month)) reasons.push({ reason: 'revenueDown', text: 'Revenue down 2 months in a row' });
  const { goal } = project;
  const status = goal && goalPace(goal, project[goal.metric], month).status;
  if (status === 'Behind' || status === 'Missed') reasons.push({ reason: 'behindGoal', text: 'Behind goal' });
  return reasons;
}

export type Attention = {
  reasons: Reason[];
  /** The day a snooze ends, while it holds (every reason it had when snoozed, none new). */
  snoozedUntil: Day | null;
  /** Whether the project is in the needs-attention list: it has reasons and no snooze holds them. */
  needed: boolean;
};

/**
 * A project's attention on `today`: its reasons, and whether a snooze keeps it out of the list. A
 * snooze holds until its day, unless a reason it did not cover appears.
 */
export function attentionOf(project: Project, today: Day, month: Month): Attention {
  const reasons = attentionReasons(project, today, month);
  const { snooze } = project;
  const holds =
    snooze !== undefined && today < snooze.until && reasons.every(({ reason }) => snooze.reasons.includes(reason));
  return { reasons, snoozedUntil: holds ? snooze.until : null, needed: reasons.length > 0 && !holds };
}
