import { Connection, type Document, type Extension } from '@hocuspocus/server';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import type { Sessions } from '../auth/sessions.js';
import { FIGURES_FROM_HISTORY } from '../history/figuresBackfill.js';
import type { LabHistory } from '../history/labHistory.js';
import type { DocumentStore } from '../store/documentStore.js';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { HISTORY_RECORDED } from '../../contract/history.js';
import type { SyncContext } from './connections.js';
import { guardLab, type LabGuard } from './labGuard.js';
import { repairStaleDeletions } from './staleDeletions.js';
import { changeNotStored, Refusal, roleChanged, sessionEnded, updateCarriedBy } from './updateGuard.js';
import { mayEdit, roleOf } from '../../contract/roles.js';
import type { Log } from '../log.js';

const sessionUnknown = () => new Refusal(CLOSE_CODES.notStored, 'Change not stored: the session could not be checked');

/**
 * The lab on disk and its guard. A client's update is checked (labGuard.ts), stored, then applied,
 * in turn with the lab's other updates, before Hocuspocus acknowledges it (SyncStatus): a killed
 * server loses nothing it acknowledged, and nothing it refused is ever stored. Each stored change
 * is then recorded in the lab's history (server/history/), in the name of its connection's founder.
 */
type PersistenceOptions = { documents: DocumentStore; sessions: Sessions; history?: LabHistory; log: Log };

export function labPersistence({ documents, sessions, history, log }: PersistenceOptions): Extension {
  const guards = new WeakMap<Document, LabGuard>();
  let dropped = 0;
  const countDropped = ({ context }: Connection) => {
    dropped += 1;
    log.warn({ founder: (context as SyncContext).user.name, dropped }, 'Dropped an update from a read-only connection');
  };

  async function take(document: Document, connection: Connection, update: Uint8Array) {
    const guard = guards.get(document);
    if (!guard) throw changeNotStored();
    const { sessionId, user } = connection.context as SyncContext;
    // Looked up at once, awaited in turn; a store that cannot answer (Redis down) takes no change.
    const session = sessions.resolve(sessionId).catch(() => undefined);
    await guard.inTurn(async () => {
      // Refused already: what the socket sent after that builds on what was refused.
      if (connection.webSocket.readyState !== WebSocket.OPEN) throw changeNotStored();
      const current = await session;
      if (current === undefined) throw sessionUnknown();
      // Signed out, or the password changed: not one more change is stored for this session.
      if (current === null) throw sessionEnded();
      // The role read now: a role changed since the connection opened applies to this change.
      if (!mayEdit(roleOf(current))) throw roleChanged();
      guard.check(update, user.name, roleOf(current));
      try {
        await documents.append(document.name, update);
      } catch (error) {
        guard.forget();
        log.error({ err: error, founder: user.name }, `Could not store a change to "${document.name}"`);
        throw changeNotStored();
      }
      guard.apply(update, connection);
    });
  }

  return {
    async onLoadDocument({ documentName, document }) {
      for (const update of await documents.load(documentName)) Y.applyUpdate(document, update);
      const repair = repairStaleDeletions(document);
      if (repair) await documents.append(documentName, repair);
      const guard = guardLab(document);
      guards.set(document, guard);
      // Recorded from here on: what was stored before is the lab the history compares with.
      const stopRecording = history?.record(document);
      // Each time the history gains versions, the founders' open History and Activity read it again.
      const stopTelling = history?.onRecorded(() => document.broadcastStateless(HISTORY_RECORDED));
      document.once('destroy', () => {
        guard.stop();
        stopRecording?.();
        stopTelling?.();
      });
      // A client's update is stored before it is applied (above); what arrives otherwise (from
      // other instances, through Redis) is stored as it is applied.
      // The months given from the history are stored by giveFigures itself, which waits for the write.
      document.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin instanceof Connection || origin === FIGURES_FROM_HISTORY) return;
        documents
          .append(documentName, update)
          .catch((error: unknown) => log.error({ err: error }, 'Could not store a synced change'));
      });
      // A lab from before the figures gets its months from the history, once they are stored.
      await history?.giveFigures(document, (update) => documents.append(documentName, update));
    },
    // Runs before Hocuspocus applies a message and acknowledges it. The update is applied here,
    // once checked and stored; Hocuspocus applying it again changes nothing, and acknowledges it.
    async beforeHandleMessage({ update: message, document, connection }) {
      try {
        const update = updateCarriedBy(message);
        // A read-only connection's update is left to Hocuspocus, which drops it: counted here.
        if (update && connection.readOnly) return countDropped(connection);
        if (update) await take(document, connection, update);
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
