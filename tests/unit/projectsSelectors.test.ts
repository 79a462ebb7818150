import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { projectUpdated, searchQueryChanged, type ProjectsState } from '../../src/features/projects/projectsSlice';
import {
  selectFilteredProjects,
  selectOwnerOptions,
  selectProjectTotals,
} from '../../src/features/projects/projectsSelectors';
import type { Project, ProjectStatus } from '../../src/features/projects/model/types';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { aProject } from '../support/projects';

const project = (id: string, status: ProjectStatus, owners: string[], extra: Partial<Project> = {}): Project =>
  aProject(id, { description: 'd', status, owners, ...extra });

const items = [
  project('a', 'Live', ['Maya Chen']),
  project('b', 'Idea', ['Sam Okafor', 'Alex Rivera']),
  project('c', 'Live', ['Alex Rivera']),
  project('d', 'Paused', ['Sam Okafor']),
];

const stateWith = (projects: Partial<ProjectsState>) =>
  makeStore({
    preloadedState: { projects: { items, filters: { ...DEFAULT_VIEW }, ...projects } },
  }).getState();

describe('selectFilteredProjects', () => {
  it.each([
    ['all', 'all', ['a', 'b', 'c', 'd']],
    ['Live', 'all', ['a', 'c']],
    ['all', 'Alex Rivera', ['b', 'c']],
    ['Live', 'Alex Rivera', ['c']],
    ['Idea', 'Maya Chen', []],
    ['Monetized', 'all', []],
  ] as const)('status %s and owner %s shows %j', (status, owner, expected) => {
    const state = stateWith({ filters: { ...DEFAULT_VIEW, status, owner } });
    expect(selectFilteredProjects(state).map((item) => item.id)).toEqual(expected);
  });

  it('is memoized: the same state gives the same array', () => {
    const state = stateWith({ filters: { ...DEFAULT_VIEW, status: 'Live' } });
    expect(selectFilteredProjects(state)).toBe(selectFilteredProjects(state));
  });

  it('gives the same array while typing keeps the same projects, and a new one when they change', () => {
    const named = [
      project('g', 'Live', ['Maya Chen'], { name: 'GrowthPulse' }),
      project('f', 'Idea', ['Sam Okafor'], { name: 'FlowDesk' }),
    ];
    const store = makeStore({ preloadedState: { projects: { items: named, filters: { ...DEFAULT_VIEW } } } });
    store.dispatch(searchQueryChanged('gro'));
    const typed = selectFilteredProjects(store.getState());
    store.dispatch(searchQueryChanged('growth'));
    expect(selectFilteredProjects(store.getState())).toBe(typed);
    store.dispatch(searchQueryChanged('f'));
    expect(selectFilteredProjects(store.getState()).map(({ name }) => name)).toEqual(['FlowDesk']);
    store.dispatch(searchQueryChanged('growth'));
    store.dispatch(projectUpdated('g', { revenue: 42 }));
    const edited = selectFilteredProjects(store.getState());
    expect(edited).not.toBe(typed);
    expect(edited[0].revenue).toBe(42);
  });
});

describe('selectOwnerOptions', () => {
  it('lists each owner found in the projects once, A to Z', () => {
    expect(selectOwnerOptions(stateWith({}))).toEqual(['Alex Rivera', 'Maya Chen', 'Sam Okafor']);
  });

  it('is empty without projects', () => {
    expect(selectOwnerOptions(stateWith({ items: [] }))).toEqual([]);
  });

  it('gives the same list after an edit that keeps the owners, and a new one when they change', () => {
    const moveB = (status: ProjectStatus) => items.map((each) => (each.id === 'b' ? { ...each, status } : each));
    const before = selectOwnerOptions(stateWith({ items: moveB('Live') }));
    expect(selectOwnerOptions(stateWith({ items: moveB('Paused') }))).toBe(before);
    const renamed = items.map((each) => (each.id === 'a' ? { ...each, owners: ['Kim Lee'] } : each));
    expect(selectOwnerOptions(stateWith({ items: renamed }))).toEqual(['Alex Rivera', 'Kim Lee', 'Sam Okafor']);
  });
});

describe('selectProjectTotals', () => {
  it('reads 3 · 1 · 2500 · 150 for the seed lab', () => {
    expect(selectProjectTotals(makeStore().getState())).toEqual({ count: 3, live: 1, revenue: 2500, subscribers: 150 });
  });

  it('counts missing or broken numbers as 0 and ignores the filters', () => {
    const broken = [
      project('x', 'Live', ['Maya Chen'], { revenue: 100.5, subscribers: 3 }),
      { ...project('y', 'Idea', ['Maya Chen']), revenue: undefined, subscribers: Number.NaN } as unknown as Project,
    ];
    const state = stateWith({ items: broken, filters: { ...DEFAULT_VIEW, status: 'Paused' } });
    expect(selectProjectTotals(state)).toEqual({ count: 2, live: 1, revenue: 100.5, subscribers: 3 });
  });
});
