import * as Y from 'yjs';
import { deletionsMap, PROJECT_FIELDS, projectsMap, type ProjectMap, type ProjectToWrite } from './layout';

const sameValue = (stored: unknown, value: unknown) =>
  Array.isArray(stored) && Array.isArray(value)
    ? stored.length === value.length && stored.every((item, index) => item === value[index])
    : stored === value;

/**
 * Writes only the fields that differ: a field written with its old value would still count as a
 * concurrent write, and could override another founder's change to it.
 */
function writeFields(map: ProjectMap, project: ProjectToWrite): void {
  for (const field of PROJECT_FIELDS) {
    const value = project[field];
    if (value === undefined || sameValue(map.get(field), value)) continue;
    map.set(field, Array.isArray(value) ? [...value] : value);
  }
}

function upsert(doc: Y.Doc, project: ProjectToWrite): void {
  const projects = projectsMap(doc);
  const existing = projects.get(project.id);
  const map = existing instanceof Y.Map ? existing : projects.set(project.id, new Y.Map<unknown>());
  writeFields(map, project);
  // Adding a project back (undo, import) ends its deletion.
  if (deletionsMap(doc).has(project.id)) deletionsMap(doc).delete(project.id);
}

/**
 * Adds or updates a project, field by field, in one transaction. `origin` marks the transaction
 * (the bridge passes its own, so it can tell its changes from the server's).
 */
export function applyProjectToDoc(doc: Y.Doc, project: ProjectToWrite, origin?: unknown): void {
  doc.transact(() => upsert(doc, project), origin);
}

/** Several projects (an import) in one transaction: one update for the server and the other founders. */
export function applyProjectsToDoc(doc: Y.Doc, projects: readonly ProjectToWrite[], origin?: unknown): void {
  doc.transact(() => projects.forEach((project) => upsert(doc, project)), origin);
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
  now: Date = new Date(),
): boolean {
  const projects = projectsMap(doc);
  const map = projects.get(id);
  if (!(map instanceof Y.Map)) return false;
  doc.transact(() => {
    const lastUpdated = map.get('lastUpdated');
    deletionsMap(doc).set(id, {
      deletedBy,
      deletedAt: now.toISOString(),
      lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : '',
    });
    projects.delete(id);
  }, origin);
  return true;
}
