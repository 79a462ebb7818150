import type { Project } from './project.js';

/**
 * The lab's history: every stored change to a project is a version, kept outside the synced lab.
 * The browser keeps it in IndexedDB in local mode; the team server keeps it in its data directory
 * and answers the two GET paths below (401 without a session, 404 for an unknown project).
 */

/** What a version records, in the words of its entry ("Edited by Maya Chen"). */
export const HISTORY_KINDS = ['added', 'edited', 'restored', 'imported', 'deleted'] as const;

export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One version of one project. */
export type ProjectVersion = {
  /** Unique in the lab; the team server's are whole numbers. Lists are ordered by `newestFirst`. */
  id: string;
  projectId: string;
  kind: HistoryKind;
  /** When the change was stored (ISO 8601). */
  at: string;
  /** The founder's name; on the server always the signed-in founder who sent the change. */
  author: string;
  /** The project's fields after the change; for a deletion, as they were when it was deleted. */
  project: Project;
  /**
   * Kept by the browser only: this founder's change, replaced by another founder's concurrent
   * change to the same field. The team server never stored it, so the browser shows it beside
   * the server's versions.
   */
  replaced?: true;
};

const WHOLE_NUMBER = /^\d+$/;

/**
 * Two ids in the order the team server's SQLite keeps them: its whole-number ids by value ("9"
 * before "10"), any other (the browser's own) as text. The server writes no leading zeros, so the
 * shorter number is the smaller.
 */
export function compareVersionIds(a: string, b: string): number {
  if (WHOLE_NUMBER.test(a) && WHOLE_NUMBER.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The one order of every history list, newest first: by `at`, then by id. The server's SQLite
 * orders the same way, so its lists and the browser's merged ones agree.
 */
export const newestFirst = (a: { id: string; at: string }, b: { id: string; at: string }) =>
  a.at < b.at ? 1 : a.at > b.at ? -1 : compareVersionIds(b.id, a.id);

/** An Activity entry: a version and the one before it of the same project (null for the first). */
export type ActivityEntry = ProjectVersion & { previous: Project | null };

/** GET: a project's versions, newest first. */
export const historyPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/history`;

/** GET `?before={cursor}` (optional): the lab's latest changes, newest first, a page at a time. */
export const ACTIVITY_PATH = '/api/activity';

export const ACTIVITY_PAGE_SIZE = 50;

export type HistoryResponse = { versions: ProjectVersion[] };

/** `nextBefore` is the cursor of the next (older) page, null when there is none. */
export type ActivityResponse = { entries: ActivityEntry[]; nextBefore: string | null };

/**
 * The team server's stateless message to the lab's connections (Hocuspocus) each time its history
 * gains versions, its own or another instance's: a History or Activity open in a browser reads
 * again then, rather than guessing when the server has recorded a change.
 */
export const HISTORY_RECORDED = 'history-recorded';

/** What is kept at least: pruning drops a version only past both limits. */
export const HISTORY_RETENTION = { versionsPerProject: 200, days: 90 } as const;

/**
 * In team mode, each project's map in the lab document carries the kind of its latest change under
 * this key ('added', 'edited', 'restored' or 'imported'), written by the founder's browser with the
 * change itself, so that the server's history can say "Restored by" or "Imported by". A deletion is
 * the project leaving the map; the server checks the value and falls back to what it sees.
 */
export const LAST_CHANGE_KEY = 'lastChange';
