import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import type { Connection } from '../teamSlice';
import { HISTORY_RECORDED } from '../../../../contract/history';
import { LAB_DOCUMENT } from '../../../../contract/labDocument';
import { closeOutcome, syncUrlFor } from './closeCodes';

export type ConnectionEvents = {
  onConnection(connection: Connection): void;
  /** The names of the other founders online, A–Z, each once (another tab of one's own is not "else"). */
  onOthersOnline(names: string[]): void;
  onSessionEnded(): void;
  /** A founder gave this person another role (or it differs from the one this page began with). */
  onRoleChanged(): void;
  onRefused(code: number): void;
  /** This device holds changes the server will not take: the connection is read-only (a viewer's). */
  onChangesNotTaken(): void;
  /** The team server recorded versions in the lab's history (HISTORY_RECORDED). */
  onHistoryRecorded(): void;
};

/** How long a read-only connection's unacknowledged changes wait before they count as dropped. */
const NOT_TAKEN_AFTER_MS = 2000;

type PresenceState = { clientId: number; user?: { name?: unknown } };

/**
 * Connects the lab's Y.Doc to the team server with Hocuspocus's provider (which resends whatever
 * the server has not acknowledged, after any reconnect), shares who is here through the engine's
 * awareness, and reports the connection as the founder should see it.
 */
export function connectLab(doc: Y.Doc, userName: string, events: ConnectionEvents) {
  const provider = new HocuspocusProvider({ url: syncUrlFor(window.location), name: LAB_DOCUMENT, document: doc });
  provider.setAwarenessField('user', { name: userName });

  let status: WebSocketStatus = WebSocketStatus.Connecting;
  let everConnected = false;
  let refused = false;
  let shown: Connection | null = null;
  let others = '';
  // A viewer's connection is the engine's read-only one: it acknowledges nothing new this device
  // sends, so changes made here before (offline, as a member) stay unsent for good.
  let readOnly = false;
  let notTakenTimer: ReturnType<typeof setTimeout> | undefined;
  let toldNotTaken = false;

  const watchNotTaken = () => {
    clearTimeout(notTakenTimer);
    if (!readOnly || toldNotTaken || !provider.hasUnsyncedChanges) return;
    // Each send waits for its answer for a moment; what is still unacknowledged then was dropped.
    notTakenTimer = setTimeout(() => {
      if (!readOnly || !provider.hasUnsyncedChanges) return;
      toldNotTaken = true;
      events.onChangesNotTaken();
    }, NOT_TAKEN_AFTER_MS);
  };

  const report = () => {
    let connection: Connection;
    if (refused || !navigator.onLine) connection = 'offline';
    else if (status === WebSocketStatus.Connected && provider.synced)
      connection = provider.hasUnsyncedChanges && !readOnly ? 'syncing' : 'synced';
    else connection = everConnected ? 'reconnecting' : 'connecting';
    watchNotTaken();
    if (connection === shown) return;
    shown = connection;
    events.onConnection(connection);
  };

  provider.on('status', ({ status: next }: { status: WebSocketStatus }) => {
    status = next;
    everConnected ||= next === WebSocketStatus.Connected;
    report();
  });
  provider.on('authenticated', ({ scope }: { scope: string }) => {
    // Given another role while this device was offline: the server says so only by the scope.
    if ((scope === 'readonly') !== readOnly) events.onRoleChanged();
    readOnly = scope === 'readonly';
    report();
  });
  provider.on('synced', report);
  provider.on('unsyncedChanges', report);
  provider.on('close', ({ event }: { event: { code?: number } }) => {
    const outcome = closeOutcome(event.code);
    if (outcome === 'sessionEnded') events.onSessionEnded();
    if (outcome === 'roleChanged') events.onRoleChanged();
    if (outcome === 'refused' && !refused) {
      refused = true;
      provider.disconnect();
      events.onRefused(event.code ?? 0);
    }
    report();
  });
  provider.on('stateless', ({ payload }: { payload: string }) => {
    if (payload === HISTORY_RECORDED) events.onHistoryRecorded();
  });
  provider.on('awarenessChange', ({ states }: { states: PresenceState[] }) => {
    const names = new Set<string>();
    for (const state of states) {
      const name = state.user?.name;
      if (state.clientId !== doc.clientID && typeof name === 'string' && name !== userName) names.add(name);
    }
    const sorted = [...names].sort((a, b) => a.localeCompare(b));
    if (sorted.join('\n') === others) return;
    others = sorted.join('\n');
    events.onOthersOnline(sorted);
  });

  // A browser gone offline may keep a dead websocket open for a long while: let it go at once,
  // and connect again as soon as the network is back.
  const goOffline = () => {
    provider.disconnect();
    report();
  };
  const goOnline = () => {
    if (!refused) void provider.connect();
    report();
  };
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  if (!navigator.onLine) goOffline();

  return {
    provider,
    /** Resolves at the first complete handshake with the server. */
    firstSync: new Promise<void>((resolve) => {
      if (provider.synced) resolve();
      else provider.on('synced', () => resolve());
    }),
    stop() {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      clearTimeout(notTakenTimer);
      provider.destroy();
    },
  };
}
