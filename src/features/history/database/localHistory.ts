import type { ProjectVersion } from '../../../../contract/history';
import { isTeamMode } from '../../../shared/lib/teamMode';
import { toasts } from '../../../shared/toast/catalogue';
import { showToast } from '../../../shared/toast/showToast';
import type { HistorySource } from '../source/historySource';
import { historyDatabaseName, type HistoryDb } from './historyDb';
import { openHistoryDb } from './openHistoryDb';

/**
 * This browser's history database, opened once per page (the database of the lab this page
 * shows: the local lab's, or team mode's copy), and the news that another tab of this lab wrote
 * into it (BroadcastChannel), so that this tab's reader reads it again.
 */
let opening: Promise<HistoryDb | null> | null = null;
/** Told the projects whose versions another tab wrote; null when it did not say (an older release's tab). */
type HistoryListener = (projectIds: readonly string[] | null) => void;
const listeners = new Set<HistoryListener>();
const CHANNEL = 'forge-lab:history';
let channel: BroadcastChannel | null = null;

const notify = ({ data }: MessageEvent) => {
  const projectIds = isWrittenMessage(data) ? data.projectIds : null;
  listeners.forEach((listener) => listener(projectIds));
};

type WrittenMessage = { projectIds: string[] };
const isWrittenMessage = (data: unknown): data is WrittenMessage =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as WrittenMessage).projectIds) &&
  (data as WrittenMessage).projectIds.every((id) => typeof id === 'string');

function openChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = notify;
}

/** The database, or null where this browser keeps no history (the lab works on without one). */
export function historyDb(): Promise<HistoryDb | null> {
  opening ??= openHistoryDb(historyDatabaseName(isTeamMode()), ({ name }) =>
    showToast(toasts.historySetAside(name)),
  ).catch(() => null);
  openChannel();
  return opening;
}

/** Tells the listener whenever another tab wrote into the history, for as long as the page lives. */
export function subscribeToHistory(listener: HistoryListener): void {
  openChannel();
  listeners.add(listener);
}

/**
 * Stores versions and tells the other tabs which projects they are of; answers those projects' ids
 * once written, none when nothing was. A failure is logged, never thrown: the lab's change stands
 * without its version.
 */
export async function recordVersions(versions: readonly (ProjectVersion & { baseline?: true })[]): Promise<string[]> {
  if (versions.length === 0) return [];
  try {
    const db = await historyDb();
    if (!db) return [];
    await db.add(versions);
    const projectIds = [...new Set(versions.map((version) => version.projectId))];
    channel?.postMessage({ projectIds } satisfies WrittenMessage);
    return projectIds;
  } catch (error) {
    console.error('The lab history could not be written:', error);
    return [];
  }
}

/** The history as this browser has it: the local mode's source, and team mode's fallback. */
export const localHistorySource: HistorySource = {
  async projectHistory(projectId) {
    const db = await historyDb();
    return db ? db.projectHistory(projectId) : [];
  },
  async activity(before) {
    const db = await historyDb();
    return db ? db.activity(before) : { entries: [], nextBefore: null };
  },
};

/** Every version, oldest first, for a backup; none where the history cannot be read. */
export async function historyForBackup(): Promise<ProjectVersion[]> {
  try {
    return (await (await historyDb())?.all()) ?? [];
  } catch {
    return [];
  }
}

/**
 * Every version this browser keeps: none where it keeps no history at all (no IndexedDB), null
 * where the database could not be opened now (another tab of an older release holds it, or it did
 * not answer in time); the next call then tries to open it again.
 */
export async function readHistory(): Promise<ProjectVersion[] | null> {
  if (typeof indexedDB === 'undefined') return [];
  const db = await historyDb();
  if (db) return db.all();
  opening = null;
  return null;
}

/** Forgets the opened database (tests: each starts with its own). */
export function resetHistoryDb() {
  void opening?.then((db) => db?.close());
  opening = null;
  channel?.close();
  channel = null;
}
