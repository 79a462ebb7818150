import Papa from 'papaparse';
import { decodeProject } from '../model/projectRecord';
import { isProjectStatus, PROJECT_STATUSES } from '../model/types';
import { CSV_FIRST_COLUMNS, CSV_HEADER, restoreFormula } from './csv';
import { ImportError, type ImportPreview } from './importPreview';

/**
 * Reads the dashboard's own CSV export back; a CSV carries no ids, links, notes or creation dates.
 * Its Next step and Due columns are read when the header has them (an export from before them has not).
 */
export function parseProjectsCsv(text: string, now: string): ImportPreview {
  const { data, errors } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header, ...rows] = data;
  const required = CSV_HEADER.slice(0, CSV_FIRST_COLUMNS);
  if (!header || required.some((column, index) => header[index]?.trim() !== column)) {
    throw new ImportError(`This CSV file does not start with the export's header row: ${required.join(', ')}.`);
  }
  const hasPlans = CSV_HEADER.slice(CSV_FIRST_COLUMNS).every(
    (column, index) => header[CSV_FIRST_COLUMNS + index]?.trim() === column,
  );
  const preview: ImportPreview = { source: 'csv', projects: [], errors: [] };
  for (const error of errors) preview.errors.push(`Line ${(error.row ?? 0) + 1}: ${error.message}`);

  const base = Date.parse(now);
  rows.forEach((cells, index) => {
    const line = index + 2;
    const [name, description, status, owners, revenue, subscribers, lastUpdated, nextStep, nextStepDue] = cells.map(
      (cell) => restoreFormula(cell ?? ''),
    );
    if (!name?.trim()) {
      preview.errors.push(`Line ${line}: no project name, skipped`);
      return;
    }
    if (status && !isProjectStatus(status)) {
      preview.errors.push(`Line ${line}: status "${status}" is not one of ${PROJECT_STATUSES.join(', ')}, skipped`);
      return;
    }
    const updated = Date.parse(lastUpdated ?? '');
    const timestamp = Number.isNaN(updated) ? now : new Date(updated).toISOString();
    const id = String(base + index);
    const record = {
      id,
      name,
      description,
      status: status || 'Idea',
      owners: (owners ?? '')
        .split(';')
        .map((owner) => owner.trim())
        .filter(Boolean),
      revenue,
      subscribers,
      createdAt: timestamp,
      lastUpdated: timestamp,
      ...(hasPlans && { nextStep, nextStepDue }),
    };
    const decoded = decodeProject({ githubUrl: '', liveUrl: '', notes: '', ...record }, now, id);
    if (!decoded) return;
    // With the columns, an empty cell says the project has no next step (a merge then clears it).
    if (hasPlans) decoded.project.nextStep ??= '';
    if (hasPlans) decoded.project.nextStepDue ??= '';
    preview.projects.push(decoded.project);
  });
  return preview;
}
