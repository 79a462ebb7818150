import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  ACTIVITY_PAGE_SIZE,
  HISTORY_RETENTION,
  type ActivityEntry,
  type HistoryKind,
  type ProjectVersion,
} from '../../contract/history.js';
import type { Project } from '../../contract/project.js';
import { privateDatabase } from './privateDatabase.js';

/** The history database's file, in the data directory beside `documents/`. */
export const HISTORY_FILE = 'history.sqlite';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A version as recorded: `at` in milliseconds; `origin`/`originId` name a version recorded by another instance. */
export type NewVersion = {
  projectId: string;
  kind: HistoryKind;
  at: number;
  author: string;
  project: Project;
  origin?: string;
  originId?: number;
};

type Row = { id: number; project_id: string; kind: HistoryKind; at: number; author: string; project: string };
type ActivityRow = Row & { previous: string | null };

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS versions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    project_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    at INTEGER NOT NULL,
    author TEXT NOT NULL,
    project TEXT NOT NULL,
    origin TEXT,
    origin_id INTEGER
  );
  CREATE INDEX IF NOT EXISTS versions_of_project ON versions (project_id, at, id);
  CREATE INDEX IF NOT EXISTS versions_in_time ON versions (at, id);
  CREATE UNIQUE INDEX IF NOT EXISTS versions_from_elsewhere ON versions (origin, origin_id) WHERE origin IS NOT NULL;
  CREATE TABLE IF NOT EXISTS unshared (version_id INTEGER PRIMARY KEY);
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

const toVersion = (row: Row): ProjectVersion => ({
  id: String(row.id),
  projectId: row.project_id,
  kind: row.kind,
  at: new Date(row.at).toISOString(),
  author: row.author,
  project: JSON.parse(row.project) as Project,
});

/** An Activity cursor: the `at` (ms) and id of the last entry of a page. */
export const activityCursor = (at: number, id: number) => `${at}-${id}`;

/** The cursor's two numbers, or null when it is not one this server gave. */
export function readCursor(cursor: string): { at: number; id: number } | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(cursor);
  return match ? { at: Number(match[1]), id: Number(match[2]) } : null;
}

export type HistoryDb = ReturnType<typeof openHistoryDb>;

/**
 * Copies the history database of `dataDir` to `file` (SQLite's online backup: consistent while the
 * server writes). Resolves false when there is no history yet.
 */
export async function backUpHistory(dataDir: string, file: string): Promise<boolean> {
  let db: Database.Database;
  try {
    db = new Database(join(dataDir, HISTORY_FILE), { readonly: true, fileMustExist: true });
  } catch {
    return false;
  }
  try {
    privateDatabase(file);
    await db.backup(file);
    return true;
  } finally {
    db.close();
  }
}

/**
 * The lab's history: one SQLite database (better-sqlite3) in the data directory. WAL journal, so a
 * reader never waits for the writer and a killed process leaves every committed version in place;
 * `synchronous = NORMAL` commits without an fsync each (a power cut may lose the last versions,
 * never the database; the lab's own log is fsynced before any change is acknowledged).
 */
export function openHistoryDb(dataDir: string, now: () => number = Date.now) {
  privateDatabase(join(dataDir, HISTORY_FILE));
  const db = new Database(join(dataDir, HISTORY_FILE));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA);
  } catch (error) {
    db.close();
    throw error;
  }

  const insert = db.prepare(
    `INSERT OR IGNORE INTO versions (project_id, kind, at, author, project, origin, origin_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const markUnshared = db.prepare('INSERT INTO unshared (version_id) VALUES (?)');
  const ofProject = db.prepare<[string], Row>('SELECT * FROM versions WHERE project_id = ? ORDER BY at DESC, id DESC');
  const latestOf = db.prepare<[string], Row>(
    'SELECT * FROM versions WHERE project_id = ? ORDER BY at DESC, id DESC LIMIT 1',
  );
  const activity = db.prepare<[number, number, number], ActivityRow>(
    `SELECT v.*, (SELECT p.project FROM versions p WHERE p.project_id = v.project_id AND (p.at, p.id) < (v.at, v.id)
       ORDER BY p.at DESC, p.id DESC LIMIT 1) AS previous
     FROM versions v WHERE (v.at, v.id) < (?, ?) ORDER BY v.at DESC, v.id DESC LIMIT ?`,
  );
  const lastAt = db.prepare<[], { at: number | null }>('SELECT MAX(at) AS at FROM versions');
  const prune = db.prepare(
    `DELETE FROM versions WHERE id IN (SELECT id FROM (SELECT id, at, ROW_NUMBER() OVER
       (PARTITION BY project_id ORDER BY at DESC, id DESC) AS newer FROM versions) WHERE newer > ? AND at < ?)`,
  );
  const pruneUnshared = db.prepare('DELETE FROM unshared WHERE version_id NOT IN (SELECT id FROM versions)');
  const unsharedRows = db.prepare<[number], Row>(
    'SELECT v.* FROM unshared u JOIN versions v ON v.id = u.version_id ORDER BY u.version_id LIMIT ?',
  );
  const share = db.prepare('DELETE FROM unshared WHERE version_id = ?');
  const readMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const writeMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  // Each of this instance's versions is stored at a later millisecond than the one before, so its
  // own versions never tie on `at`, whatever the clock does.
  let latest = lastAt.get()?.at ?? 0;

  const record = db.transaction((version: NewVersion, toShare: boolean): number | null => {
    const { projectId, kind, at, author, project, origin, originId } = version;
    const result = insert.run(projectId, kind, at, author, JSON.stringify(project), origin ?? null, originId ?? null);
    if (result.changes === 0) return null;
    const id = Number(result.lastInsertRowid);
    if (toShare) markUnshared.run(id);
    return id;
  });

  return {
    /** The time to record this instance's next version at (ms, strictly increasing). */
    nextAt(): number {
      latest = Math.max(now(), latest + 1);
      return latest;
    },
    /** Records a version; `toShare` keeps it for the other instances. Returns its id (null: already held). */
    record: (version: NewVersion, toShare = false) => record(version, toShare),
    /** Records the versions of one change all together (one commit), or none of them. */
    recordAll: db.transaction((versions: NewVersion[], toShare: boolean) => {
      for (const version of versions) record(version, toShare);
    }),
    /** A project's versions, newest first. */
    versionsOf: (projectId: string): ProjectVersion[] => ofProject.all(projectId).map(toVersion),
    latestOf: (projectId: string): ProjectVersion | null => {
      const row = latestOf.get(projectId);
      return row ? toVersion(row) : null;
    },
    /** One page of the lab's changes, newest first, before the cursor's entry (from the newest without one). */
    activity(before: { at: number; id: number } | null, size = ACTIVITY_PAGE_SIZE) {
      const rows = activity.all(before?.at ?? Number.MAX_SAFE_INTEGER, before?.id ?? 0, size + 1);
      const page = rows.slice(0, size);
      const entries: ActivityEntry[] = page.map((row) => ({
        ...toVersion(row),
        previous: row.previous === null ? null : (JSON.parse(row.previous) as Project),
      }));
      const last = page.at(-1);
      return { entries, nextBefore: rows.length > size && last ? activityCursor(last.at, last.id) : null };
    },
    /** Drops the versions past both limits of HISTORY_RETENTION; returns how many. */
    prune(): number {
      const cutoff = now() - HISTORY_RETENTION.days * DAY_MS;
      const removed = prune.run(HISTORY_RETENTION.versionsPerProject, cutoff).changes;
      if (removed > 0) pruneUnshared.run();
      return removed;
    },
    /** This instance's versions not yet given to the others, oldest first, with their ids. */
    unshared: (limit = 500) => unsharedRows.all(limit).map((row) => ({ localId: row.id, version: toVersion(row) })),
    markShared: (id: number) => void share.run(id),
    meta: (key: string) => readMeta.get(key)?.value ?? null,
    setMeta: (key: string, value: string) => void writeMeta.run(key, value),
    close: () => db.close(),
  };
}
