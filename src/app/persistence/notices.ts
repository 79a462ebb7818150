/**
 * What the persistence layer has to tell the founder. It runs outside React, so it
 * queues notices here; the lab's UI subscribes and turns them into toasts and banners.
 */
export type PersistenceNotice =
  /** backupKey is null when storage had no room for a backup (only when nothing was left out). */
  | { kind: 'recovered'; repaired: number; dropped: number; backupKey: string | null }
  /** The original could not be backed up, so it is kept as it was and changes are not saved. */
  | { kind: 'backupFailed' }
  | { kind: 'unreadable'; backupKey: string }
  | { kind: 'newerVersion' }
  | { kind: 'migrationFailed'; backupKey: string }
  | { kind: 'writeFailed'; quota: boolean }
  | { kind: 'unavailable' };

type Listener = (notice: PersistenceNotice) => void;

export function createNoticeChannel() {
  const pending: PersistenceNotice[] = [];
  const listeners = new Set<Listener>();
  return {
    publish(notice: PersistenceNotice) {
      if (listeners.size === 0) pending.push(notice);
      for (const listener of listeners) listener(notice);
    },
    /** Delivers queued notices first, then new ones as they come. */
    subscribe(listener: Listener) {
      listeners.add(listener);
      for (const notice of pending.splice(0)) listener(notice);
      return () => void listeners.delete(listener);
    },
  };
}

export type NoticeChannel = ReturnType<typeof createNoticeChannel>;
