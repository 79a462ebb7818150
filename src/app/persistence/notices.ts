/**
 * What the persistence layer has to tell the founder. It runs outside React, so it
 * queues notices here; the lab's UI subscribes and turns them into toasts and banners.
 */
export type PersistenceNotice =
  | { kind: 'recovered'; repaired: number; dropped: number; backupKey: string }
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
