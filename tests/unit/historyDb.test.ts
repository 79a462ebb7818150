import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryKind, ProjectVersion } from '../../contract/history';
import { openHistoryDb, type HistoryNotice } from '../../src/features/history/database/openHistoryDb';
import type { Project } from '../../src/features/projects/model/types';
import { withFigures } from '../support/projects';

const record = (id: string, revenue = 0): Project =>
  withFigures({
    id,
    name: `Project ${id}`,
    description: 'About it',
    status: 'Idea',
    owners: ['Maya Chen'],
    revenue,
    subscribers: 0,
    githubUrl: '',
    liveUrl: '',
    notes: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    lastUpdated: '2026-11-01T00:00:00.000Z',
  });

let sequence = 0;
const version = (projectId: string, at: string, kind: HistoryKind = 'edited', revenue = 0): ProjectVersion => ({
  id: `${projectId}|${at}|${(sequence += 1)}`,
  projectId,
  kind,
  at,
  author: 'Maya Chen',
  project: record(projectId, revenue),
});

const minutes = (n: number) => new Date(Date.UTC(2026, 10, 20, 0, n)).toISOString();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the history database', () => {
  it('keeps versions by project, newest first, and pages Activity with the previous version', async () => {
    const db = (await openHistoryDb('test-history'))!;
    await db.add([
      version('a', minutes(1), 'added', 1),
      version('b', minutes(2), 'added'),
      version('a', minutes(3), 'edited', 2),
    ]);
    expect((await db.projectHistory('a')).map((v) => v.project.revenue)).toEqual([2, 1]);

    const first = await db.activity(undefined, 2);
    expect(first.entries.map((e) => [e.projectId, e.at])).toEqual([
      ['a', minutes(3)],
      ['b', minutes(2)],
    ]);
    expect(first.entries[0].previous?.revenue).toBe(1);
    expect(first.entries[1].previous).toBeNull();
    expect(first.nextBefore).not.toBeNull();
    const second = await db.activity(first.nextBefore!, 2);
    expect(second.entries.map((e) => e.at)).toEqual([minutes(1)]);
    expect(second.nextBefore).toBeNull();
    db.close();
  });

  it('is the same database for a second reader (another tab) and after a reload', async () => {
    const one = (await openHistoryDb('test-history'))!;
    await one.add([version('a', minutes(1))]);
    const two = (await openHistoryDb('test-history'))!;
    expect(await two.projectHistory('a')).toHaveLength(1);
    one.close();
    two.close();
  });

  it('prunes a project past both limits as it writes', async () => {
    const db = (await openHistoryDb('test-history'))!;
    const old = Array.from({ length: 5 }, (_, i) => version('a', `2025-01-0${i + 1}T00:00:00.000Z`));
    const recent = Array.from({ length: 200 }, (_, i) => version('a', minutes(i)));
    await db.add([...old, ...recent], new Date('2026-11-24T00:00:00.000Z'));
    const kept = await db.projectHistory('a');
    expect(kept).toHaveLength(200);
    expect(kept.every((v) => v.at.startsWith('2026'))).toBe(true);
    db.close();
  });

  it('remembers when each founder last opened Activity', async () => {
    const db = (await openHistoryDb('test-history'))!;
    expect(await db.lastSeen('Maya Chen')).toBeNull();
    await db.markSeen('Maya Chen', minutes(5));
    expect(await db.lastSeen('Maya Chen')).toBe(minutes(5));
    expect(await db.lastSeen('Sam Okafor')).toBeNull();
    db.close();
  });

  it('sets an unreadable database aside and starts afresh, with a notice', async () => {
    // A database of that name that is not a history database (as a corrupt one reads).
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('test-history', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('something-else');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(new Error(String(request.error)));
    });
    const notices: HistoryNotice[] = [];
    const db = (await openHistoryDb('test-history', (notice) => notices.push(notice)))!;
    expect(db.name).toBe('test-history.1');
    expect(notices).toEqual([{ kind: 'setAside', name: 'test-history' }]);
    await db.add([version('a', minutes(1))]);
    db.close();
    // The old one is left as it was; the next page opens the fresh one, without a new notice.
    const again = (await openHistoryDb('test-history', (notice) => notices.push(notice)))!;
    expect(again.name).toBe('test-history.1');
    expect(await again.projectHistory('a')).toHaveLength(1);
    expect(notices).toHaveLength(1);
    again.close();
  });
});
