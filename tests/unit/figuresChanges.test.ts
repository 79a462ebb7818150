import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOUNDERS } from '../../contract/founders';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import { planRestore } from '../../src/features/history/model/restoreFields';
import { versionDiff } from '../../src/features/history/model/versionDiff';
import { buildFiguresCsv } from '../../src/features/projects/growth/figuresCsv';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import type { Project } from '../../src/features/projects/model/types';
import { monthFigureRemoved, monthFigureSaved, projectsImported } from '../../src/features/projects/projectsSlice';
import { parseBackupJson } from '../../src/features/projects/transfer/backupFile';
import { mergeProjects } from '../../src/features/projects/transfer/mergeProjects';
import { aProject } from '../support/projects';

const NOW = new Date('2026-11-15T12:00:00.000Z');
const f = (revenue: number, subscribers = 10) => ({ revenue, subscribers });
const pulse = aProject('2', {
  name: 'GrowthPulse',
  revenue: 2500,
  subscribers: 150,
  lastUpdated: '2026-11-02T10:00:00.000Z',
  figures: { '2026-09': f(1500), '2026-11': f(2500, 150) },
});

function lab(items: Project[] = [pulse]) {
  return makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: {
      auth: { token: 't', user: FOUNDERS[1], loginPending: false },
      projects: { items, filters: { ...DEFAULT_VIEW } },
    },
  });
}

afterEach(() => vi.useRealTimers());

describe('a month saved or removed in "Monthly figures"', () => {
  it('corrects a past month without changing the card, as a change of the project by its founder', () => {
    vi.useFakeTimers({ now: NOW });
    const store = lab();
    store.dispatch(monthFigureSaved('2', '2026-10', f(2000, 130)));
    const [project] = store.getState().projects.items;
    expect(project).toMatchObject({ revenue: 2500, subscribers: 150, lastUpdatedBy: 'Sam Okafor' });
    expect(project.lastUpdated).toBe(NOW.toISOString());
    expect(project.figures).toEqual({ '2026-09': f(1500), '2026-10': f(2000, 130), '2026-11': f(2500, 150) });
  });

  it('changes the card when it is the current month, as an edit would', () => {
    vi.useFakeTimers({ now: NOW });
    const store = lab();
    store.dispatch(monthFigureSaved('2', '2026-11', f(2700, 160)));
    expect(store.getState().projects.items[0]).toMatchObject({ revenue: 2700, subscribers: 160 });
  });

  it('removes a past month; the current month keeps the card’s values', () => {
    vi.useFakeTimers({ now: NOW });
    const store = lab([{ ...pulse, figures: { '2026-09': f(1500), '2026-10': f(2500, 150) } }]);
    store.dispatch(monthFigureRemoved('2', '2026-10'));
    expect(store.getState().projects.items[0].figures).toEqual({ '2026-09': f(1500), '2026-11': f(2500, 150) });
  });
});

describe('figures in backups and imports', () => {
  it('keep the months of both sides on a merge, the newer side’s value where both have one', () => {
    const older = {
      ...pulse,
      lastUpdated: '2026-10-01T00:00:00.000Z',
      figures: { '2026-07': f(900), '2026-09': f(1) },
    };
    const [merged] = mergeProjects([pulse], [older], 'merge', 'json');
    expect(merged.figures).toEqual({ '2026-07': f(900), '2026-09': f(1500), '2026-11': f(2500, 150) });
    const [incoming] = mergeProjects([older], [pulse], 'merge', 'json');
    expect(incoming.figures).toEqual(merged.figures);
  });

  it('record the current month for a CSV row that changes the amounts', () => {
    vi.useFakeTimers({ now: NOW });
    const store = lab();
    const row = { ...pulse, revenue: 3100, lastUpdated: NOW.toISOString() };
    store.dispatch(projectsImported({ projects: [row], mode: 'merge', source: 'csv' }));
    expect(store.getState().projects.items[0].figures['2026-11']).toEqual(f(3100, 150));
  });

  it('come from a version 2 backup as each project’s values in the month of its last update', () => {
    const backup = JSON.stringify({
      format: 'forge-lab-backup',
      version: 2,
      projects: [{ ...pulse, figures: undefined }],
    });
    const [project] = parseBackupJson(backup, NOW.toISOString()).projects;
    expect(project.figures).toEqual({ '2026-11': f(2500, 150) });
  });
});

describe('figures in the lab history', () => {
  it('say which months changed, leaving out the entry that only records the card’s new values', () => {
    const corrected = { ...pulse, figures: { ...pulse.figures, '2026-10': f(2000) } };
    expect(versionDiff(pulse, corrected)).toEqual([
      { field: 'figures:2026-10', label: 'Figures of Oct 2026', from: 'none', to: '$2,000, 10 subscribers' },
    ]);
    const edited = { ...pulse, revenue: 2600, figures: { ...pulse.figures, '2026-11': f(2600, 150) } };
    expect(versionDiff(pulse, edited).map((change) => change.label)).toEqual(['Revenue']);
  });

  it('come back with a restored version: its past months, and the months it did not have', () => {
    const version = { ...pulse, revenue: 1800, figures: { '2026-09': f(1200), '2026-11': f(1800) } };
    const current = { ...pulse, figures: { ...pulse.figures, '2026-08': f(800) } };
    const plan = planRestore(version, current, NOW.toISOString());
    expect(plan.fields.figures).toEqual({ '2026-08': f(800), '2026-09': f(1200), '2026-11': f(2500, 150) });
    expect(plan.fields.revenue).toBe(1800);
  });
});

describe('Export figures CSV', () => {
  it('has a row per project and month with an entry, every cell quoted, formulas neutralized', () => {
    const csv = buildFiguresCsv([{ ...pulse, name: '=HYPERLINK("x")' }]);
    expect(csv.split('\n')).toEqual([
      '\uFEFF"Project","Month","Revenue","Subscribers"',
      '"\'=HYPERLINK(""x"")","2026-09","1500","10"',
      '"\'=HYPERLINK(""x"")","2026-11","2500","150"',
    ]);
  });
});
