import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { boardGroups } from '../../scripts/bench/board.mjs';
import { buildLab, DEFAULT_VIEW } from '../../scripts/bench/lab.mjs';
import { FIGURES_DOC, PERFORMANCE_DOC, replaceBlocks } from '../../scripts/bench/docBlocks.mjs';
import { publishedSections, writeSections } from '../../scripts/bench/performanceSections.mjs';

const full = {
  only: ['board', 'history', 'growth'],
  sizes: [100, 1000, 5000],
  devices: ['desktop', 'phone'],
  versions: 100_000,
};
const row = (area: string, value: string) => ({ area, figure: 'switch to Board (n=20)', value, target: 'x', ok: true });

describe('the bench sections of the performance pages', () => {
  it('publishes a part only when the run measured every figure of it', () => {
    expect(publishedSections(full).map((section) => section.key)).toEqual(['board', 'history', 'growth']);
    expect(publishedSections({ ...full, sizes: [100] })).toEqual([]);
    expect(publishedSections({ ...full, devices: ['desktop'] })).toEqual([]);
    expect(publishedSections({ ...full, versions: 2000 }).map((section) => section.key)).toEqual(['board', 'growth']);
    expect(publishedSections({ ...full, only: ['growth'], sizes: [5000] }).map((section) => section.key)).toEqual([
      'growth',
    ]);
    expect(publishedSections({ ...full, only: ['history'] }).map((section) => section.key)).toEqual(['history']);
  });

  it('replaces its own table, keeps the prose around it and names the commit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-doc-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'performance.md');
    const prose = 'Where the time goes, as a person wrote it.';
    writeFileSync(
      file,
      `# Performance\n\n${prose}\n\n<!-- bench:board -->\n\nold table\n\n<!-- /bench:board -->\n\nAfter.\n`,
    );
    const [board] = publishedSections({ ...full, only: ['board'] });
    const run = (commit: string, value: string) => ({
      rows: [row('desktop, 100 projects: board', value), row('desktop, 100 projects', 'grid')],
      commit,
      date: '2026-11-24T05:40:00.000Z',
      machine: '2 cores',
    });
    await writeSections([board], run('aaa1111', 'p75 40 ms'), file);
    await writeSections([board], run('bbb2222', 'p75 45 ms'), file);
    const page = readFileSync(file, 'utf8');
    expect(page).toContain(prose);
    expect(page.indexOf('After.')).toBeGreaterThan(page.indexOf('<!-- /bench:board -->'));
    expect(page).not.toContain('old table');
    expect(page.match(/<!-- bench:board -->/g)).toHaveLength(1);
    expect(page).toContain('commit `bbb2222`');
    expect(page).toContain('p75 45 ms');
    expect(page).not.toContain('p75 40 ms');
    expect(page).not.toContain('| grid |');
  });

  it('refuses a page without the block instead of adding one', () => {
    expect(() => replaceBlocks('# Performance\n\nProse only.\n', { board: '| a |' })).toThrow('<!-- bench:board -->');
  });

  it('finds every block the bench writes in docs/performance.md and performance-figures.md', () => {
    const blocks = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, '']));
    const summary = readFileSync(PERFORMANCE_DOC, 'utf8');
    expect(() => replaceBlocks(summary, blocks(['targets', 'latest', 'floor']))).not.toThrow();
    const figures = readFileSync(FIGURES_DOC, 'utf8');
    const sections = publishedSections(full).map((section) => section.key);
    expect(() => replaceBlocks(figures, blocks([...sections, 'boardFloor']))).not.toThrow();
  });
});

describe('what the board probe waits for', () => {
  it('each column: its first four cards of the view, newest first', () => {
    const lab = buildLab(100);
    const groups = boardGroups(lab, DEFAULT_VIEW);
    expect(groups.map((group) => group.within)).toEqual(
      ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'].map((status) => `section[aria-label^="${status}, "]`),
    );
    const idea = lab
      .filter((project) => project.status === 'Idea')
      .sort((a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated));
    expect(groups[0].names).toEqual(idea.slice(0, 4).map((project) => project.name));
    expect(groups[0].needed).toBe(4);
    expect(boardGroups(lab, { ...DEFAULT_VIEW, status: 'Live' }).map((group) => group.within)).toEqual([
      'section[aria-label^="Live, "]',
    ]);
  });
});
