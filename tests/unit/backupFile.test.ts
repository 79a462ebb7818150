import { describe, expect, it } from 'vitest';
import { buildBackup } from '../../src/features/projects/transfer/backupFile';
import { parseImport } from '../../src/features/projects/transfer/importFile';
import { ImportError } from '../../src/features/projects/transfer/importPreview';
import { mergeProjects } from '../../src/features/projects/transfer/mergeProjects';
import { buildProjectsCsv } from '../../src/features/projects/transfer/csv';
import { buildSeedProjects } from '../../src/features/projects/model/seed';
import type { Project } from '../../src/features/projects/model/types';

const NOW = '2026-08-01T12:00:00.000Z';
const seed = buildSeedProjects(Date.parse('2026-07-31T08:00:00.000Z'));
const HEADER = '"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated"';
const isoDate = (iso: string) => iso;

describe('JSON backups', () => {
  it('round-trips every project field for field', () => {
    const preview = parseImport(buildBackup(seed), NOW);
    expect(preview).toEqual({ source: 'json', projects: seed, errors: [] });
  });

  it('carries the lab’s history (since version 2), and still reads a version 1 backup without one', () => {
    const history = [
      { id: 'v1', projectId: seed[0].id, kind: 'edited' as const, at: NOW, author: 'Maya Chen', project: seed[0] },
    ];
    const text = buildBackup(seed, new Date(NOW), history);
    expect(JSON.parse(text)).toMatchObject({ format: 'forge-lab-backup', version: 4 });
    expect(parseImport(text, NOW).history).toEqual(history);
    const older = JSON.stringify({ format: 'forge-lab-backup', version: 1, exportedAt: NOW, projects: seed });
    expect(parseImport(older, NOW)).toEqual({ source: 'json', projects: seed, errors: [] });
  });

  it('leaves out a history entry it cannot read', () => {
    const good = { id: 'v1', projectId: seed[0].id, kind: 'deleted', at: NOW, author: 'Sam Okafor', project: seed[0] };
    const text = JSON.stringify({
      format: 'forge-lab-backup',
      version: 2,
      projects: seed,
      history: [good, { ...good, id: 'v2', kind: 'renamed' }, { ...good, id: 'v3', at: 'later' }, 7, null],
    });
    expect(parseImport(text, NOW).history?.map((version) => version.id)).toEqual(['v1']);
  });

  it('reads a backup that starts with a BOM', () => {
    expect(parseImport(`\uFEFF${buildBackup(seed)}`, NOW).projects).toHaveLength(3);
  });

  it('lists the items it had to skip, by position', () => {
    const text = JSON.stringify({ format: 'forge-lab-backup', version: 1, projects: [seed[0], { id: 'x' }, 5] });
    const preview = parseImport(text, NOW);
    expect(preview.projects).toEqual([seed[0]]);
    expect(preview.errors).toEqual(['Item 2: no project name, skipped', 'Item 3: no project name, skipped']);
  });

  it('gives a repeated id the next free one, so no two projects share an id', () => {
    const twin = { ...seed[1], id: seed[0].id, name: 'Twin' };
    const preview = parseImport(
      JSON.stringify({ format: 'forge-lab-backup', version: 1, projects: [seed[0], twin, seed[2]] }),
      NOW,
    );
    const ids = preview.projects.map((project) => project.id);
    expect(new Set(ids).size).toBe(3);
    expect(preview.projects.map((project) => project.name)).toEqual([seed[0].name, 'Twin', seed[2].name]);
    expect(preview.projects[0]).toEqual(seed[0]);
  });

  it.each([
    ['invalid JSON', '{"format": ', 'This file is not valid JSON.'],
    ['other JSON', '{"hello": 1}', 'This JSON file is not a Forge Lab backup.'],
    [
      'a newer backup',
      JSON.stringify({ format: 'forge-lab-backup', version: 99, projects: [] }),
      'This backup was made by a newer version of Forge Lab.',
    ],
    ['an empty file', '', 'This file is empty.'],
    ['a blank file', ' \r\n ', 'This file is empty.'],
  ])('refuses %s with a clear message', (_case, text, message) => {
    expect(() => parseImport(text, NOW)).toThrow(new ImportError(message));
  });
});

describe('CSV imports', () => {
  it('reads quoted commas, doubled quotes and newlines in cells', () => {
    const csv = [
      HEADER,
      '"Anvil, the sequel","Says ""hi""\nover two lines","Live","Maya Chen; Sam Okafor","12.5","3","2026-07-01T00:00:00.000Z"',
    ].join('\n');
    const [project] = parseImport(csv, NOW).projects;
    expect(project).toMatchObject({
      name: 'Anvil, the sequel',
      description: 'Says "hi"\nover two lines',
      status: 'Live',
      owners: ['Maya Chen', 'Sam Okafor'],
      revenue: 12.5,
      subscribers: 3,
      lastUpdated: '2026-07-01T00:00:00.000Z',
    });
  });

  it('reads CRLF line endings and a BOM', () => {
    const csv = `\uFEFF${HEADER}\r\n"A","d","Idea","Alex Rivera","0","0","x"\r\n"B","d","Paused","Alex Rivera","0","0","x"\r\n`;
    expect(parseImport(csv, NOW).projects.map((project) => project.name)).toEqual(['A', 'B']);
  });

  it("undoes the export's formula protection", () => {
    const csv = `${HEADER}\n"'=1+1","'-minus","Idea","Alex Rivera","0","0",""`;
    expect(parseImport(csv, NOW).projects[0]).toMatchObject({ name: '=1+1', description: '-minus' });
  });

  it('reports bad rows by line and keeps the good ones', () => {
    const csv = `${HEADER}\n"","d","Idea","","0","0",""\n"Good","d","Live","","0","0",""\n"Odd","d","Shipped","","0","0",""`;
    const preview = parseImport(csv, NOW);
    expect(preview.projects.map((project) => project.name)).toEqual(['Good']);
    expect(preview.errors).toEqual([
      'Line 2: no project name, skipped',
      'Line 4: status "Shipped" is not one of Idea, In Dev, Live, Monetized, Paused, skipped',
    ]);
  });

  it('refuses a CSV without the export header', () => {
    expect(() => parseImport('"a","b"\n"1","2"', NOW)).toThrow(ImportError);
  });

  it('gives back the exported projects, less ids, links, notes and creation dates', () => {
    const withNotes: Project[] = seed.map((project) => ({ ...project, notes: 'n', githubUrl: 'https://x.dev' }));
    const preview = parseImport(buildProjectsCsv(withNotes, isoDate), NOW);
    const comparable = ({ name, description, status, owners, revenue, subscribers, lastUpdated }: Project) => ({
      name,
      description,
      status,
      owners,
      revenue,
      subscribers,
      lastUpdated,
    });
    expect(preview.source).toBe('csv');
    expect(preview.projects.map(comparable)).toEqual(withNotes.map(comparable));
  });
});

describe('mergeProjects', () => {
  const older = { ...seed[0], name: 'Old name', lastUpdated: '2026-01-01T00:00:00.000Z' };
  const newer = { ...seed[0], name: 'New name', lastUpdated: '2026-09-01T00:00:00.000Z' };

  it('replace takes the imported list as is', () => {
    expect(mergeProjects(seed, [newer], 'replace')).toEqual([newer]);
  });

  it('merge keeps the newer of two projects with the same id', () => {
    expect(mergeProjects([older], [newer], 'merge')).toEqual([newer]);
    expect(mergeProjects([newer], [older], 'merge')).toEqual([newer]);
  });

  it('merge adds unknown projects after the existing ones', () => {
    expect(mergeProjects([seed[0]], [seed[1], seed[2]], 'merge').map((project) => project.id)).toEqual(['1', '2', '3']);
  });

  it('merges CSV rows by name, keeping what a CSV does not carry', () => {
    const stored = { ...seed[1], notes: 'keep me', lastUpdated: '2026-01-01T00:00:00.000Z' };
    const fromCsv = { ...seed[1], id: '999', notes: '', revenue: 9000, lastUpdated: '2026-09-01T00:00:00.000Z' };
    expect(mergeProjects([stored], [fromCsv], 'merge', 'csv')).toEqual([
      { ...stored, revenue: 9000, lastUpdated: fromCsv.lastUpdated },
    ]);
  });

  it('never lets an added project take an id that is already used', () => {
    const clash = { ...seed[1], id: '1', name: 'Other' };
    const merged = mergeProjects([seed[0]], [clash], 'merge', 'csv');
    expect(merged.map((project) => project.id)).toEqual(['1', '2']);
  });
});
