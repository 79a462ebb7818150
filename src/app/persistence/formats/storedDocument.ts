import type { PersistedState } from 'redux-persist';

/** A slice as redux-persist stores it: its fields and the `_persist` bookkeeping. */
export type StoredDocument = Record<string, unknown> & PersistedState;

/** What a slice's decoder makes of a stored document of the current version. */
export type Decoded<T> = {
  state: T;
  repaired: number;
  dropped: number;
  /** The stored value had the wrong shape as a whole (e.g. the list is not a list). */
  unreadable?: boolean;
};

/** The stored text, classified: nothing, unreadable, or a document of an older, the current or a newer version. */
export type Reading =
  | { kind: 'nothing' }
  | { kind: 'unreadable' }
  | { kind: 'document'; document: StoredDocument; age: 'older' | 'current' | 'newer' };

export function readDocument(raw: string | null, version: number): Reading {
  if (raw === null) return { kind: 'nothing' };
  let document: unknown;
  try {
    document = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable' };
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) return { kind: 'unreadable' };
  const stored = document as StoredDocument;
  const storedVersion = stored._persist?.version ?? -1;
  const age = storedVersion > version ? 'newer' : storedVersion < version ? 'older' : 'current';
  return { kind: 'document', document: stored, age };
}

/** Something the founder must be told about the stored data, once the original is safe. */
export type Problem =
  { kind: 'unreadable' } | { kind: 'migrationFailed' } | { kind: 'recovered'; repaired: number; dropped: number };

/** What decoding revealed: the whole value unreadable, or items repaired or left out. */
export function problemOf(decoded: Decoded<unknown>): Problem | null {
  if (decoded.unreadable) return { kind: 'unreadable' };
  if (decoded.repaired + decoded.dropped > 0) {
    return { kind: 'recovered', repaired: decoded.repaired, dropped: decoded.dropped };
  }
  return null;
}

/** A repair that left nothing out may replace the original even when no copy could be kept. */
export const mayReplaceOriginal = (problem: Problem) => problem.kind === 'recovered' && problem.dropped === 0;
