import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ownerFilterChanged,
  projectAdded,
  projectDeleted,
  projectsSlice,
  projectUpdated,
  statusFilterChanged,
} from '../../src/features/projects/projectsSlice';
import { currentMonth } from '../../src/features/projects/figures/months';
import { toCount } from '../../src/features/projects/model/projectRecord';
import type { ProjectInput } from '../../src/features/projects/model/types';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';

const reducer = projectsSlice.reducer;

const input = (overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  name: 'Ember CLI',
  description: 'A command line for the lab.',
  owners: ['Maya Chen'],
  revenue: 10,
  subscribers: 2,
  githubUrl: '',
  liveUrl: '',
  notes: '',
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('projectsSlice initial state', () => {
  it('is the seed lab with no filters', () => {
    const state = reducer(undefined, { type: 'unknown' });
    expect(state.filters).toEqual({
      range: '12',
      status: 'all',
      owner: 'all',
      query: '',
      sort: 'updated',
      layout: 'cards',
      attention: false,
    });
    expect(state.items.map(({ id, name, status }) => ({ id, name, status }))).toEqual([
      { id: '1', name: 'AutoFlow Engine', status: 'In Dev' },
      { id: '2', name: 'GrowthPulse', status: 'Live' },
      { id: '3', name: 'CodeMentor AI', status: 'Idea' },
    ]);
  });

  it('dates the seed 7, 30 and 14 days back, with lastUpdated equal to createdAt', () => {
    vi.useFakeTimers({ now: new Date('2026-06-30T12:00:00.000Z') });
    const { items } = reducer(undefined, { type: 'unknown' });
    const ages = items.map((item) => (Date.now() - Date.parse(item.createdAt)) / 86_400_000);
    expect(ages).toEqual([7, 30, 14]);
    for (const item of items) expect(item.lastUpdated).toBe(item.createdAt);
    expect(items[0].owners).toHaveLength(2);
    expect(items[1]).toMatchObject({ revenue: 2500, subscribers: 150 });
    expect(items[2].owners).toHaveLength(1);
  });
});

describe('projectAdded', () => {
  it('sets the id from the clock, both dates, and defaults the status to Idea', () => {
    // Later than any other clock in this file: ids never go back (the last one issued is kept),
    // so after a test that issued a later id, this one would be bumped past it.
    vi.useFakeTimers({ now: new Date('2031-07-01T09:30:00.000Z') });
    const action = projectAdded(input());
    expect(action.type).toBe('projects/projectAdded');
    expect(action.payload).toMatchObject({
      id: String(Date.parse('2031-07-01T09:30:00.000Z')),
      status: 'Idea',
      createdAt: '2031-07-01T09:30:00.000Z',
      lastUpdated: '2031-07-01T09:30:00.000Z',
    });
    const state = reducer({ items: [], filters: { ...DEFAULT_VIEW } }, action);
    expect(state.items).toEqual([action.payload]);
  });

  it('never issues the same id twice, even within one millisecond', () => {
    vi.useFakeTimers({ now: new Date('2026-07-02T00:00:00.000Z') });
    let state = reducer({ items: [], filters: { ...DEFAULT_VIEW } }, { type: 'unknown' });
    for (let index = 0; index < 3; index += 1) state = reducer(state, projectAdded(input({ name: `P${index}` })));
    expect(new Set(state.items.map((item) => item.id)).size).toBe(3);
  });

  it('does not collide with a stored project that already has the clock id', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
    const action = projectAdded(input());
    const existing = { ...action.payload, name: 'Stored' };
    const state = reducer({ items: [existing], filters: { ...DEFAULT_VIEW } }, action);
    expect(state.items.map((item) => item.id)).toEqual([existing.id, String(Number(existing.id) + 1)]);
  });

  it.each([
    ['non-numeric text', 'abc', 0],
    ['a negative number', -5, 0],
    ['empty text', '', 0],
    ['numeric text', '1250.5', 1250.5],
    ['NaN', Number.NaN, 0],
    ['Infinity', Number.POSITIVE_INFINITY, 0],
  ])('coerces %s to a count', (_case, raw, expected) => {
    const { payload } = projectAdded(input({ revenue: raw, subscribers: raw }));
    expect(payload.revenue).toBe(expected);
    expect(payload.subscribers).toBe(expected);
    expect(toCount(raw)).toBe(expected);
  });
});

describe('projectUpdated and projectDeleted', () => {
  it('merges the changes, refreshes lastUpdated and records the month’s figure', () => {
    const seeded = reducer(undefined, { type: 'unknown' });
    const now = new Date('2027-03-04T05:06:07.000Z');
    vi.useFakeTimers({ now });
    const state = reducer(seeded, projectUpdated('2', { status: 'Monetized', revenue: '9000' }));
    const updated = state.items.find((item) => item.id === '2');
    const before = seeded.items.find((item) => item.id === '2')!;
    const figures = { ...before.figures, [currentMonth(now)]: { revenue: 9000, subscribers: 150 } };
    expect(updated).toEqual({ ...before, status: 'Monetized', revenue: 9000, lastUpdated: now.toISOString(), figures });
  });

  it('leaves the figures as they are when neither amount changes', () => {
    const seeded = reducer(undefined, { type: 'unknown' });
    const state = reducer(seeded, projectUpdated('2', { name: 'Pulse' }));
    expect(state.items[1].figures).toBe(seeded.items[1].figures);
  });

  it('ignores an update for an unknown id', () => {
    const seeded = reducer(undefined, { type: 'unknown' });
    expect(reducer(seeded, projectUpdated('missing', { name: 'X' }))).toEqual(seeded);
  });

  it('removes the project with the given id', () => {
    const seeded = reducer(undefined, { type: 'unknown' });
    const state = reducer(seeded, projectDeleted('1'));
    expect(state.items.map((item) => item.id)).toEqual(['2', '3']);
  });
});

describe('filter changes', () => {
  it('records the status and owner filters', () => {
    let state = reducer(undefined, statusFilterChanged('Live'));
    state = reducer(state, ownerFilterChanged('Maya Chen'));
    expect(state.filters).toEqual({ ...DEFAULT_VIEW, status: 'Live', owner: 'Maya Chen' });
    expect(reducer(state, statusFilterChanged('all')).filters.status).toBe('all');
  });
});
