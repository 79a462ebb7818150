import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_RETENTION } from '../../contract/history';
import { openHistoryDb } from '../../server/history/historyDb';
import { aProject } from '../support/projects';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T12:00:00Z');
let dir: string;
let db: ReturnType<typeof openHistoryDb>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forge-history-'));
  db = openHistoryDb(dir, () => NOW);
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

/** `count` edits of project `id`, one a minute, the newest `daysAgo` days before now. */
function edits(id: string, count: number, daysAgo: number) {
  for (let n = 0; n < count; n += 1) {
    const at = NOW - daysAgo * DAY - (count - n) * 60_000;
    db.record({ projectId: id, kind: 'edited', at, author: 'Maya Chen', project: aProject(id, { revenue: n }) });
  }
}

describe('history retention', () => {
  it('drops a version only past both limits: beyond the newest 200 of its project and older than 90 days', () => {
    edits('old and many', 250, HISTORY_RETENTION.days + 1);
    edits('old and few', 20, HISTORY_RETENTION.days + 30);
    edits('recent and many', 260, 1);

    expect(db.prune()).toBe(50);
    expect(db.versionsOf('old and many')).toHaveLength(HISTORY_RETENTION.versionsPerProject);
    // The newest are kept.
    expect(db.versionsOf('old and many')[0].project.revenue).toBe(249);
    expect(db.versionsOf('old and few')).toHaveLength(20);
    expect(db.versionsOf('recent and many')).toHaveLength(260);
    expect(db.prune()).toBe(0);
  });
});
