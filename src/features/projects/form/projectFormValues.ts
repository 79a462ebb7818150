import {
  characterCount,
  MAX_AMOUNT,
  TEXT_LIMITS,
  type AmountField,
  type LimitedField,
} from '../../../../contract/project';
import { DUE_YEARS_AHEAD, isDay, latestDueAfter, type Day } from '../../../../contract/plans';
import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from '../../../../contract/safeText';
import { toSafeWebUrl } from '../../../shared/lib/safeUrl';
import { isProjectStatus, type Project, type ProjectInput, type ProjectStatus } from '../model/types';

/** What the form edits: numbers stay text until submit, where the slice coerces them. */
export type ProjectFormValues = {
  name: string;
  description: string;
  status: ProjectStatus;
  owners: string[];
  revenue: string;
  subscribers: string;
  githubUrl: string;
  liveUrl: string;
  notes: string;
  nextStep: string;
  /** YYYY-MM-DD, or "" for none. */
  nextStepDue: string;
};

export const emptyFormValues: ProjectFormValues = {
  name: '',
  description: '',
  status: 'Idea',
  owners: [],
  revenue: '',
  subscribers: '',
  githubUrl: '',
  liveUrl: '',
  notes: '',
  nextStep: '',
  nextStepDue: '',
};

export function toFormValues(project?: Project | null): ProjectFormValues {
  if (!project) return emptyFormValues;
  return {
    name: project.name,
    description: project.description,
    status: isProjectStatus(project.status) ? project.status : 'Idea',
    owners: [...(project.owners ?? [])],
    revenue: String(project.revenue ?? ''),
    subscribers: String(project.subscribers ?? ''),
    githubUrl: project.githubUrl ?? '',
    liveUrl: project.liveUrl ?? '',
    notes: project.notes ?? '',
    nextStep: project.nextStep ?? '',
    nextStepDue: project.nextStepDue ?? '',
  };
}

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

const grouped = new Intl.NumberFormat('en-US');

/** "118 / 120" once the text is near its limit, else null. */
export function limitCounter(field: LimitedField, text: string): string | null {
  const limit = TEXT_LIMITS[field];
  const count = characterCount(text);
  return count >= limit * COUNTER_FROM ? `${grouped.format(count)} / ${grouped.format(limit)}` : null;
}

/** Why a field's value is refused, or null when it is fine. */
export function fieldError(field: LimitedField | AmountField, text: string): string | null {
  if (field === 'revenue' || field === 'subscribers') {
    const amount = Number(text.trim());
    return Number.isFinite(amount) && amount > MAX_AMOUNT ? `Enter at most ${grouped.format(MAX_AMOUNT)}.` : null;
  }
  if (hasHiddenCharacters(text, field === 'description' || field === 'notes')) return HIDDEN_CHARACTERS_MESSAGE;
  const limit = TEXT_LIMITS[field];
  const over = characterCount(text) - limit;
  return over > 0 ? `At most ${grouped.format(limit)} characters; this is ${grouped.format(over)} too many.` : null;
}

/** A warning, not an error (links are free text): a link the GitHub or Live button would refuse to open. */
export function urlWarning(text: string): string | null {
  return text.trim() !== '' && toSafeWebUrl(text) === null
    ? 'This is not a web address, so it cannot be opened. Use http:// or https://.'
    : null;
}

/** A note under Revenue or Subscribers: the slice saves a negative number as 0 (minimum 0). */
export function amountHint(text: string): string | null {
  return Number(text.trim()) < 0 ? 'Below the minimum of 0, so it is saved as 0.' : null;
}

/** Why the Due date is refused on `today`, or null: not a date, more than 10 years ahead, or a date for no next step. */
export function dueError(values: Pick<ProjectFormValues, 'nextStep' | 'nextStepDue'>, today: Day): string | null {
  if (values.nextStepDue === '') return null;
  if (!isDay(values.nextStepDue)) return 'Enter a date.';
  if (values.nextStepDue > latestDueAfter(today)) return `Choose a date within ${DUE_YEARS_AHEAD} years.`;
  return values.nextStep.trim() === '' ? 'Write the next step this date is for.' : null;
}

const CHECKED_FIELDS = [...(Object.keys(TEXT_LIMITS) as LimitedField[]), 'revenue', 'subscribers'] as const;

/**
 * Required: a non-blank name and description and at least one owner; and every field
 * within its limit.
 */
export function isSubmittable(values: ProjectFormValues, today: Day): boolean {
  return (
    values.name.trim() !== '' &&
    values.description.trim() !== '' &&
    values.owners.length > 0 &&
    CHECKED_FIELDS.every((field) => fieldError(field, values[field]) === null) &&
    dueError(values, today) === null
  );
}

/** Owners in the order the checkboxes list them, so the card reads the same however they were ticked. */
export function toProjectInput(values: ProjectFormValues, ownerOrder: readonly string[]): ProjectInput {
  const rank = (owner: string) => {
    const index = ownerOrder.indexOf(owner);
    return index === -1 ? ownerOrder.length : index;
  };
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    owners: [...values.owners].sort((a, b) => rank(a) - rank(b)),
    revenue: values.revenue,
    subscribers: values.subscribers,
    githubUrl: values.githubUrl.trim(),
    liveUrl: values.liveUrl.trim(),
    notes: values.notes.trim(),
    nextStep: values.nextStep.trim(),
    nextStepDue: values.nextStep.trim() ? values.nextStepDue : '',
  };
}
