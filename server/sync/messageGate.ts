import { MessageType } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { WebSocket } from 'ws';
import type { Awareness } from 'y-protocols/awareness';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { LAB_DOCUMENT } from '../../contract/labDocument.js';
import { MAX_PRESENCE_BYTES, presenceProblem } from '../../contract/presence.js';
import { screenMessages } from '../engineSeams.js';

/**
 * What a socket may send before its connection to the lab is set up (signed in, the lab loaded):
 * a client's sign-in, first sync step and presence fit many times over. Hocuspocus holds all of
 * it in memory until then.
 */
const MAX_BYTES_BEFORE_CONNECTED = 64 * 1024;

/** RFC 6455's "policy violation": the client may connect again, and should send less. */
const POLICY_VIOLATION = 1008;

/**
 * The messages a client may send. Stateless messages are the server's to send: from a client
 * they would reach every other founder unread. SyncStatus is the server's acknowledgement.
 */
const FROM_CLIENTS: ReadonlySet<number> = new Set([
  MessageType.Sync,
  MessageType.SyncReply,
  MessageType.Awareness,
  MessageType.QueryAwareness,
  MessageType.Auth,
  MessageType.CLOSE,
]);

type Verdict = 'pass' | 'drop' | { code: number; reason: string };

/**
 * Whether a presence update may be passed on: every entry it changes is at most
 * {@link MAX_PRESENCE_BYTES}, in the sender's name, and not an entry the server holds in another
 * person's name (a viewer cannot overwrite or end anyone's presence). Entries the server already holds (a client
 * echoes the others' presence back) change nothing and are not judged.
 */
function presenceVerdict(update: Uint8Array, author: string, known: Awareness | undefined): Verdict {
  const decoder = decoding.createDecoder(update);
  const entries = decoding.readVarUint(decoder);
  for (let index = 0; index < entries; index++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state = decoding.readVarUint8Array(decoder);
    if (clock <= (known?.meta.get(clientId)?.clock ?? 0)) continue;
    if (state.length > MAX_PRESENCE_BYTES) return 'drop';
    const held = known?.getStates().get(clientId);
    if (presenceProblem(JSON.parse(Buffer.from(state).toString('utf8')), author, held)) return 'drop';
  }
  return 'pass';
}

export type Gate = {
  /** Hocuspocus set up (or closed) the socket's connection to the lab. */
  connected: boolean;
};

/**
 * Reads each message a websocket receives before Hocuspocus does, and lets through only what the
 * lab takes: messages for the lab, the kinds a client sends, presence within its limits, and no
 * more than {@link MAX_BYTES_BEFORE_CONNECTED} before the connection is set up. A message for
 * another document closes the socket at once, before Hocuspocus queues anything for it.
 */
export function gateMessages(webSocket: WebSocket, author: string, presence: () => Awareness | undefined): Gate {
  const gate: Gate = { connected: false };
  let bytesBeforeConnected = 0;

  function judge(message: Uint8Array): Verdict {
    const decoder = decoding.createDecoder(message);
    if (decoding.readVarString(decoder) !== LAB_DOCUMENT)
      return { code: CLOSE_CODES.unknownDocument, reason: 'Unknown document' };
    if (!gate.connected && (bytesBeforeConnected += message.length) > MAX_BYTES_BEFORE_CONNECTED)
      return { code: POLICY_VIOLATION, reason: 'Too much sent before the connection was set up' };
    const type = decoding.readVarUint(decoder);
    if (type === (MessageType.Awareness as number))
      return presenceVerdict(decoding.readVarUint8Array(decoder), author, presence());
    return FROM_CLIENTS.has(type) ? 'pass' : 'drop';
  }

  screenMessages(webSocket, (message) => {
    if (webSocket.readyState !== WebSocket.OPEN) return false;
    let verdict: Verdict;
    try {
      verdict = judge(message);
    } catch {
      verdict = { code: CLOSE_CODES.refused, reason: 'Malformed message' };
    }
    if (typeof verdict === 'object') webSocket.close(verdict.code, verdict.reason);
    return verdict === 'pass';
  });
  return gate;
}
