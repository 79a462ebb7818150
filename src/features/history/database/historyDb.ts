import type { DBSchema, IDBPDatabase } from 'idb';
import {
  ACTIVITY_PAGE_SIZE,
  compareVersionIds,
  HISTORY_RETENTION,
  newestFirst,
  type ActivityEntry,
  type ActivityResponse,
  type ProjectVersion,
} from '../../../../contract/history';
import type { Project } from '../../projects';
import { versionsToPrune } from '../model/retention';
import layout from './historyLayout.json';
import { timeNow } from '../../../shared/lib/now';

/**
 * The lab's history in this browser: IndexedDB, through `idb` (a 1 KB wrapper that turns its
 * requests into promises). One store of versions, by id, with two indexes: by project and time
 * (a project's history, the version before an Activity entry), and by time (Activity). A second
 * store keeps, per founder, when they last opened Activity. Nothing of it goes to localStorage.
 */
export type HistorySchema = DBSchema & {
  versions: {
    key: string;
    value: ProjectVersion;
    indexes: { project: [string, string]; at: string };
  };
  seen: { key: string; value: { founder: string; at: string } };
};

export type Db = IDBPDatabase<HistorySchema>;

// The databases' names, version, stores and indexes are data (historyLayout.json), which the
// bench (scripts/bench/historySeed.mjs) reads to fill the same database the app opens.
export const SCHEMA_VERSION = layout.version;
export const STORES = Object.keys(layout.stores) as (keyof typeof layout.stores)[];

/** The local lab's history, and team mode's copy of what this browser saw (the server holds the team's). */
export const historyDatabaseName = (teamMode: boolean) => (teamMode ? layout.names.team : layout.names.local);

export type HistoryDb = {
  /** The database in use (its name, with the generation after a set-aside). */
  name: string;
  /** Stores versions (one with the same id is replaced), then prunes their projects' history. */
  add(versions: readonly (ProjectVersion & { baseline?: true })[], now?: Date): Promise<void>;
  /** A project's versions, newest first. */
  projectHistory(projectId: string): Promise<ProjectVersion[]>;
  /** The lab's latest changes, newest first, older than `before` (a cursor this returned). */
  activity(before?: string, pageSize?: number): Promise<ActivityResponse>;
  /** Every version, oldest first (a backup). */
  all(): Promise<ProjectVersion[]>;
  /** When the founder last opened Activity (ISO), or null. */
  lastSeen(founder: string): Promise<string | null>;
  markSeen(founder: string, at: string): Promise<void>;
  close(): void;
};

/** Creates the stores and indexes of historyLayout.json that the database lacks. */
export const upgradeSchema = (db: Db) => {
  // Plain IndexedDB: idb types a store's name by HistorySchema, and the layout's names are strings.
  const plain = db as unknown as IDBDatabase;
  for (const [name, { keyPath, indexes }] of Object.entries(layout.stores)) {
    if (plain.objectStoreNames.contains(name)) continue;
    const store = plain.createObjectStore(name, { keyPath });
    for (const [index, path] of Object.entries(indexes)) store.createIndex(index, path);
  }
};

const CURSOR_SEPARATOR = '\n';
const cursorOf = (version: ProjectVersion) => `${version.at}${CURSOR_SEPARATOR}${version.id}`;

function readCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const index = cursor.indexOf(CURSOR_SEPARATOR);
  if (index < 0) return { at: cursor, id: '' };
  return { at: cursor.slice(0, index), id: cursor.slice(index + 1) };
}

/** Whether `version` comes before (is older than) the point `{ at, id }` in the contract's order. */
const isBefore = (version: ProjectVersion, { at, id }: { at: string; id: string }) =>
  version.at < at || (version.at === at && id !== '' && compareVersionIds(version.id, id) < 0);

export function historyDbOf(db: Db, name: string): HistoryDb {
  // Writes go one after another, so a prune never races the add it follows.
  let writes: Promise<void> = Promise.resolve();

  async function prune(projectIds: Iterable<string>, now: Date) {
    const tx = db.transaction('versions', 'readwrite');
    const index = tx.store.index('project');
    for (const projectId of projectIds) {
      const range = IDBKeyRange.bound([projectId, ''], [projectId, '\uffff']);
      if ((await index.count(range)) <= HISTORY_RETENTION.versionsPerProject) continue;
      const doomed = versionsToPrune(await index.getAll(range), now);
      await Promise.all(doomed.map((version) => tx.store.delete(version.id)));
    }
    await tx.done;
  }

  async function previousOf(version: ProjectVersion): Promise<Project | null> {
    const range = IDBKeyRange.bound([version.projectId, ''], [version.projectId, version.at]);
    let cursor = await db.transaction('versions').store.index('project').openCursor(range, 'prev');
    while (cursor) {
      if (isBefore(cursor.value, version)) return cursor.value.project;
      cursor = await cursor.continue();
    }
    return null;
  }

  return {
    name,
    add(versions, now = timeNow()) {
      const run = async () => {
        if (versions.length === 0) return;
        const tx = db.transaction('versions', 'readwrite');
        const index = tx.store.index('project');
        const known = new Map<string, boolean>();
        for (const { baseline, ...version } of versions) {
          if (baseline) {
            // Only for a project without history: the state before its first recorded change.
            const range = IDBKeyRange.bound([version.projectId, ''], [version.projectId, '\uffff']);
            if (!known.has(version.projectId)) known.set(version.projectId, (await index.count(range)) > 0);
            if (known.get(version.projectId)) continue;
          }
          known.set(version.projectId, true);
          void tx.store.put(version);
        }
        await tx.done;
        await prune(new Set(versions.map((version) => version.projectId)), now);
      };
      writes = writes.then(run, run);
      return writes;
    },
    async projectHistory(projectId) {
      const range = IDBKeyRange.bound([projectId, ''], [projectId, '\uffff']);
      const versions = await db.getAllFromIndex('versions', 'project', range);
      return versions.sort(newestFirst);
    },
    async activity(before, pageSize = ACTIVITY_PAGE_SIZE) {
      const point = readCursor(before);
      const range = point ? IDBKeyRange.upperBound(point.at) : undefined;
      const page: ProjectVersion[] = [];
      let more = false;
      let cursor = await db.transaction('versions').store.index('at').openCursor(range, 'prev');
      while (cursor) {
        if (!point || isBefore(cursor.value, point)) {
          if (page.length === pageSize) {
            more = true;
            break;
          }
          page.push(cursor.value);
        }
        cursor = await cursor.continue();
      }
      const entries: ActivityEntry[] = [];
      for (const version of page) entries.push({ ...version, previous: await previousOf(version) });
      return { entries, nextBefore: more && page.length > 0 ? cursorOf(page[page.length - 1]) : null };
    },
    async all() {
      const versions = await db.getAll('versions');
      return versions.sort((a, b) => newestFirst(b, a));
    },
    async lastSeen(founder) {
      return (await db.get('seen', founder))?.at ?? null;
    },
    async markSeen(founder, at) {
      await db.put('seen', { founder, at });
    },
    close: () => db.close(),
  };
}
