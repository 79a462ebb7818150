import { describe, expect, it, vi } from 'vitest';
import type { ProjectVersion } from '../../contract/history';
import type { HistorySource } from '../../src/features/history/source/historySource';
import { teamHistorySource } from '../../src/features/history/source/teamHistorySource';
import { aProject } from '../support/projects';

const version = (id: string, at: string, author: string, revenue: number, replaced?: true): ProjectVersion => ({
  id,
  projectId: '1',
  kind: 'edited',
  at,
  author,
  project: { ...aProject('1'), revenue, lastUpdated: at },
  ...(replaced ? { replaced } : {}),
});

const localWith = (versions: ProjectVersion[]): HistorySource => ({
  projectHistory: () => Promise.resolve(versions),
  activity: () => Promise.resolve({ entries: [], nextBefore: null }),
});

const answer = (status: number, body: unknown) =>
  vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );

const ids = async (source: HistorySource) => (await source.projectHistory('1')).map((v) => v.id);

describe('the team history, with this browser’s replaced changes', () => {
  const older = version('s1', '2026-11-24T04:00:00.000Z', 'Maya Chen', 1000);
  const winner = version('s2', '2026-11-24T04:10:00.000Z', 'Maya Chen', 4000);
  const mine = version('1|edited|mine', '2026-11-24T04:05:00.000Z', 'Alex Rivera', 3000, true);

  it('shows a change the server never stored beside its versions, newest first', async () => {
    const source = teamHistorySource(localWith([mine]), vi.fn(), answer(200, { versions: [winner, older] }));
    expect(await ids(source)).toEqual(['s2', '1|edited|mine', 's1']);
  });

  it('lists a replaced change once when the server stored it too', async () => {
    const stored = { ...mine, id: 'server-id', replaced: undefined, at: '2026-11-24T04:06:00.000Z' };
    const source = teamHistorySource(localWith([mine]), vi.fn(), answer(200, { versions: [winner, stored, older] }));
    expect(await ids(source)).toEqual(['s2', 'server-id', 's1']);
  });

  it('leaves out the browser’s other versions: the server has them', async () => {
    const seen = version('1|edited|seen', '2026-11-24T04:11:00.000Z', 'Alex Rivera', 5000);
    const source = teamHistorySource(localWith([seen, mine]), vi.fn(), answer(200, { versions: [winner] }));
    expect(await ids(source)).toEqual(['s2', '1|edited|mine']);
  });

  it('shows the replaced change of a project the server has no version of', async () => {
    const source = teamHistorySource(localWith([mine]), vi.fn(), answer(404, { error: 'Not found' }));
    expect(await ids(source)).toEqual(['1|edited|mine']);
  });
});
