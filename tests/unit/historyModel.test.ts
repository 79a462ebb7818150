import { describe, expect, it } from 'vitest';
import { HISTORY_RETENTION, newestFirst, type ProjectVersion } from '../../contract/history';
import { versionsToPrune } from '../../src/features/history/model/retention';
import { shorten, versionDiff } from '../../src/features/history/model/versionDiff';
import { versionsOf } from '../../src/features/history/model/versionsOf';
import { changeSummary, entryTitle } from '../../src/features/history/ui/wording';
import { project } from './fixtures/historyProject';
import {
  deletedProjectRestored,
  projectAdded,
  projectDeleted,
  projectRestored,
  projectsImported,
  projectUpdated,
  projectVersionRestored,
  remoteChangesReceived,
} from '../../src/features/projects/projectsSlice';

describe('the version diff', () => {
  it('lists the fields that changed, old to new, in the app’s own formats and the form’s order', () => {
    const before = project();
    const after = project({ revenue: 3000, status: 'Monetized', owners: ['Maya Chen', 'Sam Okafor'] });
    expect(versionDiff(before, after).map(({ label, from, to }) => `${label}: ${from} → ${to}`)).toEqual([
      'Status: Live → Monetized',
      'Owners: Maya Chen → Maya Chen, Sam Okafor',
      'Revenue: $2,500 → $3,000',
    ]);
  });

  it('ignores who and when, and says "none" for an empty value', () => {
    expect(versionDiff(project(), project({ lastUpdated: '2026-11-03T00:00:00.000Z', lastUpdatedBy: 'Sam' }))).toEqual(
      [],
    );
    expect(versionDiff(project(), project({ notes: 'Launch Friday' }))).toEqual([
      { field: 'notes', label: 'Notes', from: 'none', to: 'Launch Friday' },
    ]);
  });

  it('has nothing to compare for a first version', () => {
    expect(versionDiff(null, project())).toEqual([]);
  });

  it('shortens long text at a word, and sums up a line for Activity', () => {
    const long = 'word '.repeat(40).trim();
    expect(Array.from(shorten(long)).length).toBeLessThanOrEqual(81);
    expect(shorten(long).endsWith('word…')).toBe(true);
    expect(shorten('short')).toBe('short');
    expect(changeSummary(versionDiff(project(), project({ revenue: 3000 })))).toBe('Revenue $2,500 → $3,000');
    const many = versionDiff(project(), project({ name: 'X', description: 'Y', status: 'Paused', revenue: 1 }));
    expect(changeSummary(many)).toBe(
      'Project Name GrowthPulse → X; Description Growth analytics → Y; Status Live → Paused; and 1 more',
    );
    expect(entryTitle('restored', 'Sam Okafor')).toBe('Restored by Sam Okafor');
  });
});

const version = (at: string, id = at): { id: string; at: string } => ({ id, at });
const DAY = 24 * 60 * 60 * 1000;

describe('the retention rule', () => {
  const now = new Date('2026-11-24T00:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

  it('keeps every version of a project with at most 200, however old', () => {
    const versions = Array.from({ length: 200 }, (_, index) => version(daysAgo(400 + index), `v${index}`));
    expect(versionsToPrune(versions, now)).toEqual([]);
  });

  it('drops only what is both beyond the 200 newest and older than 90 days', () => {
    const recent = Array.from({ length: 250 }, (_, index) => version(daysAgo(index / 10), `r${index}`));
    const old = Array.from({ length: 10 }, (_, index) => version(daysAgo(100 + index), `o${index}`));
    // 260 versions: the 10 beyond the 200 newest that are also past 90 days go; the recent ones stay.
    const pruned = versionsToPrune([...old, ...recent], now);
    expect(pruned.map((v) => v.id).sort()).toEqual(old.map((v) => v.id).sort());
  });

  it('keeps an old version that is among the 200 newest', () => {
    const versions = [
      ...Array.from({ length: 199 }, (_, index) => version(daysAgo(index / 100), `r${index}`)),
      version(daysAgo(300), 'old-but-200th'),
      version(daysAgo(301), 'old-and-201st'),
    ];
    expect(versionsToPrune(versions, now).map((v) => v.id)).toEqual(['old-and-201st']);
  });

  it('orders versions newest first by time, then by id', () => {
    const sorted = [version('2026-01-01', 'a'), version('2026-01-02', 'a'), version('2026-01-01', 'b')].sort(
      newestFirst,
    );
    expect(sorted).toEqual([version('2026-01-02', 'a'), version('2026-01-01', 'b'), version('2026-01-01', 'a')]);
    expect(HISTORY_RETENTION).toEqual({ versionsPerProject: 200, days: 90 });
  });
});

describe('the versions a project event makes', () => {
  const ctx = { author: 'Alex Rivera', now: '2026-11-24T04:00:00.000Z' };
  // What each change recorded; the baselines (the state before a project's first change) aside.
  const kinds = (versions: (ProjectVersion & { baseline?: true })[]) =>
    versions.filter((v) => !v.baseline).map((v) => [v.kind, v.projectId, v.author]);

  it('records the state before a change as a baseline, for a project that has no history yet', () => {
    const a = project();
    const versions = versionsOf(projectUpdated('p1', { revenue: 3000 }), [a], [project({ revenue: 3000 })], ctx);
    expect(versions.map((v) => [v.kind, v.baseline ?? false, v.author, v.at])).toEqual([
      ['edited', true, 'Maya Chen', a.lastUpdated],
      ['edited', false, 'Alex Rivera', ctx.now],
    ]);
    expect(versions[0].project).toBe(a);
  });

  it('records an add, an edit and a delete by the signed-in founder, with the whole record', () => {
    const a = project();
    const added = projectAdded({ ...a, revenue: 2500, subscribers: 120 });
    const b = { ...added.payload };
    expect(kinds(versionsOf(added, [], [b], ctx))).toEqual([['added', b.id, 'Alex Rivera']]);

    const edited = project({ revenue: 3000 });
    const versions = versionsOf(projectUpdated('p1', { revenue: 3000 }), [a], [edited], ctx);
    expect(kinds(versions)).toEqual([['edited', 'p1', 'Alex Rivera']]);
    expect(versions.at(-1)?.project).toBe(edited);

    const deleted = versionsOf(projectDeleted('p1'), [a], [], ctx);
    expect(kinds(deleted)).toEqual([['deleted', 'p1', 'Alex Rivera']]);
    expect(deleted[0].project).toBe(a);
    expect(deleted[0].at).toBe(ctx.now);
  });

  it('leaves out an edit that changed nothing a founder reads, but never a restore', () => {
    const a = project();
    const touched = project({ lastUpdated: '2026-11-24T03:00:00.000Z' });
    expect(versionsOf(projectUpdated('p1', {}), [a], [touched], ctx)).toEqual([]);
    expect(kinds(versionsOf(projectRestored({ project: a, index: 0 }), [], [a], ctx))).toEqual([
      ['restored', 'p1', 'Alex Rivera'],
    ]);
    const fields = { ...a };
    expect(kinds(versionsOf(projectVersionRestored('p1', fields, a.lastUpdated), [a], [touched], ctx))).toEqual([
      ['restored', 'p1', 'Alex Rivera'],
    ]);
    expect(kinds(versionsOf(deletedProjectRestored(a), [], [a], ctx))).toEqual([['restored', 'p1', 'Alex Rivera']]);
  });

  it('records an import by the founder who imported it, and a replace’s removals as deletions', () => {
    const kept = project({ id: 'k' });
    const gone = project({ id: 'g' });
    const incoming = project({ id: 'k', revenue: 9, lastUpdatedBy: 'Sam Okafor' });
    const action = projectsImported({ projects: [incoming], mode: 'replace', source: 'json' });
    expect(kinds(versionsOf(action, [kept, gone], [incoming], ctx))).toEqual([
      ['imported', 'k', 'Alex Rivera'],
      ['deleted', 'g', 'Alex Rivera'],
    ]);
  });

  it('records the team’s changes by their authors, with the kind their sender wrote', () => {
    const a = project();
    const restored = project({ revenue: 10, lastUpdatedBy: 'Sam Okafor', lastUpdated: '2026-11-24T03:59:00.000Z' });
    const fresh = project({ id: 'n', lastUpdatedBy: 'Maya Chen' });
    const gone = project({ id: 'd' });
    const action = remoteChangesReceived({
      upserted: [restored, fresh],
      removed: ['d'],
      authors: [],
      kinds: { p1: 'restored' },
      deletions: { d: { deletedBy: 'Maya Chen', deletedAt: '2026-11-24T03:58:00.000Z' } },
    });
    const versions = versionsOf(action, [a, gone], [restored, fresh], ctx);
    expect(kinds(versions)).toEqual([
      ['restored', 'p1', 'Sam Okafor'],
      ['added', 'n', 'Maya Chen'],
      ['deleted', 'd', 'Maya Chen'],
    ]);
    expect(versions.at(-1)?.at).toBe('2026-11-24T03:58:00.000Z');
  });

  it('gives the same change the same id, so two tabs store it once', () => {
    const a = project();
    const edited = project({ revenue: 3000, lastUpdated: '2026-11-24T03:00:00.000Z' });
    const mine = versionsOf(projectUpdated('p1', { revenue: 3000 }), [a], [edited], ctx);
    const theirs = versionsOf(remoteChangesReceived({ upserted: [edited], removed: [], authors: [] }), [a], [edited], {
      ...ctx,
      now: '2026-11-24T05:00:00.000Z',
    });
    expect(theirs.map((v) => v.id)).toEqual(mine.map((v) => v.id));
  });
});
