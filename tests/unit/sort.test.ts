import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { selectFilteredProjects } from '../../src/features/projects/projectsSelectors';
import { sortChanged } from '../../src/features/projects/projectsSlice';
import { DEFAULT_SORT, SORT_OPTIONS, sortProjects, type SortKey } from '../../src/features/projects/model/sort';
import type { Project } from '../../src/features/projects/model/types';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { withFigures } from '../support/projects';

const project = (
  id: string,
  name: string,
  createdDay: number,
  updatedDay: number,
  revenue: number,
  subscribers: number,
): Project =>
  withFigures({
    id,
    name,
    description: '',
    status: 'Live',
    owners: ['Maya Chen'],
    revenue,
    subscribers,
    githubUrl: '',
    liveUrl: '',
    notes: '',
    createdAt: `2026-01-${String(createdDay).padStart(2, '0')}T00:00:00.000Z`,
    lastUpdated: `2026-02-${String(updatedDay).padStart(2, '0')}T00:00:00.000Z`,
  });

// Lab order: a b c d. Each sort below gives a different order.
const items = [
  project('a', 'beta', 2, 9, 500, 10),
  project('b', 'Alpha', 4, 1, 100, 40),
  project('c', 'gamma', 1, 20, 900, 5),
  project('d', 'Éclair', 3, 5, 100, 20),
];

const sorted = (sort: SortKey) => {
  const store = makeStore({ preloadedState: { projects: { items, filters: { ...DEFAULT_VIEW } } } });
  store.dispatch(sortChanged(sort));
  return selectFilteredProjects(store.getState()).map((item) => item.id);
};

describe('sort orders', () => {
  it.each<[SortKey, string[]]>([
    ['lab', ['a', 'b', 'c', 'd']],
    ['updated', ['c', 'a', 'd', 'b']],
    ['newest', ['b', 'd', 'a', 'c']],
    ['name', ['b', 'a', 'd', 'c']],
    ['revenue', ['c', 'a', 'b', 'd']],
    ['subscribers', ['b', 'd', 'a', 'c']],
  ])('%s gives %j', (sort, expected) => {
    expect(sorted(sort)).toEqual(expected);
  });

  it('offers the five orders the founders asked for, Recently updated first as the default, plus lab order', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Recently updated',
      'Newest',
      'Name A–Z',
      'Revenue',
      'Subscribers',
      'Lab order',
    ]);
    expect(DEFAULT_SORT).toBe('updated');
  });

  it('does not reorder the stored list and puts unreadable dates last', () => {
    const broken = [...items, { ...items[0], id: 'x', lastUpdated: 'not a date' }];
    const copy = structuredClone(broken);
    expect(sortProjects(broken, 'updated').map((item) => item.id)).toEqual(['c', 'a', 'd', 'b', 'x']);
    expect(broken).toEqual(copy);
  });

  it('orders an edited project by its new dates, with the others as before', () => {
    expect(sortProjects(items, 'updated').map((item) => item.id)).toEqual(['c', 'a', 'd', 'b']);
    const edited = items.map((item) =>
      item.id === 'b'
        ? { ...item, lastUpdated: '2026-03-01T00:00:00.000Z', createdAt: '2025-12-01T00:00:00.000Z' }
        : item,
    );
    expect(sortProjects(edited, 'updated').map((item) => item.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(sortProjects(edited, 'newest').map((item) => item.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortProjects(items, 'updated').map((item) => item.id)).toEqual(['c', 'a', 'd', 'b']);
  });
});
