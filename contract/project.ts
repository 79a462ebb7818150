import type { Day, Goal, Snooze } from './plans.js';

/** The five statuses, in their fixed order. */
export const PROJECT_STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly unknown[]).includes(value);

/** A calendar month as `YYYY-MM` (the value of an `<input type="month">`), in the founder's local time. */
export type Month = string;

export type MonthFigure = { revenue: number; subscribers: number };

/**
 * A project's revenue and subscribers per calendar month (contract/figures.ts): only months with
 * an entry are present; a month's figure is the last value the project had in it, and a month
 * without one carries the month before forward.
 */
export type MonthlyFigures = Readonly<Record<Month, MonthFigure>>;

export type Project = {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  owners: string[];
  revenue: number;
  subscribers: number;
  githubUrl: string;
  liveUrl: string;
  notes: string;
  lastUpdated: string;
  createdAt: string;
  /** Its figures by month; the current month's always equals `revenue` and `subscribers`. */
  figures: MonthlyFigures;
  /**
   * The name of the founder who added or changed the project last. Absent on projects from before
   * it was recorded (stored data of version 1, the seed, a CSV row).
   */
  lastUpdatedBy?: string;
  /** What it is aiming for (contract/plans.ts); absent when it has no goal. */
  goal?: Goal;
  /** What comes next (at most 200 characters) and by when; absent or "" when nothing is planned. */
  nextStep?: string;
  nextStepDue?: Day;
  /** Out of the needs-attention list until a day; absent when not snoozed. */
  snooze?: Snooze;
};

/** Every field of a project, in the lab's canonical order (the stored rows' columns). */
export const PROJECT_FIELDS = [
  'id',
  'name',
  'description',
  'status',
  'owners',
  'revenue',
  'subscribers',
  'githubUrl',
  'liveUrl',
  'notes',
  'createdAt',
  'lastUpdated',
  'lastUpdatedBy',
  'figures',
  'goal',
  'nextStep',
  'nextStepDue',
  'snooze',
] as const satisfies readonly (keyof Project)[];

/**
 * Each field's label wherever a founder reads it, in the form's order: the add/edit form,
 * the History dialog and Activity, a restore's repairs and team mode's toasts.
 */
export const FIELD_LABELS = {
  name: 'Project Name',
  description: 'Description',
  status: 'Status',
  owners: 'Owners',
  revenue: 'Revenue',
  subscribers: 'Subscribers',
  githubUrl: 'GitHub URL',
  liveUrl: 'Live Demo URL',
  notes: 'Notes',
  nextStep: 'Next step',
  nextStepDue: 'Due',
} as const satisfies Partial<Record<keyof Project, string>>;

/**
 * Each field's label wherever a founder reads a change to it (History, Activity, team mode's
 * toasts): the form's fields, then the goal, which has a dialog of its own. A snooze is not a
 * change of the project (see {@link sameRecordedProject}), so it has none.
 */
export const CHANGE_LABELS = {
  ...FIELD_LABELS,
  goal: 'Goal',
} as const satisfies Partial<Record<keyof Project, string>>;

export type LabelledField = keyof typeof CHANGE_LABELS;

/** The most characters each text field takes; longer text is refused, never cut. */
export const TEXT_LIMITS = {
  name: 120,
  description: 2000,
  notes: 5000,
  githubUrl: 2048,
  liveUrl: 2048,
  nextStep: 200,
} as const;
export type LimitedField = keyof typeof TEXT_LIMITS;

/** Owners per project (imports may name anyone); an owner's name takes as many characters as a project's. */
export const MAX_OWNERS = 50;

/** Ids are the form's timestamps or an import's own ids. */
export const MAX_ID_CHARACTERS = 200;

/** The largest revenue or subscriber count a project takes: one trillion. */
export const MAX_AMOUNT = 1_000_000_000_000;
export type AmountField = 'revenue' | 'subscribers';

/** Characters as people count them: an emoji or a CJK character is one, not two UTF-16 units. */
export const characterCount = (text: string) => Array.from(text).length;

/** An amount the lab takes: a finite number from 0 to {@link MAX_AMOUNT}. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT;

/** Text of at most `limit` characters (as people count them). */
export const isText = (value: unknown, limit: number): value is string =>
  typeof value === 'string' && characterCount(value) <= limit;

/** A date as text ("" for none) that `Date.parse` reads, of at most 64 characters. */
export const isDateText = (value: unknown) => isText(value, 64) && (value === '' || !Number.isNaN(Date.parse(value)));

const sameList = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]);

/** Two goals or snoozes: key for key, a list item for item. */
function sameRecord(a: unknown, b: unknown): boolean {
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const [left, right] = [(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]];
    return left === right || sameList(left, right);
  });
}

/** Lists item for item, a goal or a snooze key for key, the rest as they are; absent reads as "". */
const sameValue = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || sameList(a, b) || sameRecord(a, b);

/** Whether two projects' figures hold the same months with the same values. */
export const sameFigures = (a: MonthlyFigures | undefined, b: MonthlyFigures | undefined): boolean => {
  if (a === b) return true;
  if (!a || !b || Object.keys(a).length !== Object.keys(b).length) return false;
  return Object.entries(a).every(
    ([month, figure]) => b[month]?.revenue === figure.revenue && b[month]?.subscribers === figure.subscribers,
  );
};

/** Whether two records of a project hold the same values, field for field (its figures month for month). */
export const sameProject = (a: Project, b: Project): boolean =>
  PROJECT_FIELDS.every((field) =>
    field === 'figures' ? sameFigures(a.figures, b.figures) : sameValue(a[field], b[field]),
  );

/**
 * Whether two records of a project are the same change as History counts them: field for field,
 * but for the snooze. A snooze moves a project out of Needs attention for a week and nothing else:
 * it is no update (no new `lastUpdated`), no version and no line in Activity.
 */
export const sameRecordedProject = (a: Project, b: Project): boolean =>
  sameProject({ ...a, snooze: undefined }, { ...b, snooze: undefined });

/** Whether two values of one field are the same: lists item for item, the rest as they are. */
export { sameValue as sameFieldValue };
