import type { MonthFigure, MonthlyFigures } from '../../../../contract/figures';
import { CHANGE_LABELS, type LabelledField } from '../../../../contract/project';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { formatMonth, formatPlanField } from '../../projects';
import type { Project } from '../../projects';

export type DiffField = LabelledField;

/** The fields a version compares, in the form's order, with the form's labels (contract/project.ts). */
export const DIFF_FIELDS = (Object.entries(CHANGE_LABELS) as [DiffField, string][]).map(
  ([field, label]) => [field, label] as const,
);

/**
 * One field that changed, its values in the app's own formats ("$2,500", "Maya Chen, Sam Okafor");
 * a month's figure is `figures:2026-09`, labelled "Figures of Sep 2026".
 */
export type FieldChange = { field: DiffField | `figures:${string}`; label: string; from: string; to: string };

/** What an empty value reads as, so "Notes:  → Launch" does not look like a slip. */
export const EMPTY_VALUE = 'none';

/** A field's value as the card shows it. */
export function formatField(field: DiffField, project: Partial<Project>): string {
  const value = project[field];
  if (field === 'revenue') return formatMoney(value);
  if (field === 'subscribers') return formatCount(value);
  if (field === 'owners') return Array.isArray(value) && value.length > 0 ? value.join(', ') : EMPTY_VALUE;
  if (field === 'goal' || field === 'nextStepDue') return formatPlanField(field, value) ?? EMPTY_VALUE;
  return typeof value === 'string' && value.trim() !== '' ? value : EMPTY_VALUE;
}

const formatFigure = (figure: MonthFigure | undefined) =>
  figure ? `${formatMoney(figure.revenue)}, ${formatCount(figure.subscribers)} subscribers` : EMPTY_VALUE;

/**
 * The months whose figure differs, oldest first. The newest month's entry is left out when it only
 * records the version's own revenue and subscribers, which their own lines already say.
 */
function figureChanges(previous: Partial<Project>, next: Partial<Project>, amountsChanged: boolean): FieldChange[] {
  // A version from before the figures has none to compare.
  if (!previous.figures || !next.figures) return [];
  const before: MonthlyFigures = previous.figures;
  const after: MonthlyFigures = next.figures;
  const months = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const newest = Object.keys(after).sort().at(-1);
  const changes: FieldChange[] = [];
  for (const month of months) {
    const from = formatFigure(before[month]);
    const to = formatFigure(after[month]);
    if (from === to) continue;
    const mirrorsCard =
      month === newest && after[month].revenue === next.revenue && after[month].subscribers === next.subscribers;
    if (amountsChanged && mirrorsCard) continue;
    changes.push({ field: `figures:${month}`, label: `Figures of ${formatMonth(month)}`, from, to });
  }
  return changes;
}

/**
 * The fields that differ from `previous` to `next`, in the form's order, then the months of figures
 * that changed; none without a previous version.
 */
export function versionDiff(previous: Partial<Project> | null, next: Partial<Project>): FieldChange[] {
  if (!previous) return [];
  const changes: FieldChange[] = [];
  for (const [field, label] of DIFF_FIELDS) {
    const from = formatField(field, previous);
    const to = formatField(field, next);
    if (from !== to) changes.push({ field, label, from, to });
  }
  const amountsChanged = changes.some(({ field }) => field === 'revenue' || field === 'subscribers');
  return [...changes, ...figureChanges(previous, next, amountsChanged)];
}

/** Whether two records hold the same fields, as a founder reads them (who and when aside). */
export const sameFields = (a: Partial<Project>, b: Partial<Project>) => versionDiff(a, b).length === 0;

/** Characters a value shows before it is shortened ("…", with the whole on request). */
export const SHORT_TEXT = 80;

/** The text cut at a word near `limit` characters (as people count them), with "…"; as is when short. */
export function shorten(text: string, limit = SHORT_TEXT): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const cut = characters.slice(0, limit).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > limit / 2 ? atWord : cut).trimEnd().replace(/[.,;:]+$/, '')}…`;
}

export const isLong = (text: string, limit = SHORT_TEXT) => Array.from(text).length > limit;
