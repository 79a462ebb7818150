import type * as Y from 'yjs';
import { HISTORY_KINDS, LAST_CHANGE_KEY, type HistoryKind } from '../../../../contract/history';
import { deletionsMap, projectsMap, readDeletion, type DocProject } from './layout';
import { projectFromDoc } from './readProjects';

export type ProjectChanges = {
  /** Projects added or changed, as they now read. */
  updated: DocProject[];
  /** Ids of projects removed, with who removed them and when, when the doc says. */
  removed: { id: string; deletedBy: string; deletedAt: string }[];
  /** What each updated project's change was, as its sender wrote it (LAST_CHANGE_KEY), when it says. */
  kinds: Record<string, HistoryKind>;
  /** The founders behind these changes (lastUpdatedBy, deletedBy), each once. */
  authors: string[];
};

/**
 * What a transaction did to the projects, from the events of `projectsMap(doc).observeDeep`:
 * the bridge turns it into one Redux event (e.g. `projects/remoteChangesReceived`).
 */
export function projectChangesOf(doc: Y.Doc, events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): ProjectChanges {
  const projects = projectsMap(doc);
  const touched = new Set<string>();
  const removed = new Set<string>();
  for (const event of events) {
    if (event.target === projects) {
      event.changes.keys.forEach((change, id) => (change.action === 'delete' ? removed : touched).add(id));
    } else if (typeof event.path[0] === 'string') {
      touched.add(event.path[0]);
    }
  }
  const updated = [...touched]
    .filter((id) => projects.has(id))
    .map((id) => projectFromDoc(doc, id))
    .filter((project): project is DocProject => project !== null);
  const removals = [...removed]
    .filter((id) => !projects.has(id))
    .map((id) => {
      const deletion = readDeletion(deletionsMap(doc).get(id));
      return { id, deletedBy: deletion?.deletedBy ?? '', deletedAt: deletion?.deletedAt ?? '' };
    });
  const authors = new Set([...updated.map((p) => p.lastUpdatedBy), ...removals.map((r) => r.deletedBy)]);
  authors.delete('');
  const kinds: Record<string, HistoryKind> = {};
  for (const { id } of updated) {
    const kind = projects.get(id)?.get(LAST_CHANGE_KEY);
    if (kind !== 'deleted' && (HISTORY_KINDS as readonly unknown[]).includes(kind)) kinds[id] = kind as HistoryKind;
  }
  return { updated, removed: removals, authors: [...authors], kinds };
}
