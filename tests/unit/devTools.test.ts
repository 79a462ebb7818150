import { describe, expect, it } from 'vitest';
import { actionSanitizer, stateSanitizer } from '../../src/app/devTools';
import { aProject } from '../support/projects';

const lab = (size: number) => Array.from({ length: size }, (_, index) => aProject(String(index + 1)));

describe('what Redux DevTools is given', () => {
  it('shows a large lab as its first 50 projects and a count, and a small one as it is', () => {
    const large = { projects: { items: lab(5000), filters: {} }, auth: {} };
    expect(stateSanitizer(large).projects.items).toEqual({ count: 5000, first50: large.projects.items.slice(0, 50) });
    const small = { projects: { items: lab(12), filters: {} } };
    expect(stateSanitizer(small)).toBe(small);
  });

  it('shortens a large import’s projects and history, and leaves other actions alone', () => {
    const imported = {
      type: 'projects/projectsImported',
      payload: { projects: lab(300), mode: 'replace', source: 'backup', history: [] },
    };
    expect(actionSanitizer(imported).payload).toMatchObject({ projects: { count: 300 }, history: [] });
    const rehydrated = { type: 'persist/REHYDRATE', key: 'projects', payload: { items: lab(80) } };
    expect(actionSanitizer(rehydrated).payload).toEqual({
      items: { count: 80, first50: rehydrated.payload.items.slice(0, 50) },
    });
    const filter = { type: 'projects/statusFilterChanged', payload: 'Live' };
    expect(actionSanitizer(filter)).toBe(filter);
  });
});
