import type * as Y from 'yjs';
import type { AppDispatch, RootState } from '../../../app/hooks';
import { selectProjects, remoteChangesReceived } from '../../projects';
import type { Project } from '../../projects';
import {
  editConflictFor,
  projectChangesOf,
  projectsFromDoc,
  projectsMap,
  replacedWritesIn,
  type DocProject,
} from '../doc';
import { changeReplaced, editLostToDeletion } from '../teamEvents';
import { selectCurrentMonth } from '../../clock';
import { formLabelsOf } from './formLabels';

/** The doc's '' (nobody known) is the lab's absent author. */
export function toProject({ lastUpdatedBy, ...project }: DocProject): Project {
  return lastUpdatedBy ? { ...project, lastUpdatedBy } : project;
}

type Store = { dispatch: AppDispatch; getState: () => RootState };

/** Makes the lab in Redux read as the doc does: at start, and after the founder joins the team lab. */
export function showWholeDoc(doc: Y.Doc, { dispatch, getState }: Store): void {
  const team = projectsFromDoc(doc).map(toProject);
  const ids = new Set(team.map((project) => project.id));
  const removed = selectProjects(getState())
    .filter((project) => !ids.has(project.id))
    .map((project) => project.id);
  dispatch(remoteChangesReceived({ upserted: team, removed, authors: [] }));
}

/**
 * Every change to the doc that did not come from this founder's own events (`localOrigin`) becomes
 * one `projects/remoteChangesReceived`, saying who made it. A removed project this founder had
 * edited since the version that was deleted is reported: the delete stands, the edit is not lost
 * silently; so is a field this founder wrote that a concurrent write replaced. Returns a function that stops following the doc.
 */
export function followDoc(doc: Y.Doc, localOrigin: unknown, { dispatch, getState }: Store): () => void {
  const projects = projectsMap(doc);
  const onChanges = (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => {
    if (transaction.origin === localOrigin) return;
    const changes = projectChangesOf(doc, events);
    if (changes.updated.length === 0 && changes.removed.length === 0) return;
    // What this founder had, looked up only when a change replaced their write or removed a project.
    const projectsBefore = selectProjects(getState());
    let before: Map<string, Project> | undefined;
    const mineBefore = (id: string) =>
      (before ??= new Map(projectsBefore.map((project) => [project.id, project]))).get(id);
    const deletions = Object.fromEntries(
      changes.removed
        .filter(({ deletedBy }) => deletedBy)
        .map(({ id, deletedBy, deletedAt }) => [id, { deletedBy, deletedAt }]),
    );
    dispatch(
      remoteChangesReceived({
        upserted: changes.updated.map(toProject),
        removed: changes.removed.map(({ id }) => id),
        authors: changes.authors,
        // What each change was, and who deleted what: the lab's history says so (features/history).
        kinds: changes.kinds,
        deletions,
      }),
    );
    // This founder's own value of a field lost to a concurrent write: said, and kept in the history.
    for (const { projectId, fields } of replacedWritesIn(doc, events)) {
      const mine = mineBefore(projectId);
      const now = changes.updated.find((project) => project.id === projectId);
      const labels = formLabelsOf(fields, selectCurrentMonth(getState()));
      if (mine && now && labels.length > 0) {
        dispatch(changeReplaced({ project: mine, fields: labels, other: now.lastUpdatedBy }));
      }
    }
    for (const { id } of changes.removed) {
      const mine = mineBefore(id);
      const conflict = mine && editConflictFor(doc, mine);
      if (conflict) dispatch(editLostToDeletion({ name: conflict.name, deletedBy: conflict.deletedBy }));
    }
  };
  projects.observeDeep(onChanges);
  return () => projects.unobserveDeep(onChanges);
}
