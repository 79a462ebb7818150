import { randomUUID } from 'node:crypto';
import { MessageType } from '@hocuspocus/server';
import { Redis } from 'ioredis';
import * as encoding from 'lib0/encoding';
import { messageYjsSyncStep1 } from 'y-protocols/sync';
import type { SessionRecord, SessionStore } from './auth/sessionStore.js';
import { SetupError } from './setupError.js';

export type RedisHealth = { state: 'not used' } | { state: 'connected' } | { state: 'unreachable'; since: string };

/** The URL as logs may show it: without its password. */
export function shownRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url; // a Unix socket's path, which holds no secret
  }
}

/**
 * The first step of Yjs's sync (this instance's state vector) as Hocuspocus's Redis extension
 * frames it on a document's channel: the sender's identifier (its length, then its bytes), then
 * the Hocuspocus message. Every other instance answers with what this one lacks and asks for what
 * it lacks in turn, which this instance's extension answers.
 */
function firstSyncStep(sender: string, documentName: string, stateVector: Uint8Array): Buffer {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, MessageType.Sync);
  encoding.writeVarUint(encoder, messageYjsSyncStep1);
  encoding.writeVarUint8Array(encoder, stateVector);
  const id = Buffer.from(sender);
  return Buffer.concat([Buffer.from([id.length]), id, encoding.toUint8Array(encoder)]);
}

type LinkOptions = {
  /** The Redis key prefix the sync extension uses: its channel for a document is `prefix:name`. */
  prefix: string;
  documentName: string;
  /** This instance's stored state vector of the document, read once Redis is back. */
  stateVector: () => Promise<Uint8Array>;
};

/**
 * The Redis connections of one instance, kept through outages. While Redis is unreachable the
 * instance goes on serving its founders from its own copy (every change is still stored here);
 * the sync extension's publishes are dropped instead of queued (memory stays flat however long
 * the outage) and commands fail fast instead of failing the process twelve seconds later. When
 * every connection is back, the instance asks the others, through the extension's own sync
 * protocol, for what it missed and gives them what they missed.
 */
export async function openRedisLink(url: string, { prefix, documentName, stateVector }: LinkOptions) {
  const shown = shownRedisUrl(url);
  const clients = new Set<Redis>();
  let unreachableSince: string | null = null;
  let closing = false;
  const sender = `catch-up-${randomUUID()}`;

  // While Redis is unreachable, a command fails at once (a session is then found among those remembered).
  const main = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const catchUp = async () => {
    const message = firstSyncStep(sender, documentName, await stateVector());
    await main.publish(`${prefix}:${documentName}`, message);
  };

  const lost = () => {
    if (closing || unreachableSince !== null) return;
    unreachableSince = new Date().toISOString();
    console.error(`Redis at ${shown} is unreachable: founders keep working on this instance's copy; reconnecting.`);
  };
  const ready = () => {
    if (closing || unreachableSince === null || [...clients].some((client) => client.status !== 'ready')) return;
    unreachableSince = null;
    console.log(`Redis at ${shown} is back: catching up with the other instances.`);
    catchUp().catch((error: unknown) => console.error('Could not catch up through Redis:', error));
  };
  const watch = (client: Redis) => {
    clients.add(client);
    // Each failed reconnection emits an error; the outage is told once, when it starts and ends.
    client.on('error', () => undefined);
    client.on('close', lost);
    client.on('ready', ready);
    return client;
  };

  // A failed first connection is told in the refusal's one line, not also as ioredis's
  // "Unhandled error event" with its stack.
  main.on('error', () => undefined);
  try {
    await main.connect();
  } catch (error) {
    main.disconnect();
    throw new SetupError(`Could not reach Redis at ${shown} (${(error as Error).message}).`);
  }
  watch(main);

  return {
    /** Sessions and the catch-up go through this connection. */
    client: main,
    /**
     * A connection for the sync extension (it makes one to publish, one to subscribe). A command
     * sent during an outage waits for Redis however long it lasts: a subscribe given up after
     * ioredis's retries would leave a lab loaded meanwhile apart from the others for good.
     */
    createSyncClient: (): Redis => {
      const client = watch(new Redis(url, { maxRetriesPerRequest: null }));
      const publish = client.publish.bind(client);
      // Before its first connection a publish waits in ioredis's queue (the server is starting);
      // once a connection is lost, it is dropped: the catch-up gives the others what they missed.
      let connected = false;
      client.once('ready', () => (connected = true));
      client.publish = (channel: string, message: Buffer) =>
        connected && client.status !== 'ready' ? Promise.resolve(0) : publish(channel, message).catch(() => 0);
      return client;
    },
    /**
     * A connection of its own for blocking reads (the history stream): commands wait for Redis to
     * come back rather than fail, and its outages are the others' (it is not watched).
     */
    createReader: (): Redis => {
      const reader = new Redis(url, { maxRetriesPerRequest: null });
      reader.on('error', () => undefined);
      return reader;
    },
    health: (): RedisHealth =>
      unreachableSince === null ? { state: 'connected' } : { state: 'unreachable', since: unreachableSince },
    disconnect() {
      closing = true;
      for (const client of clients) client.disconnect();
    },
  };
}

/** Sessions an instance remembers for an outage: its founders' devices, with room to spare. */
const MAX_REMEMBERED_SESSIONS = 1000;

/**
 * Sessions as Redis holds them, remembered while it answers. During an outage a session this
 * instance last saw alive still counts, so its founders keep editing here (each change is checked
 * against the session); one it never saw is refused as before. Once Redis answers again its word
 * is final, and a session ended meanwhile elsewhere closes at its next check.
 */
export function sessionsThroughOutages(store: SessionStore): SessionStore {
  const seen = new Map<string, SessionRecord>();
  return {
    create: (email) => store.create(email),
    async lookup(id) {
      let record: SessionRecord | null;
      try {
        record = await store.lookup(id);
      } catch (error) {
        const remembered = seen.get(id);
        if (remembered) return remembered;
        throw error;
      }
      seen.delete(id);
      if (record) seen.set(id, record);
      if (seen.size > MAX_REMEMBERED_SESSIONS) seen.delete(seen.keys().next().value!);
      return record;
    },
    async end(id) {
      seen.delete(id);
      await store.end(id);
    },
  };
}
