import type { StoreHealth } from './documentStoreApi.js';
import { errorCode } from './files.js';

/** Whether the store's last write failed, and how, since when (for /api/health). */
export function storeHealth() {
  let health: StoreHealth = { state: 'ok' };
  return {
    read: () => health,
    /** A write succeeded: the store is well again. */
    ok: () => void (health = { state: 'ok' }),
    /** A write failed: the first failure since the store was last well is the one reported. */
    failed(error: unknown) {
      if (health.state === 'ok')
        health = { state: 'failing', error: errorCode(error), since: new Date().toISOString() };
    },
  };
}
