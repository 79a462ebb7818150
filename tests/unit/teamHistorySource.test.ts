import { describe, expect, it, vi } from 'vitest';
import type { ActivityResponse, ProjectVersion } from '../../contract/history';
import type { HistorySource } from '../../src/features/history/source/historySource';
import { teamHistorySource } from '../../src/features/history/source/teamHistorySource';
import { aProject } from '../support/projects';

const version = (id: string): ProjectVersion => ({
  id,
  projectId: '1',
  kind: 'edited',
  at: '2026-11-24T04:00:00.000Z',
  author: 'Maya Chen',
  project: aProject('1'),
});

const local: HistorySource = {
  projectHistory: () => Promise.resolve([version('local')]),
  activity: (before) =>
    Promise.resolve({
      entries: before ? [] : [{ ...version('local'), previous: null }],
      nextBefore: before ? null : 'page-2',
    }),
};

const answer = (status: number, body: unknown) =>
  vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );

describe('the team history source', () => {
  it('reads the server, with the session cookie, and says it is not falling back', async () => {
    const fetch = answer(200, { versions: [version('server')] });
    const onFallback = vi.fn();
    const source = teamHistorySource(local, onFallback, fetch);
    expect((await source.projectHistory('a b')).map((v) => v.id)).toEqual(['server']);
    expect(fetch).toHaveBeenCalledWith(
      '/api/projects/a%20b/history',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(onFallback).toHaveBeenLastCalledWith(false);
  });

  it('reads no history for a project the server does not know (404)', async () => {
    const onFallback = vi.fn();
    expect(await teamHistorySource(local, onFallback, answer(404, { error: 'Not found' })).projectHistory('x')).toEqual(
      [],
    );
    expect(onFallback).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['offline', vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))],
    ['a server error', answer(503, { error: 'down' })],
    ['no session', answer(401, { error: 'Sign in' })],
  ])('falls back to the browser’s copy when %s, and says so', async (_case, fetch) => {
    const onFallback = vi.fn();
    const source = teamHistorySource(local, onFallback, fetch);
    expect((await source.projectHistory('1')).map((v) => v.id)).toEqual(['local']);
    expect(onFallback).toHaveBeenLastCalledWith(true);
    const page: ActivityResponse = await source.activity();
    expect(page.entries.map((e) => e.id)).toEqual(['local']);
    // The next page of the browser's copy stays with the browser's copy.
    expect(page.nextBefore).toBe('local:page-2');
    expect(await source.activity(page.nextBefore!)).toEqual({ entries: [], nextBefore: null });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('pages the server’s Activity with its own cursor', async () => {
    const fetch = answer(200, { entries: [{ ...version('s1'), previous: null }], nextBefore: 'abc' });
    const source = teamHistorySource(local, () => undefined, fetch);
    expect((await source.activity()).nextBefore).toBe('abc');
    await source.activity('abc');
    expect(fetch).toHaveBeenLastCalledWith('/api/activity?before=abc', expect.anything());
  });
});
