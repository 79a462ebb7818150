import * as Y from 'yjs';
import {
  DELETIONS_KEY,
  LAB_KEY,
  labEntryProblem,
  projectFieldProblem,
  projectProblem,
  PROJECTS_KEY,
  readDeletion,
} from '../../contract/labDocument.js';

type Changed = Y.Transaction['changed'];

/** The lab's roots, created as maps before anything is applied, so an update cannot make them lists. */
export function labRoots(doc: Y.Doc) {
  return {
    projects: doc.getMap<unknown>(PROJECTS_KEY),
    deletions: doc.getMap<unknown>(DELETIONS_KEY),
    lab: doc.getMap<unknown>(LAB_KEY),
  };
}

function projectEntryProblem(id: string, value: unknown): string | null {
  if (value === undefined) return null;
  if (!(value instanceof Y.Map)) return `project ${id.slice(0, 40)} is not a map of fields`;
  return projectProblem(id, value.toJSON());
}

function fieldProblem(map: Y.Map<unknown>, field: string): string | null {
  const value = map.get(field);
  if (value === undefined) return null;
  const problem =
    value instanceof Y.AbstractType
      ? `field "${field.slice(0, 40)}" holds a nested type`
      : projectFieldProblem(field, value);
  return problem && `project ${(map._item?.parentSub ?? '').slice(0, 40)}: ${problem}`;
}

function keyProblem({ projects, deletions, lab }: ReturnType<typeof labRoots>, type: unknown, key: string) {
  if (type === lab) return lab.has(key) ? labEntryProblem(key, lab.get(key)) : null;
  if (type === projects) return projectEntryProblem(key, projects.get(key));
  if (type === deletions)
    return deletions.has(key) && !readDeletion(deletions.get(key)) ? `deletion ${key.slice(0, 40)} is malformed` : null;
  if (type instanceof Y.Map && type._item?.parent === projects) return fieldProblem(type, key);
  return 'content outside the lab’s projects, deletions and settings';
}

/**
 * Why a transaction (`transaction.changed`: each changed type and its changed keys) left the lab
 * outside its contract (contract/labDocument.ts), or null. Only what the transaction touched is
 * read, so checking every stored update of a large lab stays linear.
 */
export function labShapeProblem(doc: Y.Doc, changed: Changed): string | null {
  const roots = labRoots(doc);
  for (const [type, keys] of changed) {
    for (const key of keys) {
      const problem = key === null ? 'a list where the lab has only maps' : keyProblem(roots, type, key);
      if (problem) return problem;
    }
  }
  return null;
}
