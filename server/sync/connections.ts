import type { Extension } from '@hocuspocus/server';
import type { Sessions } from '../auth/sessions.js';
import type { User } from '../../contract/founders.js';
import type { Gate } from './messageGate.js';
import { sessionEnded } from './updateGuard.js';
import { mayEdit, roleOf } from '../../contract/roles.js';

/** What the server knows of each websocket, from its upgrade: Hocuspocus hands it to every hook. */
export type SyncContext = { sessionId: string; user: User; gate: Gate };

/**
 * Who may connect: the session read at the upgrade, checked again when the client authenticates
 * (it may have ended since), read-only for a viewer. The socket's gate learns when the connection
 * is set up, and when it is closed while the socket stays open (the client may then authenticate
 * again).
 */
export function connections(sessions: Sessions): Extension {
  return {
    async onAuthenticate({ context, connectionConfig }) {
      const user = await sessions.resolve((context as SyncContext).sessionId);
      if (!user) throw sessionEnded();
      // A viewer's connection is the engine's own read-only one: it receives the lab, and every
      // update it sends is dropped by Hocuspocus (persistence.ts counts them).
      connectionConfig.readOnly = !mayEdit(roleOf(user));
      return { user };
    },
    connected({ context }) {
      (context as SyncContext).gate.connected = true;
      return Promise.resolve();
    },
    onDisconnect({ context }) {
      (context as SyncContext).gate.connected = false;
      return Promise.resolve();
    },
  };
}
