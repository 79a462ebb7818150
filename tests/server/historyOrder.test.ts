import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_RETENTION, type ProjectVersion } from '../../contract/history';
import { openHistoryDb, readCursor } from '../../server/history/historyDb';
import { versionsToPrune } from '../../src/features/history/model/retention';
import { withReplaced } from '../../src/features/history/source/withReplaced';
import { aProject } from '../support/projects';

// Versions that reach an instance through Redis keep their own time, so two of them can share one;
// then the server's ids decide, and the browser must read them in the order SQLite gives.
const AT = Date.parse('2026-06-01T12:00:00Z');
let dir: string;
let db: ReturnType<typeof openHistoryDb>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forge-order-'));
  db = openHistoryDb(dir, () => AT);
  for (let revenue = 1; revenue <= HISTORY_RETENTION.versionsPerProject + 2; revenue += 1)
    db.record({ projectId: 'p', kind: 'edited', at: AT, author: 'Maya Chen', project: aProject('p', { revenue }) });
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

const ids = (versions: readonly { id: string }[]) => versions.map((version) => version.id);

describe('versions of the same time, in the browser as on the server', () => {
  it('merges this browser’s replaced change into the server’s versions without reordering them', () => {
    const server = db.versionsOf('p');
    const earlier = new Date(AT - 60_000).toISOString();
    const project = aProject('p', { revenue: 99, lastUpdated: earlier });
    const replaced: ProjectVersion = { ...server[0], id: 'p|edited|local', at: earlier, project, replaced: true };
    expect(ids(withReplaced(server, [replaced]))).toEqual([...ids(server), replaced.id]);
  });

  it('prunes the versions SQLite lists last', () => {
    const server = db.versionsOf('p');
    const later = new Date(AT + 365 * 24 * 60 * 60 * 1000);
    const pruned = versionsToPrune(server, later);
    expect(ids(pruned).sort()).toEqual(ids(server.slice(HISTORY_RETENTION.versionsPerProject)).sort());
  });

  it('reads the Activity page after a first one from where it ends, as the browser lists them', () => {
    // The first page ends at id 100; the next one, read by its cursor, goes on with 99.
    const shown = db.activity(null, 110);
    const first = db.activity(null, 103);
    const next = db.activity(readCursor(first.nextBefore ?? ''), 7);
    expect(ids([...first.entries, ...next.entries])).toEqual(ids(shown.entries));
  });
});
