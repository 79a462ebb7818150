import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { createPersistence } from '../../src/app/persistence';
import { projectAdded, projectsImported, projectUpdated } from '../../src/features/projects/projectsSlice';
import { buildBackup, parseBackupJson } from '../../src/features/projects/transfer/backupFile';
import { parseProjectsCsv } from '../../src/features/projects/transfer/csvImport';
import { buildProjectsCsv } from '../../src/features/projects/transfer/csv';
import { FOUNDERS } from '../../contract/founders';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { aProject } from '../support/projects';

const NOW = '2026-05-05T10:00:00.000Z';
const [alex, , maya] = FOUNDERS;

function labFor(user: (typeof FOUNDERS)[number] | null, items = [aProject('1', { lastUpdatedBy: 'Sam Okafor' })]) {
  return makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: {
      auth: { token: user ? 'forge-lab-token-1' : null, user, loginPending: false },
      projects: { items, filters: { ...DEFAULT_VIEW } },
    },
  });
}

const input = { name: 'Anvil', description: 'd', owners: ['Maya Chen'], revenue: 0, subscribers: 0 };
const links = { githubUrl: '', liveUrl: '', notes: '' };

describe('who changed a project last', () => {
  it('is the signed-in founder on an add, and the action says so', () => {
    const store = labFor(maya);
    const action = store.dispatch(projectAdded({ ...input, ...links }));
    expect(store.getState().projects.items.at(-1)).toMatchObject({ name: 'Anvil', lastUpdatedBy: 'Maya Chen' });
    // dispatch returns what reached the reducer: the stamped event, as Redux DevTools shows it.
    expect(action.payload.lastUpdatedBy).toBe('Maya Chen');
  });

  it('becomes the founder who edits, replacing the previous one', () => {
    const store = labFor(alex);
    store.dispatch(projectUpdated('1', { notes: 'n' }));
    expect(store.getState().projects.items[0]).toMatchObject({ notes: 'n', lastUpdatedBy: 'Alex Rivera' });
  });

  it('is dropped by an edit from nobody signed in, rather than left naming someone else', () => {
    const store = labFor(null);
    store.dispatch(projectUpdated('1', { notes: 'n' }));
    expect(store.getState().projects.items[0].lastUpdatedBy).toBeUndefined();
  });

  it('is the importer for rows merged from a CSV, and the backup’s own for a JSON restore', () => {
    const store = labFor(maya, [aProject('1', { lastUpdatedBy: 'Sam Okafor' }), aProject('2')]);
    const newer = '2026-02-01T00:00:00.000Z';
    store.dispatch(
      projectsImported({
        projects: [aProject('1', { notes: 'from file', lastUpdated: newer, lastUpdatedBy: 'Sam Okafor' })],
        mode: 'merge',
        source: 'json',
      }),
    );
    const csv = parseProjectsCsv(buildProjectsCsv([aProject('2', { revenue: 9, lastUpdated: newer })]), NOW);
    store.dispatch(projectsImported({ projects: csv.projects, mode: 'merge', source: 'csv' }));
    expect(store.getState().projects.items.map((p) => [p.id, p.notes, p.lastUpdatedBy])).toEqual([
      ['1', 'from file', 'Sam Okafor'],
      ['2', '', 'Maya Chen'],
    ]);
    expect(store.getState().projects.items[1].revenue).toBe(9);
  });

  it('travels in a JSON backup and comes back from it', () => {
    const project = aProject('7', { lastUpdatedBy: 'Maya Chen' });
    const backup = buildBackup([project, aProject('8')]);
    expect(JSON.parse(backup).projects[0].lastUpdatedBy).toBe('Maya Chen');
    expect(parseBackupJson(backup, NOW).projects).toEqual([project, aProject('8')]);
  });

  it('is not part of the CSV, whose columns stay the spec’s seven and then the next step', () => {
    const csv = buildProjectsCsv([aProject('7', { lastUpdatedBy: 'Maya Chen' })]);
    expect(csv).not.toContain('Maya Chen');
    expect(csv.split('\n')[0]).toBe(
      '\uFEFF"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated","Next step","Due"',
    );
  });
});
