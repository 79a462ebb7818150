import type { WebSocket } from 'ws';
import { normalizeEmail, type User } from '../../contract/founders.js';

export type SocketRegistry = ReturnType<typeof socketRegistry>;

/**
 * The open sync websockets by session, so signing out (or stopping) closes them; whose each session
 * is, with the role it connected with; and when each person was last connected.
 */
export function socketRegistry() {
  const bySession = new Map<string, Set<WebSocket>>();
  const users = new Map<string, User>();
  const lastSeen = new Map<string, string>();
  const all = () => [...bySession.values()].flatMap((sockets) => [...sockets]);
  const seen = (user: User) => lastSeen.set(normalizeEmail(user.email), new Date().toISOString());
  return {
    add(sessionId: string, socket: WebSocket, user: User) {
      const sockets = bySession.get(sessionId) ?? new Set<WebSocket>();
      bySession.set(sessionId, sockets.add(socket));
      users.set(sessionId, user);
      seen(user);
      socket.once('close', () => {
        seen(user);
        sockets.delete(socket);
        if (sockets.size !== 0) return;
        bySession.delete(sessionId);
        users.delete(sessionId);
      });
    },
    /** The person a session with open websockets belongs to, as they connected. */
    userOf: (sessionId: string) => users.get(sessionId),
    /** Whether this person has a websocket open. */
    online: (email: string) => [...users.values()].some((user) => normalizeEmail(user.email) === normalizeEmail(email)),
    /** When this person was last connected, since the server started (ISO), or null. */
    lastSeen: (email: string) => lastSeen.get(normalizeEmail(email)) ?? null,
    /** How many websockets this session holds open. */
    count: (sessionId: string) => bySession.get(sessionId)?.size ?? 0,
    /** The sessions with a websocket open. */
    sessionIds: () => [...bySession.keys()],
    closeSession(sessionId: string, code: number, reason: string) {
      for (const socket of bySession.get(sessionId) ?? []) socket.close(code, reason);
    },
    /**
     * Closes every websocket (1001, "going away") and waits, up to a few seconds, until `settled`
     * says the work their closing starts is done; any socket still open then is cut.
     */
    async closeAll(settled: () => boolean, timeoutMs = 3000) {
      const sockets = all();
      for (const socket of sockets) socket.close(1001, 'Server shutting down');
      const deadline = Date.now() + timeoutMs;
      while (!settled() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      for (const socket of sockets) socket.terminate();
    },
  };
}
