import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import type { afterLoadDocumentPayload } from '@hocuspocus/server';
import type { Log } from '../log.js';

/**
 * Hocuspocus's Redis extension, for instances that each keep their own copy of the lab: it
 * carries updates and awareness between them, and skips its store lock, which serves instances
 * writing one shared database (each instance here stores every update it applies, its own way).
 */
export class SharedLab extends RedisExtension {
  readonly #log: Log;

  constructor(configuration: ConstructorParameters<typeof RedisExtension>[0], log: Log) {
    super(configuration);
    this.#log = log;
  }

  override async onStoreDocument() {}
  override async afterStoreDocument() {}

  /**
   * The extension subscribes to the lab's channel once the lab is loaded, and Hocuspocus serves
   * the lab only when that is done. While Redis is down, founders would wait (and, the subscribe
   * given up after ioredis's retries, the load fail and the lab stay apart from the others): the
   * lab is served at once from this instance's copy instead, and the subscribe, which waits for
   * Redis in its connection's queue (link.ts), is made when Redis is back; the extension then
   * sends the others this copy's state, so each side receives what it lacks.
   */
  override afterLoadDocument(payload: afterLoadDocumentPayload) {
    const subscribed = super.afterLoadDocument(payload);
    if (this.sub.status === 'ready') return subscribed;
    subscribed.catch((error: unknown) =>
      this.#log.error({ err: error }, 'Could not join the other instances through Redis'),
    );
    return Promise.resolve(undefined);
  }
}
