import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { catchUpMessage, dropPublishesWhileAway, syncChannel } from '../engineSeams.js';
import { SetupError } from '../setupError.js';
import { SharedLab } from './sharedLab.js';
import { shownRedisUrl } from './url.js';
import type { Log } from '../log.js';

export type RedisHealth = { state: 'not used' } | { state: 'connected' } | { state: 'unreachable'; since: string };

type LinkOptions = {
  /** The Redis key prefix of the sync extension's channels. */
  prefix: string;
  documentName: string;
  /** This instance's stored state vector of the document, read once Redis is back. */
  stateVector: () => Promise<Uint8Array>;
  log: Log;
};

/**
 * The Redis connections of one instance, kept through outages. While Redis is unreachable the
 * instance goes on serving its founders from its own copy (every change is still stored here);
 * the sync extension's publishes are dropped instead of queued (memory stays flat however long
 * the outage) and commands fail fast instead of failing the process twelve seconds later. When
 * every connection is back, the instance asks the others, through the extension's own sync
 * protocol, for what it missed and gives them what they missed.
 */
export async function openRedisLink(url: string, { prefix, documentName, stateVector, log }: LinkOptions) {
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
    const message = catchUpMessage(sender, documentName, await stateVector());
    await main.publish(syncChannel(prefix, documentName), message);
  };

  const lost = () => {
    if (closing || unreachableSince !== null) return;
    unreachableSince = new Date().toISOString();
    log.error(`Redis at ${shown} is unreachable: founders keep working on this instance's copy; reconnecting.`);
  };
  const ready = () => {
    if (closing || unreachableSince === null || [...clients].some((client) => client.status !== 'ready')) return;
    unreachableSince = null;
    log.info(`Redis at ${shown} is back: catching up with the other instances.`);
    catchUp().catch((error: unknown) => log.error({ err: error }, 'Could not catch up through Redis'));
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
     * Hocuspocus's Redis extension, on connections of its own (one to publish, one to subscribe).
     * A command sent on them during an outage waits for Redis however long it lasts: a subscribe
     * given up after ioredis's retries would leave a lab loaded meanwhile apart from the others for
     * good. Their publishes are dropped instead (engineSeams.ts): the catch-up makes up for them.
     */
    sharedLab: () =>
      new SharedLab(
        {
          prefix,
          createClient: () => dropPublishesWhileAway(watch(new Redis(url, { maxRetriesPerRequest: null }))),
        },
        log,
      ),
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
