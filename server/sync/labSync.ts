import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Connection, Hocuspocus, type Extension } from '@hocuspocus/server';
import type { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import type { Sessions } from '../auth/sessions.js';
import { isSameOrigin, readCookie, SESSION_COOKIE } from '../http/cookies.js';
import type { DocumentStore } from '../store/documentStore.js';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { LAB_DOCUMENT } from '../../contract/labDocument.js';
import { changeNotStored, Refusal, updateCarriedBy } from './updateGuard.js';
import { socketRegistry } from './socketRegistry.js';

/**
 * The largest websocket message accepted: a whole lab of 8,000 projects synced at once is about
 * 5 MB. Anything larger is refused by the websocket itself (close code 1009).
 */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

type LabSyncOptions = {
  documents: DocumentStore;
  sessions: Sessions;
  /** Set when instances share the lab through Redis: a new connection for each of publish and subscribe. */
  createRedisClient?: () => Redis;
};

function persistence(documents: DocumentStore): Extension {
  return {
    async onLoadDocument({ documentName, document }) {
      for (const update of await documents.load(documentName)) Y.applyUpdate(document, update);
      // A client's update is stored before it is applied (below); what arrives otherwise (from
      // other instances, through Redis) is stored as it is applied.
      document.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin instanceof Connection) return;
        documents
          .append(documentName, update)
          .catch((error) => console.error('Could not store a synced change:', error));
      });
    },
    // Runs before Hocuspocus applies a message and acknowledges it (SyncStatus), so a change is on
    // disk before its sender hears it is saved: a killed server loses nothing it acknowledged.
    async beforeHandleMessage({ update: message, documentName, connection }) {
      try {
        const update = updateCarriedBy(message);
        if (!update) return;
        await documents.append(documentName, update).catch((error) => {
          console.error(`Could not store a change to "${documentName}":`, error);
          throw changeNotStored();
        });
      } catch (error) {
        if (error instanceof Refusal) connection.webSocket.close(error.code, error.reason);
        throw error;
      }
    },
    // Hocuspocus calls this once edits settle (debounced): the log is folded into the snapshot.
    async onStoreDocument({ documentName }) {
      await documents.compact(documentName);
    },
  };
}

/**
 * Hocuspocus's Redis extension, for instances that each keep their own copy of the lab: it
 * carries updates and awareness between them, and skips its store lock, which serves instances
 * writing one shared database (each instance here stores every update it applies, its own way).
 */
class SharedLab extends RedisExtension {
  override async onStoreDocument() {}
  override async afterStoreDocument() {}
}

function authentication(sessions: Sessions): Extension {
  return {
    async onAuthenticate({ documentName, context }) {
      if (documentName !== LAB_DOCUMENT) throw new Refusal(CLOSE_CODES.unknownDocument, 'Unknown document');
      // The session was checked at the upgrade; it may have ended since.
      const user = await sessions.resolve((context as { sessionId?: string }).sessionId);
      if (!user) throw new Refusal(CLOSE_CODES.sessionEnded, 'Session ended');
      return { user };
    },
  };
}

/**
 * The sync endpoint: a websocket upgrade is accepted only with a live session cookie (anything
 * else is refused before the handshake, so it receives nothing of the lab), then Hocuspocus runs
 * the Yjs sync protocol on the one lab document.
 */
export function createLabSync({ documents, sessions, createRedisClient }: LabSyncOptions) {
  const extensions: Extension[] = [authentication(sessions), persistence(documents)];
  if (createRedisClient) extensions.push(new SharedLab({ createClient: createRedisClient, prefix: 'forge-lab' }));
  const hocuspocus = new Hocuspocus({ name: 'forge-lab', quiet: true, extensions });
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = socketRegistry();

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy());
    const refuse = (status: string) =>
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    if (!isSameOrigin(request)) return refuse('403 Forbidden');
    const sessionId = readCookie(request, SESSION_COOKIE);
    const user = await sessions.resolve(sessionId);
    if (!sessionId || !user) return refuse('401 Unauthorized');
    webSockets.handleUpgrade(request, socket, head, (webSocket: WebSocket) => {
      webSocket.on('error', (error) => console.error('Sync websocket error:', error.message));
      sockets.add(sessionId, webSocket);
      hocuspocus.handleConnection(webSocket, request, { sessionId, user });
    });
  }

  return {
    handleUpgrade,
    /** Closes a signed-out session's websockets: its tabs stop syncing at once. */
    endSession: (sessionId: string) => sockets.closeSession(sessionId, CLOSE_CODES.sessionEnded, 'Session ended'),
    async close() {
      // Closing the last connection makes Hocuspocus store the document and unload it.
      await sockets.closeAll(() => hocuspocus.getDocumentsCount() === 0);
      webSockets.close();
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
    },
  };
}
