import Papa from 'papaparse';
import { decodeProject } from '../../../app/persistence/projectsCodec';
import { isProjectStatus, PROJECT_STATUSES, type Project } from '../types';
import { freeId } from './mergeProjects';

export const BACKUP_FORMAT = 'forge-lab-backup';
export const BACKUP_VERSION = 1;

/** A versioned JSON document with every project, field for field. */
export function buildBackup(projects: readonly Project[], now = new Date()): string {
  return JSON.stringify(
    { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), projects },
    null,
    2,
  );
}

export const backupFileName = (localDate: string) => `forge-lab-backup-${localDate}.json`;

export type ImportSource = 'json' | 'csv';
export type { ImportMode } from './mergeProjects';

export type ImportPreview = {
  source: ImportSource;
  projects: Project[];
  /** One message per line or item that could not be imported, e.g. "Line 4: no project name". */
  errors: string[];
};

export class ImportError extends Error {}

const stripBom = (text: string) => text.replace(/^\uFEFF/, '');

function parseJson(text: string, now: string): ImportPreview {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ImportError('This file is not valid JSON.');
  }
  const items = Array.isArray(document)
    ? document
    : document && typeof document === 'object' && (document as { format?: unknown }).format === BACKUP_FORMAT
      ? (document as { projects?: unknown }).projects
      : undefined;
  if (!Array.isArray(items)) throw new ImportError('This JSON file is not a Forge Lab backup.');
  if (
    (document as { version?: number }).version !== undefined &&
    (document as { version: number }).version > BACKUP_VERSION
  ) {
    throw new ImportError('This backup was made by a newer version of Forge Lab.');
  }

  const preview: ImportPreview = { source: 'json', projects: [], errors: [] };
  const base = Date.parse(now);
  // Ids must be unique in the lab (edit and delete go by id): a repeated one gets the next free id.
  const ids = new Set<string>();
  items.forEach((item, index) => {
    const decoded = decodeProject(item, now, String(base + index));
    if (!decoded) {
      preview.errors.push(`Item ${index + 1}: no project name, skipped`);
      return;
    }
    const id = freeId(decoded.project.id, ids);
    ids.add(id);
    preview.projects.push(id === decoded.project.id ? decoded.project : { ...decoded.project, id });
  });
  return preview;
}

// Cells the CSV export protected against formula injection start with an apostrophe.
const unprotect = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const CSV_COLUMNS = ['Name', 'Description', 'Status', 'Owners', 'Revenue', 'Subscribers', 'Last Updated'];

function parseCsv(text: string, now: string): ImportPreview {
  const { data, errors } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header, ...rows] = data;
  if (!header || CSV_COLUMNS.some((column, index) => header[index]?.trim() !== column)) {
    throw new ImportError(`This CSV file does not start with the export's header row: ${CSV_COLUMNS.join(', ')}.`);
  }
  const preview: ImportPreview = { source: 'csv', projects: [], errors: [] };
  for (const error of errors) preview.errors.push(`Line ${(error.row ?? 0) + 1}: ${error.message}`);

  const base = Date.parse(now);
  rows.forEach((cells, index) => {
    const line = index + 2;
    const [name, description, status, owners, revenue, subscribers, lastUpdated] = cells.map((cell) =>
      unprotect(cell ?? ''),
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
    const decoded = decodeProject(
      {
        id: String(base + index),
        name,
        description,
        status: status || 'Idea',
        owners: (owners ?? '')
          .split(';')
          .map((owner) => owner.trim())
          .filter(Boolean),
        revenue,
        subscribers,
        githubUrl: '',
        liveUrl: '',
        notes: '',
        createdAt: timestamp,
        lastUpdated: timestamp,
      },
      now,
      String(base + index),
    );
    if (decoded) preview.projects.push(decoded.project);
  });
  return preview;
}

/** Reads a backup (JSON) or the app's own CSV export. Throws ImportError with a message for the founder. */
export function parseImport(rawText: string, now = new Date().toISOString()): ImportPreview {
  const text = stripBom(rawText);
  if (!text.trim()) throw new ImportError('This file is empty.');
  return /^\s*[[{]/.test(text) ? parseJson(text, now) : parseCsv(text, now);
}
