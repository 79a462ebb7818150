import { describe, expect, it } from 'vitest';
import { decodeStoredProjects, encodeProjects } from '../../src/app/persistence/formats/projectRows';
import { buildSeedProjects } from '../../src/features/projects/model/seed';
import { emptyProjectFields, withFigures } from '../support/projects';
import { monthKey } from '../../contract/figures';
import { projectProblem } from '../../contract/labDocument';

const NOW = '2026-05-05T10:00:00.000Z';
const seed = buildSeedProjects(Date.parse(NOW));

describe('stored projects', () => {
  it('round-trips projects through rows unchanged', () => {
    const report = decodeStoredProjects(encodeProjects(seed), NOW);
    expect(report).toEqual({ items: seed, repaired: 0, dropped: 0 });
  });

  it('stores a typical project in fewer characters than the object form', () => {
    expect(JSON.stringify(encodeProjects(seed)).length).toBeLessThan(JSON.stringify(seed).length * 0.85);
  });

  it('reads objects too (imports and hand-edited data)', () => {
    expect(decodeStoredProjects(seed, NOW).items).toEqual(seed);
  });

  it('is empty, not a crash, for a list that is not a list', () => {
    for (const input of [null, undefined, 'items', 42, { 0: seed[0] }]) {
      expect(decodeStoredProjects(input, NOW)).toEqual({ items: [], repaired: 0, dropped: 0 });
    }
  });

  it('repairs numbers stored as text and an unknown status', () => {
    const [row] = encodeProjects([seed[1]]);
    row[5] = '2500';
    row[6] = ' 150 ';
    row[3] = 'Launched';
    const report = decodeStoredProjects([row], NOW);
    expect(report.repaired).toBe(1);
    expect(report.items[0]).toMatchObject({ revenue: 2500, subscribers: 150, status: 'Idea' });
  });

  it('fills missing fields with defaults, and drops only items with no name', () => {
    const report = decodeStoredProjects(
      [{ id: '9', name: 'Bare' }, { id: '10' }, null, 'text', [], { name: 'No id' }],
      NOW,
    );
    expect(report.dropped).toBe(4);
    expect(report.repaired).toBe(2);
    expect(report.items[0]).toEqual(
      withFigures({ id: '9', name: 'Bare', ...emptyProjectFields, createdAt: NOW, lastUpdated: NOW }),
    );
    expect(report.items[1].name).toBe('No id');
    expect(report.items[1].id).toMatch(/^\d+$/);
  });

  it('turns negative or non-numeric numbers into 0, owners text into a list, and bad dates into now', () => {
    const report = decodeStoredProjects(
      [
        {
          id: '1',
          name: 'X',
          revenue: -3,
          subscribers: 'many',
          owners: 'Maya Chen, Sam Okafor',
          createdAt: 'yesterday',
        },
      ],
      NOW,
    );
    expect(report.items[0]).toMatchObject({
      revenue: 0,
      subscribers: 0,
      owners: ['Maya Chen', 'Sam Okafor'],
      createdAt: NOW,
    });
    expect(report.repaired).toBe(1);
  });

  it('gives a duplicate id a fresh one instead of losing the project', () => {
    const report = decodeStoredProjects([seed[0], { ...seed[1], id: seed[0].id }], NOW);
    expect(report.items).toHaveLength(2);
    expect(new Set(report.items.map((item) => item.id)).size).toBe(2);
    expect(report.repaired).toBe(1);
  });
});

describe('what the decoder keeps passes the team server’s rules', () => {
  it('cuts text over its limit, caps amounts and owners, and counts the project as repaired', () => {
    const report = decodeStoredProjects(
      [
        {
          id: 'x'.repeat(250),
          name: '🚀'.repeat(130),
          description: 'd'.repeat(2100),
          notes: 'n'.repeat(5100),
          liveUrl: `https://${'a'.repeat(2100)}`,
          owners: Array.from({ length: 60 }, (_, index) => `Owner ${index} ${'o'.repeat(130)}`),
          revenue: 5e12,
          subscribers: 2,
          lastUpdatedBy: 'm'.repeat(200),
        },
      ],
      NOW,
    );
    const [project] = report.items;
    expect(report.repaired).toBe(1);
    const { figures, ...fields } = project;
    const months = Object.entries(figures).map(([month, figure]) => [monthKey(month), figure]);
    expect(projectProblem(project.id, { ...fields, ...Object.fromEntries(months) })).toBeNull();
    expect(Array.from(project.name)).toHaveLength(120);
    expect(project.revenue).toBe(1e12);
    expect(project.owners).toHaveLength(50);
  });
});
