import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../src/app/store';
import { selectFilteredProjects } from '../../src/features/projects/projectsSelectors';
import { searchQueryChanged, statusFilterChanged } from '../../src/features/projects/projectsSlice';
import { matchesSearch, normalizeSearch, searchTextOf } from '../../src/features/projects/model/search';
import type { Project } from '../../src/features/projects/model/types';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { aProject } from '../support/projects';

const project = aProject;

const items = [
  project('1', { name: 'Café Atlas', status: 'Live', owners: ['Maya Chen'] }),
  project('2', { description: 'Tracks every RÉSUMÉ sent', owners: ['Sam Okafor'] }),
  project('3', { notes: 'Ask Zoë about pricing', owners: ['Alex Rivera'] }),
  project('4', { name: 'GrowthPulse', status: 'Live', owners: ['Alex Rivera', 'Maya Chen'] }),
];

const searchFor = (query: string, status: Project['status'] | 'all' = 'all') => {
  const store = makeStore({ preloadedState: { projects: { items, filters: { ...DEFAULT_VIEW } } } });
  store.dispatch(statusFilterChanged(status));
  store.dispatch(searchQueryChanged(query));
  return selectFilteredProjects(store.getState()).map((item) => item.id);
};

describe('normalizeSearch', () => {
  it('drops accents and case', () => {
    expect(normalizeSearch('Résumé ÉCOLE Zoë')).toBe('resume ecole zoe');
  });
});

describe('search', () => {
  it.each([
    ['cafe', ['1']],
    ['CAFÉ', ['1']],
    ['resume', ['2']],
    ['zoe', ['3']],
    ['pricing', ['3']],
    ['maya', ['1', '4']],
    ['alex rivera', ['3', '4']],
    ['growth maya', ['4']],
    ['  ', ['1', '2', '3', '4']],
    ['nothing like it', []],
  ])('"%s" finds %j in name, description, notes or owners', (query, expected) => {
    expect(searchFor(query)).toEqual(expected);
  });

  it('combines with the status filter', () => {
    expect(searchFor('maya', 'Live')).toEqual(['1', '4']);
    expect(searchFor('alex', 'Live')).toEqual(['4']);
    expect(searchFor('alex', 'Idea')).toEqual(['3']);
  });

  it('needs every word, wherever it is', () => {
    const text = searchTextOf(items[3]);
    expect(matchesSearch(text, 'pulse chen')).toBe(true);
    expect(matchesSearch(text, 'pulse okafor')).toBe(false);
  });

  it('normalizes each project once: a keystroke normalizes only the query', () => {
    const store = makeStore({ preloadedState: { projects: { items, filters: { ...DEFAULT_VIEW } } } });
    store.dispatch(searchQueryChanged('caf'));
    selectFilteredProjects(store.getState());
    const normalize = vi.spyOn(String.prototype, 'normalize');
    try {
      store.dispatch(searchQueryChanged('cafe'));
      expect(selectFilteredProjects(store.getState()).map((project) => project.id)).toEqual(['1']);
      expect(normalize).toHaveBeenCalledTimes(1);
    } finally {
      normalize.mockRestore();
    }
  });
});
