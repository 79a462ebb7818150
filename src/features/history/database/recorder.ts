import type { UnknownAction } from '@reduxjs/toolkit';
import type { Project } from '../../projects';
import { projectsImported } from '../../projects';
import { versionId, versionsOf, type RecordContext } from '../model/versionsOf';
import { recordVersions } from './localHistory';

// What the listeners dispatch once the versions are written: loaded with them, as the rest here.
export { versionsRecorded } from '../historyEvents';

/**
 * Writes the versions a project event made, from the projects before and after it; answers the ids
 * of the projects whose versions were written. Loaded with the first change, so the store (which /login loads too) carries the
 * event's snapshot only.
 */
export async function recordEvent(
  action: UnknownAction,
  before: readonly Project[],
  after: readonly Project[],
  context: RecordContext,
): Promise<string[]> {
  // A backup's own history comes first: the import's versions are newer than all of it.
  const restored = projectsImported.match(action) ? (action.payload.history ?? []) : [];
  const wrote = [
    ...(await recordVersions(restored)),
    ...(await recordVersions(versionsOf(action, before, after, context))),
  ];
  return [...new Set(wrote)];
}

/** Keeps this founder's change that lost to a concurrent one (team mode), marked `replaced`. */
export function recordReplaced(project: Project, author: string): Promise<string[]> {
  const at = project.lastUpdated;
  const id = versionId('edited', project, at);
  return recordVersions([{ id, projectId: project.id, kind: 'edited', at, author, project, replaced: true }]);
}
