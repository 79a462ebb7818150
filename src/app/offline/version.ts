/** What the page posts to the service worker to learn which build it serves. */
export const VERSION_REQUEST = 'forge-lab:which-build';

/** Where the page keeps the build it last ran on, to tell a founder when a new one took over. */
export const VERSION_KEY = 'forge-lab:offline-version';

type ManifestEntry = { url: string; revision?: string | null };

/**
 * One name for a build: a hash (FNV-1a, 32 bits) of every precached file's URL and revision.
 * Any changed file changes it, so it names exactly what the service worker serves.
 */
export function buildVersion(manifest: readonly ManifestEntry[]): string {
  let hash = 0x811c9dc5;
  for (const { url, revision } of manifest) {
    for (const char of `${url} ${revision ?? ''}\n`) {
      hash ^= char.codePointAt(0)!;
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Records the build the founder runs now and says whether it replaced another one: false on the
 * first run (nothing recorded) and on the same build, true once a new build has taken over.
 */
export function recordVersion(storage: Pick<Storage, 'getItem' | 'setItem'>, version: string): boolean {
  const previous = storage.getItem(VERSION_KEY);
  if (previous === version) return false;
  storage.setItem(VERSION_KEY, version);
  return previous !== null;
}
