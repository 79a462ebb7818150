import type { UnknownAction } from '@reduxjs/toolkit';
import type { HistoryKind, ProjectVersion } from '../../../../contract/history';
import type { Project } from '../../projects';
import { ownChangeKind, remoteChangesReceived } from '../../projects';
import { sameFields } from './versionDiff';

/** What the recorder needs to know beyond the event: who is signed in, and the time. */
export type RecordContext = { author: string; now: string };

/**
 * A version's id: the same change seen twice (by two tabs of a team lab, or the same tab after a
 * reload) gets the same id, so it is stored once. A deletion or an undo keeps the lab's
 * `lastUpdated`, so its time is part of its id.
 */
export function versionId(kind: HistoryKind, project: Project, at: string): string {
  const when = kind === 'deleted' || kind === 'restored' ? `${project.lastUpdated}|${at}` : project.lastUpdated;
  return `${project.id}|${kind}|${when}`;
}

function version(kind: HistoryKind, project: Project, author: string, at: string): RecordedVersion {
  return { id: versionId(kind, project, at), projectId: project.id, kind, at, author, project };
}

/**
 * A version to store; a `baseline` one only when its project has none yet: the project as it was
 * before the first change this browser saw (a sample project, one from before the history), so that
 * first change has something to be compared with, and can be undone by a restore.
 */
export type RecordedVersion = ProjectVersion & { baseline?: true };

function baselineOf(previous: Project): RecordedVersion {
  const kind = previous.createdAt === previous.lastUpdated ? 'added' : 'edited';
  return { ...version(kind, previous, previous.lastUpdatedBy ?? '', previous.lastUpdated), baseline: true };
}

/** What an event changed: projects new or changed (by reference, then by their fields), and those gone. */
function difference(before: readonly Project[], after: readonly Project[]) {
  const previous = new Map(before.map((project) => [project.id, project]));
  const changed: { project: Project; previous: Project | undefined }[] = [];
  for (const project of after) {
    const old = previous.get(project.id);
    if (old !== project) changed.push({ project, previous: old });
  }
  const present = new Set(after.map((project) => project.id));
  const removed = before.filter((project) => !present.has(project.id));
  return { changed, removed };
}

/** A change a founder would see: new, or a field that reads differently (not just a new date). */
const isVisible = ({ project, previous }: { project: Project; previous: Project | undefined }) =>
  !previous || !sameFields(previous, project);

/**
 * The versions a project event makes, from the lab before and after it: the founder's own events
 * (an add, an edit, a delete, an undo, an import, a restore) and, in team mode, what the other
 * founders changed. Every version holds the project's whole record after the change; a deletion,
 * the record as it was. Returns none for an event that changes no project.
 */
export function versionsOf(
  action: UnknownAction,
  before: readonly Project[],
  after: readonly Project[],
  { author, now }: RecordContext,
): RecordedVersion[] {
  if (before === after) return [];
  const { changed, removed } = difference(before, after);

  if (remoteChangesReceived.match(action)) {
    const { kinds = {}, deletions = {} } = action.payload;
    return [
      ...changed.filter(isVisible).flatMap(({ project, previous }) => {
        const kind = kinds[project.id] ?? (previous ? 'edited' : 'added');
        // An edit's time is its own; an import or an undo keeps an older `lastUpdated`.
        const at = kind === 'edited' || kind === 'added' ? project.lastUpdated : now;
        const recorded = version(kind, project, project.lastUpdatedBy ?? '', at);
        return previous ? [baselineOf(previous), recorded] : [recorded];
      }),
      ...removed.map((project) => {
        const deletion = deletions[project.id];
        return version('deleted', project, deletion?.deletedBy ?? '', deletion?.deletedAt || now);
      }),
    ];
  }

  // Which change it was is the projects' to say (projectChanges.ts): one list of the changes.
  const kind = ownChangeKind(action);
  if (!kind) return [];

  const versions: RecordedVersion[] = [];
  if (kind !== 'deleted') {
    // A restore is recorded even when it reads as the version before it: the founder chose it.
    const recorded = kind === 'restored' ? changed : changed.filter(isVisible);
    // The founder who made the change: a backup's projects, or an undone delete, name someone else.
    const by = author || ((action.payload as { lastUpdatedBy?: string }).lastUpdatedBy ?? '');
    for (const { project, previous } of recorded) {
      if (previous) versions.push(baselineOf(previous));
      versions.push(version(kind, project, by || project.lastUpdatedBy || '', now));
    }
  }
  // A delete, or an import that replaced the lab: the founder who did it removed them.
  for (const project of removed) versions.push(version('deleted', project, author, now));
  return versions;
}
