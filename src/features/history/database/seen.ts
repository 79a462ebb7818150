import { historyDb } from './localHistory';

/** When the founder last opened Activity, as this browser remembers it (null: never, or unreadable). */
export async function lastSeenBy(founder: string): Promise<string | null> {
  try {
    return (await (await historyDb())?.lastSeen(founder)) ?? null;
  } catch {
    return null;
  }
}

export async function markSeenBy(founder: string, at: string): Promise<void> {
  try {
    await (await historyDb())?.markSeen(founder, at);
  } catch {
    // Not remembered: the same entries read "New" next time, nothing worse.
  }
}
