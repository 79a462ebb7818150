import { freeId } from '../model/ids';
import { decodeProject } from '../model/projectRecord';
import type { Project } from '../model/types';
import { ImportError, type ImportPreview } from './importPreview';

export const BACKUP_FORMAT = 'forge-lab-backup';
export const BACKUP_VERSION = 1;

/** A versioned JSON document with every project, field for field. */
export function buildBackup(projects: readonly Project[], now = new Date()): string {
  const backup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), projects };
  return JSON.stringify(backup, null, 2);
}

export const backupFileName = (localDate: string) => `forge-lab-backup-${localDate}.json`;

/** The projects of a backup document, or of a bare JSON list of projects. */
function backupItems(document: unknown): unknown[] {
  const isBackup =
    Boolean(document) && typeof document === 'object' && (document as { format?: unknown }).format === BACKUP_FORMAT;
  const items = Array.isArray(document) ? document : isBackup ? (document as { projects?: unknown }).projects : null;
  if (!Array.isArray(items)) throw new ImportError('This JSON file is not a Forge Lab backup.');
  const version = (document as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    throw new ImportError('This backup was made by a newer version of Forge Lab.');
  }
  return items;
}

/** Reads a JSON backup; every readable project is kept, every other item is listed. */
export function parseBackupJson(text: string, now: string): ImportPreview {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ImportError('This file is not valid JSON.');
  }
  const preview: ImportPreview = { source: 'json', projects: [], errors: [] };
  const base = Date.parse(now);
  // Ids must be unique in the lab (edit and delete go by id): a repeated one gets the next free id.
  const ids = new Set<string>();
  backupItems(document).forEach((item, index) => {
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
