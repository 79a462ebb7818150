import { HISTORY_KINDS, type HistoryKind, type ProjectVersion } from '../../../../contract/history';
import { isGoal, type Goal } from '../../../../contract/plans';
import { freeId } from '../model/ids';
import { decodeProject } from '../model/projectRecord';
import type { Project } from '../model/types';
import { ImportError, type ImportPreview } from './importPreview';
import { timeNow } from '../../../shared/lib/now';

export const BACKUP_FORMAT = 'forge-lab-backup';
/**
 * 4: each project with its goal, next step and snooze when it has them, and the lab's goal
 * (`labGoal`) when it has one.
 * 3: each project with its monthly figures (`figures`: `{ "2026-09": { revenue, subscribers } }`).
 * 2: with the lab's history (`history`, every version oldest first). Versions 1 and 2 still import,
 * each project getting its current values as the figure of the month of its last update.
 */
export const BACKUP_VERSION = 4;

/** A versioned JSON document with every project, field for field, and the lab's history. */
export function buildBackup(
  projects: readonly Project[],
  now = timeNow(),
  history: readonly ProjectVersion[] = [],
  labGoal?: Goal,
): string {
  const exportedAt = now.toISOString();
  const backup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, projects, history, labGoal };
  return JSON.stringify(backup, null, 2);
}

const isKind = (value: unknown): value is HistoryKind => (HISTORY_KINDS as readonly unknown[]).includes(value);

/**
 * The readable versions of a backup's history (version 2), each project record read by the same
 * rule as the backup's projects; an unreadable version is left out, as it changes nothing in the lab.
 */
function backupHistory(document: unknown, now: string): ProjectVersion[] {
  const history = (document as { history?: unknown } | null)?.history;
  if (!Array.isArray(history)) return [];
  const versions: ProjectVersion[] = [];
  for (const item of history) {
    if (!item || typeof item !== 'object') continue;
    const { id, projectId, kind, at, author, project } = item as Record<string, unknown>;
    if (typeof id !== 'string' || typeof projectId !== 'string' || !projectId || !isKind(kind)) continue;
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof author !== 'string') continue;
    const decoded = decodeProject(project, now, projectId);
    if (!decoded) continue;
    versions.push({ id, projectId, kind, at, author, project: { ...decoded.project, id: projectId } });
  }
  return versions;
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
  const history = Array.isArray(document) ? [] : backupHistory(document, now);
  if (history.length > 0) preview.history = history;
  const labGoal = (document as { labGoal?: unknown } | null)?.labGoal;
  if (!Array.isArray(document) && isGoal(labGoal)) preview.labGoal = labGoal;
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
