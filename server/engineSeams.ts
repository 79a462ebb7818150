import { MessageType } from '@hocuspocus/server';
import type { Redis } from 'ioredis';
import * as encoding from 'lib0/encoding';
import type { WebSocket } from 'ws';
import { messageYjsSyncStep1 } from 'y-protocols/sync';

/**
 * Where the server leans on how ws, Hocuspocus and its Redis extension work inside, past their
 * public hooks: what follows holds for these versions only. tests/server/engineSeams.test.ts
 * checks that the installed ones are these, and that each shape relied on below is still there;
 * after an upgrade, check each seam again against the new sources, then the versions here.
 *
 * Everything else goes through the public hooks: the gate learns that a connection is set up from
 * `connected` and `onDisconnect` (sync/connections.ts), updates are checked in
 * `beforeHandleMessage` (sync/persistence.ts), and the Redis extension is configured by
 * subclassing its hook methods (redis/sharedLab.ts).
 */
export const CHECKED_AGAINST = {
  ws: '8.23.0',
  '@hocuspocus/server': '3.4.4',
  '@hocuspocus/extension-redis': '3.4.4',
} as const;

/**
 * Lets `admit` judge each message a websocket receives before any listener reads it; a message it
 * refuses is never delivered. No hook runs before Hocuspocus reads a message: until a connection
 * is set up it holds every message in memory, and it drops none of a kind a client must not send
 * (sync/messageGate.ts says what is refused and why).
 *
 * Relies on: ws delivering each message through the socket's `emit('message', data)`, and
 * Hocuspocus handing the messages it queued while connecting to its listener again through
 * `emit`, as the same objects (they were judged when they arrived, and are not judged twice).
 */
export function screenMessages(webSocket: WebSocket, admit: (message: Uint8Array) => boolean): void {
  const passed = new WeakSet<Uint8Array>();
  const emit = webSocket.emit.bind(webSocket);
  webSocket.emit = (event: string | symbol, ...args: unknown[]) => {
    const [data] = args;
    if (event !== 'message' || (data instanceof Uint8Array && passed.has(data))) return emit(event, ...args);
    if (!(data instanceof Uint8Array) || !admit(data)) return false;
    passed.add(data);
    return emit(event, ...args);
  };
}

/**
 * A connection for the Redis extension whose publishes wait in ioredis's queue until its first
 * connection (the server is starting), and are dropped once a connection is lost, instead of
 * queued: memory stays flat however long an outage lasts, and the catch-up
 * ({@link catchUpMessage}) gives the others what they missed.
 *
 * Relies on: the extension sending everything through its connections' `publish`, and leaving a
 * failed publish unhandled (here it resolves as received by no one).
 */
export function dropPublishesWhileAway(client: Redis): Redis {
  const publish = client.publish.bind(client);
  let connected = false;
  client.once('ready', () => (connected = true));
  client.publish = (channel: string, message: Buffer) =>
    connected && client.status !== 'ready' ? Promise.resolve(0) : publish(channel, message).catch(() => 0);
  return client;
}

/** The extension's channel for a document: its key prefix, then the document's name. */
export const syncChannel = (prefix: string, documentName: string) => `${prefix}:${documentName}`;

/**
 * The first step of Yjs's sync (an instance's state vector), framed as the Redis extension frames
 * what it publishes on a document's channel, so the other instances' extensions answer it with
 * what the sender lacks and ask for what they lack in turn, which the sender's extension answers.
 *
 * Relies on: the extension's private framing (the sender's identifier: its length in one byte,
 * then its bytes; then the Hocuspocus message), and its answering a first sync step from an
 * identifier that is not its own.
 */
export function catchUpMessage(sender: string, documentName: string, stateVector: Uint8Array): Buffer {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, MessageType.Sync);
  encoding.writeVarUint(encoder, messageYjsSyncStep1);
  encoding.writeVarUint8Array(encoder, stateVector);
  const id = Buffer.from(sender);
  return Buffer.concat([Buffer.from([id.length]), id, encoding.toUint8Array(encoder)]);
}
