import * as Y from 'yjs';
import { figuresFromEntries } from '../../../../contract/figures';
import { decodeProject } from '../../projects';
import { projectsMap, type DocProject, type ProjectMap } from './layout';
import { isoNow } from '../../../shared/lib/now';

/**
 * Reads one project's map by the project-record rule (the same repairs as stored data and imports:
 * numbers from text, unknown statuses to Idea, dates to ISO, figures from its months' keys). The
 * map's key is the id. Returns
 * null when there is no name to show.
 */
export function projectFromMap(id: string, map: ProjectMap, now: string = isoNow()): DocProject | null {
  if (!(map instanceof Y.Map)) return null;
  // The months are keys of their own in the doc (contract/figures.ts); a lab from before them has none.
  const decoded = decodeProject({ ...map.toJSON(), figures: figuresFromEntries(map.entries()) }, now, id);
  if (!decoded) return null;
  const lastUpdatedBy = map.get('lastUpdatedBy');
  return { ...decoded.project, id, lastUpdatedBy: typeof lastUpdatedBy === 'string' ? lastUpdatedBy : '' };
}

export function projectFromDoc(doc: Y.Doc, id: string): DocProject | null {
  const map = projectsMap(doc).get(id);
  return map ? projectFromMap(id, map) : null;
}

const byCreation = (a: DocProject, b: DocProject) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Every readable project in the doc, in the order they were created (the same on every device;
 * entries with no name are left out).
 */
export function projectsFromDoc(doc: Y.Doc): DocProject[] {
  const now = isoNow();
  const projects: DocProject[] = [];
  projectsMap(doc).forEach((map, id) => {
    const project = projectFromMap(id, map, now);
    if (project) projects.push(project);
  });
  return projects.sort(byCreation);
}
