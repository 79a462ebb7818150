import type { Project } from '../types';
import type { ImportSource } from './backupFile';

export type ImportMode = 'merge' | 'replace';

/** What a CSV row carries; ids, creation dates, links and notes are not in the export. */
const CSV_FIELDS = ['name', 'description', 'status', 'owners', 'revenue', 'subscribers', 'lastUpdated'] as const;

/** The id itself when it is free, or the next free one after it. */
export const freeId = (id: string, taken: ReadonlySet<string>) => {
  let candidate = id;
  for (let n = 1; taken.has(candidate); n += 1) candidate = /^\d+$/.test(id) ? String(Number(id) + n) : `${id}-${n}`;
  return candidate;
};

/**
 * Replace: the imported list, as is. Merge: matched by id, the newer lastUpdated
 * wins, and unmatched projects are added. CSV rows have no ids, so they are matched
 * by name, and only the fields a CSV carries are taken from them.
 */
export function mergeProjects(
  existing: readonly Project[],
  incoming: readonly Project[],
  mode: ImportMode,
  source: ImportSource = 'json',
): Project[] {
  if (mode === 'replace') return [...incoming];
  const keyOf = (project: Project) => (source === 'csv' ? `name:${project.name}` : `id:${project.id}`);
  const merged = [...existing];
  const indexByKey = new Map(merged.map((project, index) => [keyOf(project), index]));
  const ids = new Set(merged.map((project) => project.id));

  for (const project of incoming) {
    const index = indexByKey.get(keyOf(project));
    if (index === undefined) {
      const id = freeId(project.id, ids);
      ids.add(id);
      indexByKey.set(keyOf(project), merged.push({ ...project, id }) - 1);
      continue;
    }
    const current = merged[index];
    if (Date.parse(project.lastUpdated) <= Date.parse(current.lastUpdated)) continue;
    merged[index] =
      source === 'csv'
        ? { ...current, ...Object.fromEntries(CSV_FIELDS.map((field) => [field, project[field]])) }
        : project;
  }
  return merged;
}
