import Papa from 'papaparse';
import { decodeProject } from '../model/projectRecord';
import { isProjectStatus, PROJECT_STATUSES } from '../model/types';
import { CSV_HEADER, restoreFormula } from './csv';
import { ImportError, type ImportPreview } from './importPreview';

/** Reads the dashboard's own CSV export back; a CSV carries no ids, links, notes or creation dates. */
export function parseProjectsCsv(text: string, now: string): ImportPreview {
  const { data, errors } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header, ...rows] = data;
  if (!header || CSV_HEADER.some((column, index) => header[index]?.trim() !== column)) {
    throw new ImportError(`This CSV file does not start with the export's header row: ${CSV_HEADER.join(', ')}.`);
  }
  const preview: ImportPreview = { source: 'csv', projects: [], errors: [] };
  for (const error of errors) preview.errors.push(`Line ${(error.row ?? 0) + 1}: ${error.message}`);

  const base = Date.parse(now);
  rows.forEach((cells, index) => {
    const line = index + 2;
    const [name, description, status, owners, revenue, subscribers, lastUpdated] = cells.map((cell) =>
      restoreFormula(cell ?? ''),
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
    };
    const decoded = decodeProject({ githubUrl: '', liveUrl: '', notes: '', ...record }, now, id);
    if (decoded) preview.projects.push(decoded.project);
  });
  return preview;
}
