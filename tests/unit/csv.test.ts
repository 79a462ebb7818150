import { describe, expect, it } from 'vitest';
import { buildProjectsCsv, CSV_HEADER, csvFileName } from '../../src/features/projects/csv';
import type { Project } from '../../src/features/projects/types';

const project = (overrides: Partial<Project> = {}): Project => ({
  id: '1',
  name: 'Ember CLI',
  description: 'A command line for the lab.',
  status: 'Live',
  owners: ['Alex Rivera'],
  revenue: 2500,
  subscribers: 150,
  githubUrl: 'https://github.com/forge/ember',
  liveUrl: '',
  notes: 'not exported',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUpdated: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

const isoDay = (iso: string) => iso.slice(0, 10);
const HEADER_ROW = '"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated"';

describe('buildProjectsCsv', () => {
  it('is only the quoted header row for an empty list', () => {
    expect(buildProjectsCsv([], isoDay)).toBe(HEADER_ROW);
    expect(CSV_HEADER).toEqual(['Name', 'Description', 'Status', 'Owners', 'Revenue', 'Subscribers', 'Last Updated']);
  });

  it('writes one fully quoted row per project, rows joined by \\n', () => {
    const csv = buildProjectsCsv([project(), project({ id: '2', name: 'Spark', status: 'Idea', revenue: 0, subscribers: 0 })], isoDay);
    expect(csv.split('\n')).toEqual([
      HEADER_ROW,
      '"Ember CLI","A command line for the lab.","Live","Alex Rivera","2500","150","2026-03-04"',
      '"Spark","A command line for the lab.","Idea","Alex Rivera","0","0","2026-03-04"',
    ]);
  });

  it('joins owners with "; "', () => {
    const csv = buildProjectsCsv([project({ owners: ['Alex Rivera', 'Sam Okafor', 'Maya Chen'] })], isoDay);
    expect(csv).toContain('"Alex Rivera; Sam Okafor; Maya Chen"');
  });

  it('doubles embedded quotes and keeps commas and newlines inside the quoted cell', () => {
    const csv = buildProjectsCsv(
      [project({ name: 'The "Anvil", v2', description: 'Line one\nLine two, with a comma' })],
      isoDay,
    );
    expect(csv).toBe(
      `${HEADER_ROW}\n"The ""Anvil"", v2","Line one\nLine two, with a comma","Live","Alex Rivera","2500","150","2026-03-04"`,
    );
  });

  it('formats Last Updated with the given formatter, the browser locale by default', () => {
    const lastUpdated = '2026-03-04T10:00:00.000Z';
    const row = buildProjectsCsv([project({ lastUpdated })]).split('\n')[1];
    expect(row.endsWith(`,"${new Date(lastUpdated).toLocaleDateString()}"`)).toBe(true);
  });

  it('writes missing numbers as 0', () => {
    const broken = { ...project(), revenue: undefined, subscribers: undefined } as unknown as Project;
    expect(buildProjectsCsv([broken], isoDay).split('\n')[1]).toContain(',"0","0",');
  });
});

describe('csvFileName', () => {
  it('is forge-lab-projects-YYYY-MM-DD.csv', () => {
    expect(csvFileName('2026-07-01')).toBe('forge-lab-projects-2026-07-01.csv');
  });
});
