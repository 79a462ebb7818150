import { parseBackupJson } from './backupFile';
import { parseProjectsCsv } from './csvImport';
import { ImportError, type ImportPreview } from './importPreview';
import { isoNow } from '../../../shared/lib/now';

const stripBom = (text: string) => text.replace(/^\uFEFF/, '');

/** Reads a backup (JSON) or the app's own CSV export. Throws ImportError with a message for the founder. */
export function parseImport(rawText: string, now = isoNow()): ImportPreview {
  const text = stripBom(rawText);
  if (!text.trim()) throw new ImportError('This file is empty.');
  return /^\s*[[{]/.test(text) ? parseBackupJson(text, now) : parseProjectsCsv(text, now);
}
