import { TEXT_LIMITS } from '../../contract/project.js';
import { UsageError } from '../setupError.js';

export const STORAGE_USAGE = `  npm run team -- backup FILE [--data DIR]
  npm run team -- restore (--at TIME | --from FILE | --list) [--by NAME] [--data DIR]`;

export const STORAGE_HELP = `backup writes the lab to FILE, also while the server runs. restore, with the server stopped,
brings the lab back to a kept snapshot (--at, e.g. 2026-01-05T10:00:00Z; --list shows them) or to
a backup (--from) as a new change; projects it removes are deleted by NAME (default Restore).`;

export const STORAGE_OPTIONS = {
  at: { type: 'string' },
  from: { type: 'string' },
  by: { type: 'string', default: 'Restore' },
  list: { type: 'boolean', default: false },
} as const;

export type StorageCommand =
  | { name: 'backup'; file: string; dataDir: string }
  | { name: 'restore'; dataDir: string; at?: string; from?: string; by: string }
  | { name: 'restore-list'; dataDir: string };

type Values = { data: string; at?: string; from?: string; by: string; list: boolean };

/** `backup` and `restore`, or null for any other command. */
export function storageCommand(positionals: readonly string[], values: Values): StorageCommand | null {
  const [name, ...rest] = positionals;
  if (name === 'backup') {
    if (rest.length !== 1) throw new UsageError('Usage: npm run team -- backup FILE [--data DIR]');
    return { name, file: rest[0], dataDir: values.data };
  }
  if (name !== 'restore') return null;
  const targets = [values.at, values.from, values.list || undefined].filter((value) => value !== undefined);
  if (rest.length > 0 || targets.length !== 1)
    throw new UsageError('Usage: npm run team -- restore (--at TIME | --from FILE | --list) [--by NAME] [--data DIR]');
  if (values.list) return { name: 'restore-list', dataDir: values.data };
  const by = values.by.trim();
  if (!by || by.length > TEXT_LIMITS.name)
    throw new UsageError(`--by takes a name of 1 to ${TEXT_LIMITS.name} characters.`);
  return { name, dataDir: values.data, at: values.at, from: values.from, by };
}
