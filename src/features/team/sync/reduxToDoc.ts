import type * as Y from 'yjs';
import type { AppStartListening } from '../../../app/hooks';
import {
  selectProjects,
  isOwnProjectChange,
  deletedProjectRestored,
  projectAdded,
  projectRestored,
  projectsImported,
  projectUpdated,
  projectVersionRestored,
} from '../../projects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Project } from '../../projects';
import { applyProjectsToDoc, editConflictFor, removeProjectFromDoc, type ChangeKind } from '../doc';
import { changeNotAllowed, editLostToDeletion, projectsNotShared } from '../teamEvents';
import { roleChangeProblem, roleOf } from '../../../../contract/roles';

/** What the change was, written with it for the server's history (contract LAST_CHANGE_KEY). */
function kindOf(action: UnknownAction): ChangeKind {
  if (projectAdded.match(action)) return 'added';
  if (projectsImported.match(action)) return 'imported';
  if (projectRestored.match(action) || projectVersionRestored.match(action) || deletedProjectRestored.match(action)) {
    return 'restored';
  }
  return 'edited';
}

/** What an event changed, read from the lab before and after it: projects new or changed, and ids gone. */
function difference(before: readonly Project[], after: readonly Project[]) {
  const previous = new Map(before.map((project) => [project.id, project]));
  const changed = after.filter((project) => previous.get(project.id) !== project);
  const present = new Set(after.map((project) => project.id));
  const removed = before.filter((project) => !present.has(project.id)).map((project) => project.id);
  return { changed, removed };
}

/**
 * Applies the founder's own project events to the doc, in one transaction each (`localOrigin`, so
 * the doc's observer does not bring them back). Only fields that differ are written, so a change
 * to one field never overrides another founder's change to another, and the founder is the
 * author of what they write. Returns the unsubscribe.
 */
export function mirrorLocalChanges(
  doc: Y.Doc,
  localOrigin: unknown,
  startAppListening: AppStartListening,
  author: string,
) {
  return startAppListening({
    matcher: isOwnProjectChange,
    effect: (action, api) => {
      const { changed, removed } = difference(selectProjects(api.getOriginalState()), selectProjects(api.getState()));
      // The lab's role rule, checked before sending: the server would refuse the whole change.
      const restores = deletedProjectRestored.match(action) ? 1 : 0;
      const refused = roleChangeProblem(roleOf(api.getState().auth.user), { deletes: removed.length, restores });
      if (refused) return void api.dispatch(changeNotAllowed({ reason: refused }));
      const unsent = doc.transact(() => {
        const notWritten = applyProjectsToDoc(doc, changed, localOrigin, author, kindOf(action));
        for (const id of removed) removeProjectFromDoc(doc, id, author, localOrigin);
        return notWritten;
      }, localOrigin);
      // Checked by the lab's rules before sending: the server would refuse the whole change.
      if (unsent.length > 0) api.dispatch(projectsNotShared({ names: unsent.map((project) => project.name) }));
      // An edit saved after another founder's delete had arrived: the lab no longer holds the project.
      if (projectUpdated.match(action) && changed.length === 0) {
        const { id, changes, lastUpdated } = action.payload;
        const conflict = editConflictFor(doc, { id, name: changes.name ?? 'this project', lastUpdated });
        if (conflict) api.dispatch(editLostToDeletion({ name: conflict.name, deletedBy: conflict.deletedBy }));
      }
    },
  });
}
