import { PROJECT_FIELDS, type Project } from '../../../features/projects/model/types';
import type { Preserialized } from './jsonText';
import { decodeProjects, type DecodeReport } from '../../../features/projects/model/projectRecord';
import { figuresFromRow, figuresToRow } from './figuresRow';

/**
 * Projects are stored as rows (arrays in this column order) rather than objects:
 * without repeated field names a typical project takes about a fifth less space,
 * which is what lets 8,000 of them fit in localStorage. Dates are stored as ISO text;
 * the monthly figures as one list of numbers (figuresRow.ts).
 */
export const PROJECT_COLUMNS = PROJECT_FIELDS;

export type ProjectRow = unknown[];

/** The columns of every row; the plans' columns after them (goal, next step, due, snooze) only when used. */
const FIRST_COLUMNS = PROJECT_COLUMNS.indexOf('figures') + 1;

// An unknown author is stored as '' (the column is always there), and read back as absent. A row
// ends at its last plan in use, so a project without plans is stored as the last release stored it.
function encodeProject(project: Project): ProjectRow {
  const row = PROJECT_COLUMNS.map((column) =>
    column === 'figures' ? figuresToRow(project.figures) : (project[column] ?? ''),
  );
  while (row.length > FIRST_COLUMNS && row[row.length - 1] === '') row.pop();
  return row;
}

export function encodeProjects(projects: readonly Project[]): ProjectRow[] {
  return projects.map(encodeProject);
}

/** A stored row as a record for the project decoder; older data stored objects, which pass as they are. */
export const rowToRecord = (row: unknown): unknown =>
  Array.isArray(row)
    ? Object.fromEntries(
        PROJECT_COLUMNS.map((column, index) => [
          column,
          column === 'figures' ? figuresFromRow(row[index]) : row[index],
        ]),
      )
    : row;

// Projects are immutable (a change makes a new object), so a project's row text is made once.
const rowTexts = new WeakMap<Project, string>();
const rowText = (project: Project) => {
  let text = rowTexts.get(project);
  if (text === undefined) {
    text = JSON.stringify(encodeProject(project));
    rowTexts.set(project, text);
  }
  return text;
};

/**
 * The projects as stored: rows, whose JSON text is joined from each project's cached row text
 * (see toJsonText), so a change to one project of thousands does not serialize them all again.
 */
export function storedRows(projects: readonly Project[]): Preserialized {
  return {
    get jsonText() {
      return `[${projects.map(rowText).join(',')}]`;
    },
    toJSON: () => encodeProjects(projects),
  };
}

/** Reads the stored rows (or objects, from older data) by the project-record rule. */
export const decodeStoredProjects = (rows: unknown, now?: string): DecodeReport =>
  decodeProjects(Array.isArray(rows) ? rows.map(rowToRecord) : rows, now);
