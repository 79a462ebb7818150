import { describe, expect, it } from 'vitest';
import { projectDeleted, projectRestored, projectsSlice } from '../../src/features/projects/projectsSlice';
import { buildSeedProjects } from '../../src/features/projects/model/seed';

const reducer = projectsSlice.reducer;

describe('undoing a delete', () => {
  it.each([0, 1, 2])('puts project %i back exactly: same id, dates, fields and place', (index) => {
    const start = reducer(undefined, { type: 'unknown' });
    const original = structuredClone(start.items);
    const project = start.items[index];
    const deleted = reducer(start, projectDeleted(project.id));
    expect(deleted.items).toHaveLength(2);
    const restored = reducer(deleted, projectRestored({ project, index }));
    expect(restored.items).toEqual(original);
  });

  it('restores into a list that changed meanwhile without losing anything', () => {
    const items = buildSeedProjects(Date.parse('2026-05-01T00:00:00.000Z'));
    const start = { ...reducer(undefined, { type: 'unknown' }), items };
    const [first, second] = items;
    let state = reducer(start, projectDeleted(second.id));
    state = reducer(state, projectDeleted(first.id));
    state = reducer(state, projectRestored({ project: second, index: 1 }));
    expect(state.items.map((item) => item.id)).toEqual(['3', '2']);
  });

  it('never duplicates a project that is still there', () => {
    const start = reducer(undefined, { type: 'unknown' });
    const again = reducer(start, projectRestored({ project: start.items[0], index: 2 }));
    expect(again.items).toEqual(start.items);
  });
});
