import type { KeptSnapshot } from './keptSnapshots.js';

/** What the team server asks of its store (documentStore.ts). */
export type StoreHealth = { state: 'ok' } | { state: 'failing'; error: string; since: string };

export type DocumentStore = {
  /** The document's state as one update, ready to apply to an empty Y.Doc (none when nothing is stored). */
  load(name: string): Promise<Uint8Array[]>;
  /** Resolves once the update is on disk (fsynced): only then may it be acknowledged. */
  append(name: string, update: Uint8Array): Promise<void>;
  /**
   * Folds the log into a new snapshot, written crash-safely and kept (keptSnapshots.ts), then cuts
   * what it folded from the log. A failure (a full disk) is logged and reported by `health`, never
   * thrown: the log and the old snapshot still hold everything, and the next compaction tries again.
   */
  compact(name: string): Promise<void>;
  /** What the stored document holds, as a Yjs state vector (to ask other instances for the rest). */
  stateVector(name: string): Promise<Uint8Array>;
  /** The kept snapshots of the document, newest first. */
  keptSnapshots(name: string): Promise<KeptSnapshot[]>;
  /** Whether the last write failed, and how. */
  health(): StoreHealth;
  close(): Promise<void>;
};
