import { describe, expect, it } from 'vitest';
import {
  buildProjectsCsv,
  CSV_BOM,
  CSV_HEADER,
  csvFileName,
  neutralizeFormula,
} from '../../src/features/projects/transfer/csv';
import type { Project } from '../../src/features/projects/model/types';
import { withFigures } from '../support/projects';

const project = (overrides: Partial<Project> = {}): Project =>
  withFigures({
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
const HEADER_ROW = '"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated","Next step","Due"';
/** The file text without its leading BOM. */
const body = (csv: string) => {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  return csv.slice(CSV_BOM.length);
};

describe('buildProjectsCsv', () => {
  it('is the UTF-8 BOM and then only the unchanged, quoted header row for an empty list', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(buildProjectsCsv([], isoDay)).toBe(`\uFEFF${HEADER_ROW}`);
    expect(CSV_HEADER).toEqual([
      'Name',
      'Description',
      'Status',
      'Owners',
      'Revenue',
      'Subscribers',
      'Last Updated',
      'Next step',
      'Due',
    ]);
  });

  it('writes one fully quoted row per project, rows joined by \\n', () => {
    const csv = buildProjectsCsv(
      [project(), project({ id: '2', name: 'Spark', status: 'Idea', revenue: 0, subscribers: 0 })],
      isoDay,
    );
    expect(body(csv).split('\n')).toEqual([
      HEADER_ROW,
      '"Ember CLI","A command line for the lab.","Live","Alex Rivera","2500","150","2026-03-04","",""',
      '"Spark","A command line for the lab.","Idea","Alex Rivera","0","0","2026-03-04","",""',
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
    expect(body(csv)).toBe(
      `${HEADER_ROW}\n"The ""Anvil"", v2","Line one\nLine two, with a comma","Live","Alex Rivera","2500","150","2026-03-04","",""`,
    );
  });

  it('formats Last Updated with the given formatter, the browser locale by default', () => {
    const lastUpdated = '2026-03-04T10:00:00.000Z';
    const row = buildProjectsCsv([project({ lastUpdated })]).split('\n')[1];
    expect(row.endsWith(`,"${new Date(lastUpdated).toLocaleDateString()}","",""`)).toBe(true);
  });

  it('writes the next step and its due date last, and no date without a step', () => {
    const planned = project({ nextStep: '=Call the bank', nextStepDue: '2026-12-03' });
    const unplanned = project({ id: '2', nextStep: '', nextStepDue: '2026-12-03' });
    const [, first, second] = body(buildProjectsCsv([planned, unplanned], isoDay)).split('\n');
    expect(first.endsWith(`"2026-03-04","'=Call the bank","2026-12-03"`)).toBe(true);
    expect(second.endsWith('"2026-03-04","",""')).toBe(true);
  });

  it('writes missing numbers as 0', () => {
    const broken = { ...project(), revenue: undefined, subscribers: undefined } as unknown as Project;
    expect(buildProjectsCsv([broken], isoDay).split('\n')[1]).toContain(',"0","0",');
  });
});

describe('buildProjectsCsv with hostile text', () => {
  const REST_OF_ROW = ',"A command line for the lab.","Live","Alex Rivera","2500","150","2026-03-04","",""';
  /** The Name cell of a one-project export, checking that the rest of the row is as usual. */
  const nameCell = (name: string) => {
    const row = body(buildProjectsCsv([project({ name })], isoDay)).slice(HEADER_ROW.length + 1);
    expect(row.endsWith(REST_OF_ROW)).toBe(true);
    return row.slice(0, -REST_OF_ROW.length);
  };

  it.each([
    ['a"b', '"a""b"'],
    ['a,b', '"a,b"'],
    ['x\ny', '"x\ny"'],
    ['Zoë Müller', '"Zoë Müller"'],
    ['李明的项目', '"李明的项目"'],
    ['مشروع 🚀', '"مشروع 🚀"'],
    ['Plain = text + more', '"Plain = text + more"'],
  ])('quotes %j as %j and adds nothing', (name, cell) => {
    expect(nameCell(name)).toBe(cell);
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@A1', `"'@A1"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['=1\nx', `"'=1\nx"`],
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
  ])('neutralizes the formula %j as %j', (name, cell) => {
    expect(nameCell(name)).toBe(cell);
  });

  it('neutralizes every text column, and leaves the numbers as numbers', () => {
    const csv = body(
      buildProjectsCsv(
        [
          project({
            name: '=A',
            description: '+B',
            owners: ['@C'],
            revenue: 1500,
            subscribers: 0,
            nextStep: '-E',
            nextStepDue: '2026-12-01',
          }),
        ],
        () => '-D',
      ),
    );
    expect(csv.split('\n')[1]).toBe(`"'=A","'+B","Live","'@C","1500","0","'-D","'-E","2026-12-01"`);
  });

  it('neutralizeFormula only touches text that starts with a formula character', () => {
    expect(neutralizeFormula('')).toBe('');
    expect(neutralizeFormula('a=1')).toBe('a=1');
    expect(neutralizeFormula(' =1')).toBe(' =1');
    expect(neutralizeFormula('-5')).toBe("'-5");
  });
});

describe('csvFileName', () => {
  it('is forge-lab-projects-YYYY-MM-DD.csv', () => {
    expect(csvFileName('2026-07-01')).toBe('forge-lab-projects-2026-07-01.csv');
  });
});
