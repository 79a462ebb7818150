import * as Y from 'yjs';
import { isMonthFigure, isMonthKey, monthKey, monthOfKey } from '../../../../contract/figures';
import { LAST_CHANGE_KEY, type HistoryKind } from '../../../../contract/history';
import {
  DOC_FIELDS,
  isCarriedBack,
  monthCountProblem,
  projectProblem,
  projectWriteProblem,
} from '../../../../contract/labDocument';
import { sameFieldValue } from '../../../../contract/project';
import { missingFieldProblem } from '../../../../contract/wholeProject';
import { deletionsMap, projectsMap, readDeletion, type ProjectMap, type ProjectToWrite } from './layout';
import { timeNow } from '../../../shared/lib/now';

const sameValue = (stored: unknown, value: unknown) =>
  isMonthFigure(stored) && isMonthFigure(value)
    ? stored.revenue === value.revenue && stored.subscribers === value.subscribers
    : sameFieldValue(stored, value);

/** The fields a project may be without: none is its key removed, so a removed goal leaves the doc. */
const OPTIONAL_PLANS: ReadonlySet<string> = new Set(['goal', 'nextStep', 'nextStepDue', 'snooze']);

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A project the doc did not take: it breaks the lab's rules, so the team server would refuse the whole change. */
export type UnsentProject = { id: string; name: string; problem: string };

/** A key to set, or to remove (`undefined`: a month whose entry the founder removed). */
type FieldWrite = readonly [field: string, value: unknown];

/** The months to write: each month's entry under a key of its own, and the keys of months no longer there. */
function monthsToWrite(map: ProjectMap | null, project: ProjectToWrite): FieldWrite[] {
  const writes: FieldWrite[] = [];
  for (const [month, figure] of Object.entries(project.figures ?? {})) {
    const key = monthKey(month);
    if (!sameValue(map?.get(key), figure))
      writes.push([key, { revenue: figure.revenue, subscribers: figure.subscribers }]);
  }
  if (!map || !project.figures) return writes;
  for (const key of map.keys()) {
    const month = monthOfKey(key);
    if (isMonthKey(key) && (month === null || !Object.hasOwn(project.figures, month))) writes.push([key, undefined]);
  }
  return writes;
}

/**
 * The fields that differ, to write: a field written with its old value would still count as a
 * concurrent write, and could override another founder's change to it. With an `author`, a
 * `lastUpdatedBy` that differs is theirs: whoever sends a change made it (a restored backup or an
 * undone delete carries another founder's name, which the team server refuses from anyone else).
 */
function fieldsToWrite(map: ProjectMap | null, project: ProjectToWrite, author?: string): FieldWrite[] {
  const writes: FieldWrite[] = [];
  for (const field of DOC_FIELDS) {
    const stored = map?.get(field);
    const value = project[field];
    if (OPTIONAL_PLANS.has(field) && (value ?? '') === '') {
      if (stored !== undefined) writes.push([field, undefined]);
      continue;
    }
    if (value === undefined || sameValue(stored, value)) continue;
    if (field !== 'lastUpdatedBy' || author === undefined) writes.push([field, value]);
    else if (stored !== author) writes.push([field, author]);
  }
  writes.push(...monthsToWrite(map, project));
  // A change its sender made names them even when the doc already does: against another
  // founder's concurrent change, Yjs then keeps the name of the founder whose values it kept.
  const named = writes.some(([field]) => field === 'lastUpdatedBy');
  const theirs = author !== undefined && project.lastUpdatedBy === author;
  if (theirs && writes.length > 0 && !named) writes.push(['lastUpdatedBy', author]);
  return writes;
}

/** What a change to a project was, for the team's history ('deleted' is the project leaving the map). */
export type ChangeKind = Exclude<HistoryKind, 'deleted'>;

/**
 * Adds or updates one project, or returns why the lab's rules (contract/labDocument.ts, the
 * server's own) refuse it, writing nothing of it. Without an `author`, the project's own
 * `lastUpdatedBy` is taken as the sender's. With a `kind`, a change that writes anything also says
 * what it was (LAST_CHANGE_KEY), so the server's history can say "Restored by" or "Imported by".
 */
function upsert(doc: Y.Doc, project: ProjectToWrite, author?: string, kind?: ChangeKind): string | null {
  const projects = projectsMap(doc);
  const existing = projects.get(project.id);
  const map = existing instanceof Y.Map ? existing : null;
  const writes = fieldsToWrite(map, project, author);
  const sender = author ?? project.lastUpdatedBy ?? '';
  const months = project.figures ? Object.keys(project.figures).length : 0;
  const problem =
    projectProblem(project.id, {}) ??
    writes
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => projectWriteProblem(project.id, field, value, sender, timeNow(), isCarriedBack(kind)))
      .find(Boolean) ??
    monthCountProblem(project.id, months) ??
    // A project new to the lab holds every field a project keeps (contract/wholeProject.ts).
    (map
      ? null
      : missingFieldProblem(project.id, (field) =>
          writes.some(([key, value]) => key === field && value !== undefined),
        ));
  if (problem) return problem;
  const target = map ?? projects.set(project.id, new Y.Map<unknown>());
  for (const [field, value] of writes) {
    if (value === undefined) target.delete(field);
    else
      target.set(field, Array.isArray(value) ? [...(value as unknown[])] : isPlainObject(value) ? { ...value } : value);
  }
  if (kind && writes.length > 0 && target.get(LAST_CHANGE_KEY) !== kind) target.set(LAST_CHANGE_KEY, kind);
  // Adding a project back (undo, import, a restore from its history) ends its deletion: the record
  // no longer holds it back (editConflictFor), and a later delete writes a record of its own.
  if (deletionsMap(doc).has(project.id)) deletionsMap(doc).delete(project.id);
  return null;
}

/**
 * Adds or updates a project, field by field, in one transaction. `origin` marks the transaction
 * (the bridge passes its own, so it can tell its changes from the server's). Returns why the
 * project was not written, or null.
 */
export function applyProjectToDoc(
  doc: Y.Doc,
  project: ProjectToWrite,
  origin?: unknown,
  author?: string,
  kind?: ChangeKind,
) {
  return doc.transact(() => upsert(doc, project, author, kind), origin);
}

/**
 * Several projects (an import) in one transaction: one update for the server and the other
 * founders. A project the lab's rules refuse is left out, so the rest are not refused with it.
 */
export function applyProjectsToDoc(
  doc: Y.Doc,
  projects: readonly ProjectToWrite[],
  origin?: unknown,
  author?: string,
  kind?: ChangeKind,
): UnsentProject[] {
  return doc.transact(() => {
    const unsent: UnsentProject[] = [];
    for (const project of projects) {
      const problem = upsert(doc, project, author, kind);
      if (problem) unsent.push({ id: project.id, name: project.name, problem });
    }
    return unsent;
  }, origin);
}

/**
 * Removes a project and records who deleted it and which version they saw. Returns false when the
 * doc does not hold the project.
 */
export function removeProjectFromDoc(
  doc: Y.Doc,
  id: string,
  deletedBy: string,
  origin?: unknown,
  now: Date = timeNow(),
): boolean {
  const projects = projectsMap(doc);
  const map = projects.get(id);
  if (!(map instanceof Y.Map)) return false;
  doc.transact(() => {
    const lastUpdated = map.get('lastUpdated');
    const deletion = {
      deletedBy,
      deletedAt: now.toISOString(),
      lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : '',
    };
    // A version the lab's rules do not read as a date is recorded as unknown, not refused.
    deletionsMap(doc).set(id, readDeletion(deletion) ?? { ...deletion, lastUpdated: '' });
    projects.delete(id);
  }, origin);
  return true;
}
