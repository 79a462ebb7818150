import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Sessions } from '../auth/sessions.js';
import type { User } from '../../contract/founders.js';
import { isSameOrigin, sessionIdOf } from '../http/cookies.js';
import type { LabHistory } from '../history/labHistory.js';
import { RedisUnreachable } from '../redis/outage.js';
import type { DocumentStore } from '../store/documentStore.js';
import { SYNC_PATH } from '../../contract/api.js';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { LAB_DOCUMENT, MAX_UPDATE_BYTES } from '../../contract/labDocument.js';
import { connections, type SyncContext } from './connections.js';
import { gateMessages } from './messageGate.js';
import { labPersistence } from './persistence.js';
import { watchSessions } from './sessionWatch.js';
import { socketRegistry } from './socketRegistry.js';
import type { Log } from '../log.js';

/**
 * The largest websocket message accepted: the largest update a client may send (an import of
 * 10,000 projects fits) and room for its framing. Anything larger is refused by the websocket
 * itself (close code 1009) before it is read whole.
 */
export const MAX_MESSAGE_BYTES = MAX_UPDATE_BYTES + 64 * 1024;

/** A founder's tabs and devices on one session; more is a script, refused before the handshake. */
export const MAX_SOCKETS_PER_SESSION = 8;

type LabSyncOptions = {
  documents: DocumentStore;
  sessions: Sessions;
  /** Where each stored change is recorded as versions of the projects it changed. */
  history?: LabHistory;
  /** When instances share the lab through Redis: the extension that carries it between them (redis/sharedLab.ts). */
  sharedLab?: Extension;
  /** Whether a request names this server (Host, Origin): the rule every HTTP request answers to too. */
  isAllowed: (request: IncomingMessage) => boolean;
  /** Behind a proxy (`--trust-proxy`): its X-Forwarded-Proto gives the scheme the Origin is compared with. */
  trustProxy?: boolean;
  log: Log;
};

/**
 * The sync endpoint: a websocket upgrade is accepted only at the sync path, addressed to this
 * server, from its own origin and with a live session cookie (anything else is refused before the
 * handshake, so it receives nothing of the lab), then Hocuspocus runs the Yjs sync protocol on the
 * one lab document, behind a gate that reads each message first.
 */
export function createLabSync(options: LabSyncOptions) {
  const { documents, sessions, history, sharedLab, isAllowed, trustProxy = false, log } = options;
  const extensions: Extension[] = [connections(sessions), labPersistence({ documents, sessions, history, log })];
  if (sharedLab) extensions.push(sharedLab);
  const hocuspocus = new Hocuspocus({ name: 'forge-lab', quiet: true, extensions });
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = socketRegistry();
  const watch = watchSessions(sessions, sockets);
  const presence = () => hocuspocus.documents.get(LAB_DOCUMENT)?.awareness;

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const refuse = (status: string) =>
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== SYNC_PATH) return refuse('404 Not Found');
    if (!isAllowed(request) || !isSameOrigin(request, trustProxy)) return refuse('403 Forbidden');
    const sessionId = sessionIdOf(request);
    let user: User | null;
    try {
      user = await sessions.resolve(sessionId);
    } catch (error) {
      if (!(error instanceof RedisUnreachable)) throw error;
      // Refused after the handshake, so the browser reads why (a refused upgrade reads as a network
      // error) and tries again; the socket is never handed to the engine, so it receives nothing.
      return webSockets.handleUpgrade(request, socket, head, (webSocket: WebSocket) =>
        webSocket.close(CLOSE_CODES.sessionUnchecked, 'The session cannot be checked now: try again shortly'),
      );
    }
    if (!sessionId || !user) return refuse('401 Unauthorized');
    // Counted and added with no await between: two upgrades at once cannot both take the last place.
    if (sockets.count(sessionId) >= MAX_SOCKETS_PER_SESSION) return refuse('429 Too Many Requests');
    webSockets.handleUpgrade(request, socket, head, (webSocket: WebSocket) => {
      webSocket.on('error', (error) => log.warn({ err: error }, 'Sync websocket error'));
      sockets.add(sessionId, webSocket, user);
      const context: SyncContext = { sessionId, user, gate: gateMessages(webSocket, user.name, presence) };
      hocuspocus.handleConnection(webSocket, request, context);
    });
  }

  /** For the server's `upgrade` event: Node hands websockets over before Fastify sees the request. */
  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    // Node stops watching an upgraded socket: a client resetting it must not crash the server.
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((error: unknown) => {
      log.error({ err: error }, 'Sync upgrade failed');
      socket.destroy();
    });
  }

  return {
    handleUpgrade,
    /** Who is connected now, and when each person last was (the Team dialog). */
    presence: { online: sockets.online, lastSeen: sockets.lastSeen },
    /** Closes a signed-out session's websockets: its tabs stop syncing at once. */
    endSession: (sessionId: string) => sockets.closeSession(sessionId, CLOSE_CODES.sessionEnded, 'Session ended'),
    async close() {
      watch.stop();
      // Closing the last connection makes Hocuspocus store the document and unload it.
      await sockets.closeAll(() => hocuspocus.getDocumentsCount() === 0);
      webSockets.close();
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
    },
  };
}
