import { STORAGE_KEYS, storageKeyFor } from '../keys';
import { decodeSession } from '../../../features/auth/sessionRecord';

/**
 * Whether this browser holds a signed-in session, read straight from localStorage by the
 * rule the store rehydrates with (decodeSession). For the entry, which has to know before
 * the store loads whether the prerendered, signed-out /login may be hydrated.
 */
export function hasStoredSession(): boolean {
  try {
    const raw = globalThis.localStorage?.getItem(storageKeyFor(STORAGE_KEYS.auth));
    if (!raw) return false;
    const document: unknown = JSON.parse(raw);
    if (!document || typeof document !== 'object' || Array.isArray(document)) return false;
    return Boolean(decodeSession(document as Record<string, unknown>).token);
  } catch {
    // Blocked storage or unreadable JSON: the store falls back to signed out as well.
    return false;
  }
}
