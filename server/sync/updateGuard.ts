import { MessageType } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { messageYjsSyncStep1, messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { LAB_ROOT_KEYS, MAX_UPDATE_BYTES } from '../../contract/labDocument.js';

const LAB_ROOT_TYPES: ReadonlySet<string> = new Set(LAB_ROOT_KEYS);

/** A websocket close reason may hold 123 bytes of UTF-8 (RFC 6455): longer ones are cut, whole characters only. */
const MAX_REASON_BYTES = 123;

function closeReason(text: string): string {
  if (Buffer.byteLength(text) <= MAX_REASON_BYTES) return text;
  let reason = '';
  for (const character of text) {
    if (Buffer.byteLength(`${reason}${character}…`) > MAX_REASON_BYTES) break;
    reason += character;
  }
  return `${reason}…`;
}

/**
 * A message the server refuses: Hocuspocus closes the connection with this code and reason (and the
 * server closes the websocket with them), so the client keeps its copy and can say why.
 */
export class Refusal extends Error {
  readonly reason: string;
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
    this.reason = closeReason(reason);
  }
}

export const refused = (reason: string) => new Refusal(CLOSE_CODES.refused, reason);
const malformedUpdate = () => refused('Malformed update');
export const changeNotStored = () => new Refusal(CLOSE_CODES.notStored, 'Change not stored');
export const sessionEnded = () => new Refusal(CLOSE_CODES.sessionEnded, 'Session ended');
export const roleChanged = () => new Refusal(CLOSE_CODES.roleChanged, 'Role changed');

const SYNC_MESSAGES: ReadonlySet<number> = new Set([MessageType.Sync, MessageType.SyncReply]);

/** Yjs's encoding of "nothing new", which needs no storing. */
const isEmptyUpdate = (update: Uint8Array) => update.length === 2 && update[0] === 0 && update[1] === 0;

/** Throws a refusal unless the update can be read whole and writes into no root but the lab's. */
function checkUpdate(update: Uint8Array): void {
  let structs: ReturnType<typeof Y.decodeUpdate>['structs'];
  try {
    // decodeUpdate reads every struct, so truncated or random bytes throw here, before anything is stored.
    ({ structs } = Y.decodeUpdate(update));
  } catch {
    throw malformedUpdate();
  }
  for (const struct of structs) {
    // Read from an update, an item names its root type by a string (Yjs's types omit that case).
    const parent: unknown = struct instanceof Y.Item ? struct.parent : null;
    if (typeof parent === 'string' && !LAB_ROOT_TYPES.has(parent))
      throw refused('Refused: content outside the lab’s projects, deletions and settings');
  }
}

/** The sync message's update, or null for a message that carries none (Hocuspocus's framing, after the name). */
function readUpdate(message: Uint8Array): Uint8Array | null {
  const decoder = decoding.createDecoder(message);
  decoding.readVarString(decoder);
  if (!SYNC_MESSAGES.has(decoding.readVarUint(decoder))) return null;
  const syncType = decoding.readVarUint(decoder);
  if (syncType === messageYjsSyncStep1) return null;
  if (syncType !== messageYjsSyncStep2 && syncType !== messageYjsUpdate) throw new Error('Unknown sync type');
  return decoding.readVarUint8Array(decoder);
}

/**
 * The Yjs update a client's message carries (SyncStep2 or Update, in Hocuspocus's framing:
 * document name, message type, sync type, update), or null for any other message, or for an update
 * with nothing in it. Throws a refusal when the message cannot be read, or the update is too large.
 */
export function updateCarriedBy(message: Uint8Array): Uint8Array | null {
  let update: Uint8Array | null;
  try {
    update = readUpdate(message);
  } catch {
    throw malformedUpdate();
  }
  if (!update || isEmptyUpdate(update)) return null;
  if (update.length > MAX_UPDATE_BYTES)
    throw refused(`Refused: a change may hold ${MAX_UPDATE_BYTES / 2 ** 20} MB at most`);
  checkUpdate(update);
  return update;
}
