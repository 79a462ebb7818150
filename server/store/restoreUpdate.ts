import * as Y from 'yjs';
import { projectProblem, type Deletion } from '../../contract/labDocument.js';
import { labRoots } from './labShape.js';

export type ProjectFields = Record<string, unknown>;

export type RestoreSummary = { setBack: number; broughtBack: number; removed: number };

/**
 * The projects a stored state holds (id → fields), leaving out any that break the lab's rules, so a
 * quarantined snapshot can still give back its good projects. Throws when the bytes are no Yjs update.
 */
export function projectsIn(state: Uint8Array): { projects: Map<string, ProjectFields>; skipped: number } {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
    const projects = new Map<string, ProjectFields>();
    let skipped = 0;
    labRoots(doc).projects.forEach((value, id) => {
      const fields: ProjectFields | null = value instanceof Y.Map ? value.toJSON() : null;
      if (fields && !projectProblem(id, fields)) projects.set(id, fields);
      else skipped += 1;
    });
    return { projects, skipped };
  } finally {
    doc.destroy();
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes only what differs: a field written with its value unchanged would still win over a founder's edit. */
function setFields(map: Y.Map<unknown>, fields: ProjectFields): boolean {
  let changed = false;
  for (const [field, value] of Object.entries(fields)) {
    if (same(map.get(field), value)) continue;
    map.set(field, Array.isArray(value) ? [...(value as unknown[])] : value);
    changed = true;
  }
  for (const field of [...map.keys()]) {
    if (Object.hasOwn(fields, field)) continue;
    map.delete(field);
    changed = true;
  }
  return changed;
}

/**
 * One Yjs update that, applied on top of the current lab, makes its projects those of `target`:
 * each project of then gets its fields of then (one deleted since is created again and its
 * deletion record removed, as the browser does when a project is added back), and each project
 * added since is deleted with a deletion record naming `by`, holding the version it removes, so a
 * founder who edited that version meanwhile is told the edit lost to the restore. A new change
 * on top of the history every browser holds: no browser brings back what it removes, or removes
 * what it brings back, when it syncs. Null when the lab already is as it was.
 */
export function restoreUpdate(current: Uint8Array, target: ReadonlyMap<string, ProjectFields>, by: string, now: Date) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, current);
  const { projects, deletions } = labRoots(doc);
  const summary: RestoreSummary = { setBack: 0, broughtBack: 0, removed: 0 };
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  doc.transact(() => {
    for (const [id, fields] of target) {
      const existing = projects.get(id);
      if (existing instanceof Y.Map) {
        if (setFields(existing, fields)) summary.setBack += 1;
      } else {
        setFields(projects.set(id, new Y.Map<unknown>()), fields);
        summary.broughtBack += 1;
      }
      if (deletions.has(id)) deletions.delete(id);
    }
    for (const [id, value] of [...projects.entries()]) {
      if (target.has(id)) continue;
      const lastUpdated: unknown = value instanceof Y.Map ? value.get('lastUpdated') : undefined;
      const deletion: Deletion = {
        deletedBy: by,
        deletedAt: now.toISOString(),
        lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : '',
      };
      deletions.set(id, deletion);
      projects.delete(id);
      summary.removed += 1;
    }
  });
  doc.destroy();
  return { update: updates.length > 0 ? Y.mergeUpdates(updates) : null, summary };
}
