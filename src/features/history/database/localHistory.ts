import type { ProjectVersion } from '../../../../contract/history';
import { isTeamMode } from '../../../shared/lib/teamMode';
import { toasts } from '../../../shared/toast/catalogue';
import { showToast } from '../../../shared/toast/showToast';
import type { HistorySource } from '../source/historySource';
import { historyDatabaseName, type HistoryDb } from './historyDb';
import { openHistoryDb } from './openHistoryDb';

/**
 * This browser's history database, opened once per page (the database of the lab this page
 * shows: the local lab's, or team mode's copy), and the news that it changed: written here, or
 * by another tab of this lab (BroadcastChannel), so an open History or Activity reads it again.
 */
let opening: Promise<HistoryDb | null> | null = null;
const listeners = new Set<() => void>();
const CHANNEL = 'forge-lab:history';
let channel: BroadcastChannel | null = null;

const notify = () => listeners.forEach((listener) => listener());

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

/** Tells this page's readers that the history changed elsewhere (the team server recorded versions). */
export const historyChanged = () => notify();

/** Tells the listener whenever the history changed, here or in another tab; returns the unsubscribe. */
export function subscribeToHistory(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores versions; a failure is logged, never thrown: the lab's change stands without its version. */
export async function recordVersions(versions: readonly (ProjectVersion & { baseline?: true })[]): Promise<void> {
  if (versions.length === 0) return;
  try {
    const db = await historyDb();
    if (!db) return;
    await db.add(versions);
    notify();
    channel?.postMessage('changed');
  } catch (error) {
    console.error('The lab history could not be written:', error);
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

/** Forgets the opened database (tests: each starts with its own). */
export function resetHistoryDb() {
  void opening?.then((db) => db?.close());
  opening = null;
  channel?.close();
  channel = null;
}
