import { formatLocaleDate } from '../../../shared/lib/date';
import type { Project } from '../model/types';

/**
 * The one CSV vocabulary of the lab, for export and import alike: the header, the
 * quoting, and the guard against formula injection that export adds and import removes.
 */
/** Each column of the export, and the project field it holds. */
const CSV_COLUMNS = [
  ['Name', 'name'],
  ['Description', 'description'],
  ['Status', 'status'],
  ['Owners', 'owners'],
  ['Revenue', 'revenue'],
  ['Subscribers', 'subscribers'],
  ['Last Updated', 'lastUpdated'],
  // After the specification's columns, so a reader of those finds them where it always did.
  ['Next step', 'nextStep'],
  ['Due', 'nextStepDue'],
] as const satisfies readonly (readonly [string, keyof Project])[];

export const CSV_HEADER = CSV_COLUMNS.map(([header]) => header);

/** The columns every export has had; a file from before next steps ends with them. */
export const CSV_FIRST_COLUMNS = 7;

/** The project fields behind the columns: all a CSV row can restore. */
export const CSV_FIELDS = CSV_COLUMNS.map(([, field]) => field);

/** A UTF-8 byte order mark: without it Excel reads the file as ANSI and shows "ZoÃ«" for "Zoë". */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading apostrophe makes a spreadsheet show the text as typed instead of evaluating it. */
export const neutralizeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The reverse of neutralizeFormula, for cells read back from an export. */
export const restoreFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/** RFC 4180: every cell quoted, embedded quotes doubled; commas and newlines then need nothing else. */
const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

// Numbers are written as they are; only text a founder typed can carry a formula.
const toCell = (value: string | number | undefined) =>
  quote(typeof value === 'number' ? String(value) : neutralizeFormula(value ?? ''));

/** One CSV line of cells, each quoted, text guarded against formulas. */
export const toCsvRow = (cells: readonly (string | number | undefined)[]) => cells.map(toCell).join(',');

/**
 * The CSV export of a project list: the BOM, a header row, then one row per project, rows
 * joined by "\n". Pure: the date formatter is a parameter so tests can pin the locale.
 */
export function buildProjectsCsv(
  projects: readonly Project[],
  formatDate: (iso: string) => string = formatLocaleDate,
): string {
  const rows = projects.map((project) =>
    toCsvRow([
      project.name,
      project.description,
      project.status,
      (project.owners ?? []).join('; '),
      project.revenue ?? 0,
      project.subscribers ?? 0,
      formatDate(project.lastUpdated),
      project.nextStep ?? '',
      project.nextStep ? (project.nextStepDue ?? '') : '',
    ]),
  );
  return CSV_BOM + [toCsvRow(CSV_HEADER), ...rows].join('\n');
}

/** `forge-lab-projects-YYYY-MM-DD.csv`, dated in local time. */
export const csvFileName = (isoDate: string) => `forge-lab-projects-${isoDate}.csv`;
