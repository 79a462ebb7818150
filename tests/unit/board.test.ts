import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { selectBoardColumns } from '../../src/features/projects/board/boardColumns';
import { columnLabel, toColumns } from '../../src/features/projects/board/toColumns';
import { createAnnouncements } from '../../src/features/projects/board/boardDnd';
import { DEFAULT_VIEW, parseView, viewToSearch } from '../../src/features/projects/model/view';
import { moveProject, projectMoved } from '../../src/features/projects/move/moveProject';
import { selectProjects } from '../../src/features/projects/projectsSelectors';
import {
  filtersCleared,
  layoutChanged,
  ownerFilterChanged,
  searchQueryChanged,
  statusFilterChanged,
} from '../../src/features/projects/projectsSlice';
import type { Project } from '../../src/features/projects/model/types';
import { aProject } from '../support/projects';

const items: Project[] = [
  aProject('1', {
    name: 'Anvil',
    status: 'Live',
    revenue: 1200,
    owners: ['Maya Chen'],
    lastUpdated: '2026-03-03T00:00:00.000Z',
  }),
  aProject('2', { name: 'Bellows', status: 'Idea', owners: ['Sam Okafor'], lastUpdated: '2026-03-02T00:00:00.000Z' }),
  aProject('3', {
    name: 'Crucible',
    status: 'Live',
    revenue: 300,
    owners: ['Sam Okafor'],
    lastUpdated: '2026-03-04T00:00:00.000Z',
  }),
];

const storeWith = (projects = items) =>
  makeStore({ preloadedState: { projects: { items: projects, filters: { ...DEFAULT_VIEW } } } });

const summary = (store: ReturnType<typeof storeWith>) =>
  selectBoardColumns(store.getState()).map(({ status, projects, revenue }) => [
    status,
    projects.map((project) => project.name),
    revenue,
  ]);

describe('the board columns', () => {
  it('are the five statuses in order, each with its projects in the sort order and its revenue', () => {
    expect(summary(storeWith())).toEqual([
      ['Idea', ['Bellows'], 0],
      ['In Dev', [], 0],
      ['Live', ['Crucible', 'Anvil'], 1500],
      ['Monetized', [], 0],
      ['Paused', [], 0],
    ]);
  });

  it('follow the owner filter and the search, and a status filter leaves its column only', () => {
    const store = storeWith();
    store.dispatch(ownerFilterChanged('Sam Okafor'));
    expect(summary(store).filter(([, names]) => (names as string[]).length > 0)).toEqual([
      ['Idea', ['Bellows'], 0],
      ['Live', ['Crucible'], 300],
    ]);
    store.dispatch(searchQueryChanged('bell'));
    expect(summary(store)[2]).toEqual(['Live', [], 0]);
    store.dispatch(filtersCleared());
    store.dispatch(statusFilterChanged('Live'));
    expect(summary(store)).toEqual([['Live', ['Crucible', 'Anvil'], 1500]]);
  });

  it('are the same object until the projects or the view change (memoized)', () => {
    const store = storeWith();
    expect(selectBoardColumns(store.getState())).toBe(selectBoardColumns(store.getState()));
  });

  it('count no revenue that is not a number', () => {
    const odd = { ...items[0], revenue: Number.NaN };
    expect(toColumns([odd], 'all')[2].revenue).toBe(0);
  });

  it('are named by status and count', () => {
    expect(columnLabel('Live', 3)).toBe('Live, 3 projects');
    expect(columnLabel('Idea', 1)).toBe('Idea, 1 project');
    expect(columnLabel('Paused', 0)).toBe('Paused, 0 projects');
  });
});

describe('moveProject', () => {
  it('changes the status, refreshes lastUpdated, and records the move', () => {
    const store = storeWith();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState().projects.items));
    expect(store.dispatch(moveProject('2', 'In Dev'))).toBe(true);
    const moved = selectProjects(store.getState()).find((project) => project.id === '2')!;
    expect(moved.status).toBe('In Dev');
    expect(moved.lastUpdated > items[1].lastUpdated).toBe(true);
    expect(summary(store)[1]).toEqual(['In Dev', ['Bellows'], 0]);
  });

  it('onto the same status, or of an unknown project, changes nothing', () => {
    const store = storeWith();
    const before = store.getState().projects.items;
    expect(store.dispatch(moveProject('2', 'Idea'))).toBe(false);
    expect(store.dispatch(moveProject('nope', 'Live'))).toBe(false);
    expect(store.getState().projects.items).toBe(before);
  });

  it('names the project and both statuses in its event', () => {
    expect(projectMoved({ id: '2', name: 'Bellows', from: 'Idea', to: 'Live' }).type).toBe('projects/projectMoved');
  });
});

describe('the View in the address', () => {
  it('writes view=board next to the other settings and reads it back', () => {
    const view = { ...DEFAULT_VIEW, status: 'Live' as const, layout: 'board' as const };
    expect(viewToSearch(view)).toBe('status=Live&view=board');
    expect(parseView(new URLSearchParams('status=Live&view=board'))).toEqual(view);
  });

  it('falls back to Cards for an unknown value', () => {
    expect(parseView(new URLSearchParams('view=kanban')).layout).toBe('cards');
    expect(parseView(new URLSearchParams('view=Board')).layout).toBe('cards');
  });

  it('keeps the layout when the filters are cleared', () => {
    const store = storeWith();
    store.dispatch(layoutChanged('board'));
    store.dispatch(statusFilterChanged('Live'));
    store.dispatch(filtersCleared());
    expect(store.getState().projects.filters).toEqual({ ...DEFAULT_VIEW, layout: 'board' });
  });
});

describe('the move announcements', () => {
  const active = { id: '2', data: { current: { name: 'Bellows', status: 'Idea' } } } as never;
  const over = (id: string) => ({ id }) as never;
  it('say each step in the words of the issue', () => {
    const announcements = createAnnouncements();
    expect(announcements.onDragStart({ active })).toBe('Picked up Bellows. Current status: Idea.');
    expect(announcements.onDragOver({ active, over: over('Live') })).toBe('Bellows over Live.');
    expect(announcements.onDragEnd({ active, over: over('Live') })).toBe('Bellows moved to Live.');
    expect(announcements.onDragCancel({ active, over: null })).toBe('Move cancelled. Bellows stays in Idea.');
  });

  it('do not announce the own column at pick-up, only once the card comes back to it', () => {
    const announcements = createAnnouncements();
    announcements.onDragStart({ active });
    expect(announcements.onDragOver({ active, over: over('Idea') })).toBeUndefined();
    expect(announcements.onDragOver({ active, over: over('In Dev') })).toBe('Bellows over In Dev.');
    expect(announcements.onDragOver({ active, over: over('Idea') })).toBe('Bellows over Idea.');
  });

  it('say the card stays when it is dropped outside every column or on its own', () => {
    const announcements = createAnnouncements();
    expect(announcements.onDragEnd({ active, over: null })).toBe('Move cancelled. Bellows stays in Idea.');
    expect(announcements.onDragEnd({ active, over: over('Idea') })).toBe('Move cancelled. Bellows stays in Idea.');
  });
});
