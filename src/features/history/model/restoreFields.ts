import {
  characterCount,
  MAX_AMOUNT,
  TEXT_LIMITS,
  type LimitedField,
  type MonthlyFigures,
} from '../../../../contract/project';
import { currentMonth, decodeProject } from '../../projects';
import type { Project, VersionFields } from '../../projects';
import { DIFF_FIELDS, formatField } from './versionDiff';
import { isoNow } from '../../../shared/lib/now';

export type RestorePlan = {
  /** The version's fields, repaired where they no longer pass the form's rules. */
  fields: VersionFields;
  /** The labels of the fields that had to be repaired ("Owners"), in the form's order. */
  repaired: string[];
  /** The whole record (a deleted project coming back), repaired the same way. */
  project: Project;
};

const fieldsOf = (project: Project): VersionFields => ({
  figures: project.figures,
  name: project.name,
  description: project.description,
  status: project.status,
  owners: [...project.owners],
  revenue: project.revenue,
  subscribers: project.subscribers,
  githubUrl: project.githubUrl,
  liveUrl: project.liveUrl,
  notes: project.notes,
  // Plans a version did not have are put back as none.
  goal: project.goal,
  nextStep: project.nextStep ?? '',
  nextStepDue: project.nextStepDue ?? '',
  snooze: project.snooze,
});

const fits = (field: LimitedField, text: string) => characterCount(text) <= TEXT_LIMITS[field];

/**
 * The figures a restore puts back: the version's months before the current one over the project's
 * own (so a correction made since is undone), keeping months the version did not have; a version
 * from before the figures (`raw` has none) changes no past month. The current month then reads the
 * restored revenue and subscribers (the slice sees to it).
 */
function restoredFigures(raw: unknown, version: MonthlyFigures, current: Project | null, now: string) {
  const month = currentMonth(new Date(now));
  const past = raw ? Object.entries(version).filter(([entry]) => entry < month) : [];
  return { ...(current?.figures ?? version), ...Object.fromEntries(past) };
}

/**
 * What restoring a version puts back. The version is read by the project-record rule, as an import
 * reads a backup (numbers from text, an unknown status to Idea, owners from text); then each field
 * the form would refuse takes the project's current value, when that one passes: a blank name or
 * description, no owners, text over its limit. An amount over the limit is capped. Owners who are
 * not founders pass, as in the form (it lists them) and in an import.
 */
export function planRestore(version: Project, current: Project | null, now = isoNow()): RestorePlan {
  const decoded =
    decodeProject(version, now, version.id)?.project ??
    decodeProject({ ...version, name: current?.name || 'Restored project' }, now, version.id)!.project;
  const fields = fieldsOf(decoded);
  fields.figures = restoredFigures((version as Partial<Project>).figures, decoded.figures, current, now);
  const fallback = current ? fieldsOf(current) : null;

  if (!fields.description.trim() && fallback?.description.trim()) fields.description = fallback.description;
  if (fields.owners.length === 0 && fallback && fallback.owners.length > 0) fields.owners = [...fallback.owners];
  for (const field of Object.keys(TEXT_LIMITS) as LimitedField[]) {
    const text = fields[field] ?? '';
    if (fits(field, text)) continue;
    const kept = fallback?.[field] ?? '';
    fields[field] = fallback && fits(field, kept) ? kept : Array.from(text).slice(0, TEXT_LIMITS[field]).join('');
  }
  fields.revenue = Math.min(fields.revenue, MAX_AMOUNT);
  fields.subscribers = Math.min(fields.subscribers, MAX_AMOUNT);

  const repaired = DIFF_FIELDS.filter(
    ([field]) =>
      formatField(field, fields) !== formatField(field, version) ||
      (field === 'status' && fields.status !== version.status),
  ).map(([, label]) => label);
  return { fields, repaired, project: { ...decoded, ...fields } };
}
