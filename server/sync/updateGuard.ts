import { MessageType } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { messageYjsSyncStep1, messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { LAB_ROOT_KEYS } from '../../contract/labDocument.js';

const LAB_ROOT_TYPES: ReadonlySet<string> = new Set(LAB_ROOT_KEYS);

/**
 * A message the server refuses: Hocuspocus closes the connection with this code and reason (and the
 * server closes the websocket with them), so the client keeps its copy and can say why.
 */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const malformedUpdate = () => new Refusal(CLOSE_CODES.refused, 'Malformed update');
export const changeNotStored = () => new Refusal(CLOSE_CODES.notStored, 'Change not stored');

const SYNC_MESSAGES: ReadonlySet<number> = new Set([MessageType.Sync, MessageType.SyncReply]);

/** Yjs's encoding of "nothing new", which needs no storing. */
const isEmptyUpdate = (update: Uint8Array) => update.length === 2 && update[0] === 0 && update[1] === 0;

function checkUpdate(update: Uint8Array): void {
  // decodeUpdate reads every struct, so truncated or random bytes throw here, before anything is stored.
  const { structs } = Y.decodeUpdate(update);
  for (const struct of structs) {
    // Read from an update, an item names its root type by a string (Yjs's types omit that case).
    const parent: unknown = struct instanceof Y.Item ? struct.parent : null;
    if (typeof parent === 'string' && !LAB_ROOT_TYPES.has(parent)) throw new Error(`Unexpected root type "${parent}"`);
  }
}

/**
 * The Yjs update a client's message carries (SyncStep2 or Update, in Hocuspocus's framing:
 * document name, message type, sync type, update), or null for any other message, or for an update
 * with nothing in it. Throws a refusal when the message cannot be read.
 */
export function updateCarriedBy(message: Uint8Array): Uint8Array | null {
  try {
    const decoder = decoding.createDecoder(message);
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    if (!SYNC_MESSAGES.has(type)) return null;
    const syncType = decoding.readVarUint(decoder);
    if (syncType === messageYjsSyncStep1) return null;
    if (syncType !== messageYjsSyncStep2 && syncType !== messageYjsUpdate) throw new Error('Unknown sync type');
    const update = decoding.readVarUint8Array(decoder);
    if (isEmptyUpdate(update)) return null;
    checkUpdate(update);
    return update;
  } catch {
    throw malformedUpdate();
  }
}
