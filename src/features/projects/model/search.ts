import type { Project } from './types';

/** Lower case without accents, so "resume" finds "Résumé" and "MAYA" finds "Maya". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// Immer keeps an unchanged project's object, so after an edit only that project is normalized again.
const cache = new WeakMap<Project, string>();

/** Everything a search looks in: name, description, notes and owners. */
export function searchTextOf(project: Project): string {
  let text = cache.get(project);
  if (text === undefined) {
    const owners = Array.isArray(project.owners) ? project.owners.join('\n') : '';
    text = normalizeSearch([project.name, project.description, project.notes, owners].join('\n'));
    cache.set(project, text);
  }
  return text;
}

/** Every word of the query must appear somewhere in the project's text. */
export function matchesSearch(searchText: string, normalizedQuery: string): boolean {
  return normalizedQuery
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => searchText.includes(word));
}
