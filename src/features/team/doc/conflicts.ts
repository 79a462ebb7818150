import type * as Y from 'yjs';
import type { Project } from '../../projects';
import { deletionsMap, projectsMap, readDeletion, type Deletion } from './layout';

/** A founder's edit to a project another founder deleted without having seen that edit. */
export type EditConflict = Deletion & { id: string; name: string };

/**
 * Tells whether `project` (a founder's version of it) is an edit against a deletion: the doc no
 * longer holds the project, and the version that was deleted is not this one. The same version
 * (nothing edited) is no conflict: the delete simply stands.
 */
export function editConflictFor(
  doc: Y.Doc,
  project: Pick<Project, 'id' | 'name' | 'lastUpdated'>,
): EditConflict | null {
  if (projectsMap(doc).has(project.id)) return null;
  const deletion = readDeletion(deletionsMap(doc).get(project.id));
  if (!deletion || deletion.lastUpdated === project.lastUpdated) return null;
  return { ...deletion, id: project.id, name: project.name };
}

/**
 * The conflicts among a founder's projects, e.g. after offline edits meet deletions on reconnect:
 * pass the projects as they were before the server's changes were applied.
 */
export function editConflictsIn(
  doc: Y.Doc,
  projects: Iterable<Pick<Project, 'id' | 'name' | 'lastUpdated'>>,
): EditConflict[] {
  const conflicts: EditConflict[] = [];
  for (const project of projects) {
    const conflict = editConflictFor(doc, project);
    if (conflict) conflicts.push(conflict);
  }
  return conflicts;
}
