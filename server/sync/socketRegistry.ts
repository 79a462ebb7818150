import type { WebSocket } from 'ws';

export type SocketRegistry = ReturnType<typeof socketRegistry>;

/** The open sync websockets by session, so signing out (or stopping) closes them. */
export function socketRegistry() {
  const bySession = new Map<string, Set<WebSocket>>();
  const all = () => [...bySession.values()].flatMap((sockets) => [...sockets]);
  return {
    add(sessionId: string, socket: WebSocket) {
      const sockets = bySession.get(sessionId) ?? new Set<WebSocket>();
      bySession.set(sessionId, sockets.add(socket));
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0) bySession.delete(sessionId);
      });
    },
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
