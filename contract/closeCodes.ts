/**
 * Why the team server closed a sync websocket. Each side reads these the same way: the server
 * closes with them, the browser decides from them whether to reconnect, sign in again or keep
 * its copy (features/team/sync/closeCodes.ts).
 */
export const CLOSE_CODES = {
  /** The update was malformed or broke the lab's rules: refused, not stored. */
  refused: 4400,
  /** The session ended (signed out, expired, password changed). */
  sessionEnded: 4401,
  /** The person's role changed (contract/roles.ts): connect again, with the new role's rights. */
  roleChanged: 4403,
  /** A document other than the lab. */
  unknownDocument: 4404,
  /** The server could not store the change (a full disk), or it came before what it builds on: try again later. */
  notStored: 4500,
  /** The session could not be checked (the servers' shared store, Redis, is unreachable): try again later. */
  sessionUnchecked: 4503,
} as const;

/** The websocket's own "message too big" (RFC 6455), sent for a message over the server's limit. */
export const MESSAGE_TOO_BIG = 1009;
