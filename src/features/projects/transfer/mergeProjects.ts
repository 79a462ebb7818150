import { sameFigures } from '../../../../contract/figures';
import { mergeFigures } from '../figures/series';
import { freeId } from '../model/ids';
import type { Project } from '../model/types';
import { CSV_FIELDS } from './csv';
import type { ImportSource } from './importPreview';

export type ImportMode = 'merge' | 'replace';

/**
 * Replace: the imported list, as is. Merge: matched by id, the newer lastUpdated
 * wins, and unmatched projects are added; the monthly figures keep the months of both
 * sides (the newer side's value where both have one). CSV rows have no ids, so they are
 * matched by name, and only the fields a CSV carries are taken from them.
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
    if (Date.parse(project.lastUpdated) <= Date.parse(current.lastUpdated)) {
      const figures = source === 'json' ? mergeFigures(current.figures, project.figures) : current.figures;
      if (!sameFigures(figures, current.figures)) merged[index] = { ...current, figures };
      continue;
    }
    // A CSV row carries no author: whoever imported it (if known) changed the project last.
    const author = project.lastUpdatedBy ? { lastUpdatedBy: project.lastUpdatedBy } : {};
    merged[index] =
      source === 'csv'
        ? {
            ...current,
            // A file from before the next-step columns leaves the next step as it is.
            ...Object.fromEntries(
              CSV_FIELDS.filter((field) => project[field] !== undefined).map((field) => [field, project[field]]),
            ),
            ...author,
          }
        : { ...project, figures: mergeFigures(project.figures, current.figures) };
  }
  return merged;
}
