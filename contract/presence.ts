/** One person's presence entry (who is online, the sync engine's awareness state). */
export const MAX_PRESENCE_BYTES = 4 * 1024;

/** The name a presence entry gives (`user.name`), or undefined when it names no one. */
function nameIn(state: unknown): unknown {
  if (!state || typeof state !== 'object' || !('user' in state)) return undefined;
  const { user } = state;
  return user && typeof user === 'object' ? (user as { name?: unknown }).name : undefined;
}

/**
 * Why a person's presence entry is refused, or null: one that names anyone names the person who
 * sends it, and an entry the server holds in another person's name is theirs alone to change or
 * end (`held`: the entry as the server holds it for that client, if any). Its size is measured
 * where it is read, in bytes, against {@link MAX_PRESENCE_BYTES}.
 */
export function presenceProblem(state: unknown, author: string, held?: unknown): string | null {
  const holder = nameIn(held);
  if (holder !== undefined && holder !== author) return 'a change to another person’s presence';
  const name = nameIn(state);
  if (state && typeof state === 'object' && 'user' in state && name !== author) return 'a presence in another name';
  return null;
}
