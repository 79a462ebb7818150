import { isMonthFigure, isMonthKey, MAX_MONTHS, monthOfKey, monthWriteProblem } from './figures.js';
import { HISTORY_KINDS, LAST_CHANGE_KEY } from './history.js';
import {
  dueDateWriteProblem,
  goalProblem,
  goalWriteProblem,
  isDueDate,
  isGoal,
  isNextStep,
  isSnooze,
  snoozeWriteProblem,
} from './plans.js';
import {
  isAmount,
  isDateText,
  isProjectStatus,
  isText,
  MAX_ID_CHARACTERS,
  MAX_OWNERS,
  PROJECT_FIELDS,
  TEXT_LIMITS,
} from './project.js';
import { hasHiddenCharacters } from './safeText.js';
import { isReadableName } from './wholeProject.js';

export { MAX_OWNERS } from './project.js';
export { deletionWriteProblem, heldBackBy, readDeletion, type Deletion } from './deletions.js';

/**
 * The lab as the team shares it: one Yjs document, "lab", synced by the team server.
 *
 * - `projects`: project id → a map of that project's fields, one entry per field, so concurrent
 *   edits to different fields both survive and the same field resolves by Yjs's rule. `owners` is
 *   one value (the whole list); `lastUpdatedBy` is the name of the founder who changed it last.
 * - `deletions`: project id → {@link Deletion}: who deleted a project and which version they saw.
 *   A project comes back from deletion by a change that writes it again and removes its deletion
 *   record in the same transaction ({@link heldBackBy} says what happens otherwise).
 * - Each project's map may also carry `lastChange` (contract/history.ts, LAST_CHANGE_KEY).
 * - A project's figures are one key per month (`month:2026-09`, contract/figures.ts), not a field.
 *
 * - `lab`: the lab's own settings; today one, `goal`: the lab goal (contract/plans.ts), on its total.
 *
 * Nothing else lives at the root. A founder writes only their own name into `lastUpdatedBy` and
 * `deletedBy`. The server refuses an update that breaks these rules, and the browser checks the
 * same rules before it sends.
 */
export const LAB_DOCUMENT = 'lab';
export const PROJECTS_KEY = 'projects';
export const DELETIONS_KEY = 'deletions';
export const LAB_KEY = 'lab';
export const LAB_GOAL_KEY = 'goal';
export const LAB_ROOT_KEYS: readonly string[] = [PROJECTS_KEY, DELETIONS_KEY, LAB_KEY];

/**
 * Why an entry of the lab's own map is refused, or null: only the lab goal lives there. With `now`,
 * a goal written at that time (its month not in the past); without, one as stored.
 */
export function labEntryProblem(key: string, value: unknown, now?: Date): string | null {
  if (key !== LAB_GOAL_KEY) return `unknown lab setting "${key.slice(0, 40)}"`;
  const problem = now ? goalWriteProblem(value, now) : goalProblem(value);
  return problem && `the lab goal: ${problem}`;
}

/** One update a client sends: an import of 10,000 projects fits. */
export const MAX_UPDATE_BYTES = 8 * 1024 * 1024;
/** The whole lab document, as the server holds it. */
export const MAX_LAB_BYTES = 64 * 1024 * 1024;

const MAX_NAME_CHARACTERS = TEXT_LIMITS.name;

/** The fields a project's map holds under their own names: all but the figures, which take a key per month. */
export type DocField = Exclude<(typeof PROJECT_FIELDS)[number], 'figures'>;
export const DOC_FIELDS: readonly DocField[] = PROJECT_FIELDS.filter((field): field is DocField => field !== 'figures');

const FIELD_RULES: Readonly<Record<DocField, (value: unknown) => boolean>> = {
  id: (value) => isText(value, MAX_ID_CHARACTERS),
  name: (value) => isText(value, TEXT_LIMITS.name),
  description: (value) => isText(value, TEXT_LIMITS.description),
  status: isProjectStatus,
  owners: (value) =>
    Array.isArray(value) && value.length <= MAX_OWNERS && value.every((owner) => isText(owner, MAX_NAME_CHARACTERS)),
  revenue: isAmount,
  subscribers: isAmount,
  githubUrl: (value) => isText(value, TEXT_LIMITS.githubUrl),
  liveUrl: (value) => isText(value, TEXT_LIMITS.liveUrl),
  notes: (value) => isText(value, TEXT_LIMITS.notes),
  createdAt: isDateText,
  lastUpdated: isDateText,
  lastUpdatedBy: (value) => isText(value, MAX_NAME_CHARACTERS),
  goal: isGoal,
  nextStep: isNextStep,
  nextStepDue: isDueDate,
  snooze: isSnooze,
};

const isKnownField = (field: string): field is keyof typeof FIELD_RULES => Object.hasOwn(FIELD_RULES, field);

/** The kind of the project's latest change ({@link LAST_CHANGE_KEY}): one of the history's five, as text. */
const isChangeKind = (value: unknown) => (HISTORY_KINDS as readonly unknown[]).includes(value);

/** Why one field of a project's map breaks the rules ("revenue: expected …"), or null. */
export function projectFieldProblem(field: string, value: unknown): string | null {
  if (field === LAST_CHANGE_KEY)
    return isChangeKind(value) ? null : `"${LAST_CHANGE_KEY}" is not one of ${HISTORY_KINDS.join(', ')}`;
  if (isMonthKey(field)) {
    if (!monthOfKey(field)) return `"${field.slice(0, 40)}" is not a month as YYYY-MM`;
    return isMonthFigure(value) ? null : `"${field}" is not a {revenue, subscribers} figure the lab takes`;
  }
  if (!isKnownField(field)) return `unknown field "${field.slice(0, 40)}"`;
  // A goal's refusal says which of its rules it breaks.
  const goal = field === 'goal' ? goalProblem(value) : null;
  if (goal) return `"goal": ${goal}`;
  return FIELD_RULES[field](value) ? null : `"${field}" has a value the lab does not take`;
}

/** Why a project's fields break the rules, or null. `fields` is the project's map as plain JSON. */
export function projectProblem(id: string, fields: Readonly<Record<string, unknown>>): string | null {
  if (!isText(id, MAX_ID_CHARACTERS) || id === '') return 'a project id is empty or too long';
  for (const [field, value] of Object.entries(fields)) {
    const problem = projectFieldProblem(field, value);
    if (problem) return `project ${id.slice(0, 40)}: ${problem}`;
  }
  if ('id' in fields && fields.id !== id) return `project ${id.slice(0, 40)}: its "id" differs from its key`;
  return null;
}

/**
 * Why `author` may not write `value` into a project's field, or null. Besides the field's own rule:
 * `id` repeats the project's key, a name is not blank (contract/wholeProject.ts), no text holds
 * control or text-direction characters (contract/safeText.ts), `lastUpdatedBy` names the founder who sends the change (the
 * server knows who that is, so a name is never taken on trust), a month's figure is for a
 * month a founder may write at `now` (neither in the future nor more than 36 months back), and a
 * goal's month is not in the past (contract/plans.ts) unless the goal is `carriedBack`: the
 * change restores or imports the project ({@link isCarriedBack}).
 */
export function projectWriteProblem(
  id: string,
  field: string,
  value: unknown,
  author: string,
  now: Date = new Date(),
  carriedBack = false,
): string | null {
  const idProblem = projectProblem(id, {});
  if (idProblem) return idProblem;
  const project = `project ${id.slice(0, 40)}`;
  const problem = projectFieldProblem(field, value);
  if (problem) return `${project}: ${problem}`;
  if (field === 'id' && value !== id) return `${project}: its "id" differs from its key`;
  if (field === 'name' && !isReadableName(value)) return `${project}: its name is empty`;
  if (holdsHiddenCharacters(field, value)) return `${project}: "${field}" holds control or text-direction characters`;
  if (field === 'lastUpdatedBy' && value !== author) return `${project}: "lastUpdatedBy" is not the sender's name`;
  // The month rule is for setting a goal: one carried back (an undo, a restore, an import) was set
  // when its month was ahead, and is checked for its shape and bounds only (projectFieldProblem).
  const goalProblem = field === 'goal' && !carriedBack && goalWriteProblem(value, now);
  if (goalProblem) return `${project}: ${goalProblem}`;
  const planProblem =
    (field === 'nextStepDue' && dueDateWriteProblem(value, now)) ||
    (field === 'snooze' && !carriedBack && snoozeWriteProblem(value, now));
  if (planProblem) return `${project}: ${planProblem}`;
  const month = monthOfKey(field);
  const monthProblem = month && monthWriteProblem(month, now);
  return monthProblem ? `${project}: ${monthProblem}` : null;
}

/** The fields a founder types several lines into. */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['description', 'notes']);

/** Whether a text field (or an owner's name) holds a character no text of the lab holds (contract/safeText.ts). */
function holdsHiddenCharacters(field: string, value: unknown): boolean {
  const texts = field === 'owners' && Array.isArray(value) ? value : [value];
  return texts.some((text) => typeof text === 'string' && hasHiddenCharacters(text, MULTILINE_FIELDS.has(field)));
}

/** Whether a project's latest change, as its `lastChange` says, brings it back: a goal it holds was set before. */
export const isCarriedBack = (lastChange: unknown) => lastChange === 'restored' || lastChange === 'imported';

/** Why a project's map may not hold this many months (the 36 past ones and the current one at most), or null. */
export const monthCountProblem = (id: string, months: number): string | null =>
  months > MAX_MONTHS ? `project ${id.slice(0, 40)}: more than ${MAX_MONTHS} months of figures` : null;
