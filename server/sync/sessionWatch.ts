import type { Sessions } from '../auth/sessions.js';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { roleOf } from '../../contract/roles.js';
import type { SocketRegistry } from './socketRegistry.js';

/**
 * How often the sessions of open websockets are looked up again. A session can end where this
 * instance does not see it happen: a password changed by the `passwd` command (another process),
 * a sign-out on another instance (sessions in Redis), an expiry, an account removed or given
 * another role. Its websockets close within a second of that.
 */
const SESSION_RECHECK_MS = 500;

/** Closes (4401) the websockets of every session that has ended, checking every {@link SESSION_RECHECK_MS}. */
export function watchSessions(sessions: Sessions, sockets: SocketRegistry, everyMs = SESSION_RECHECK_MS) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function recheck() {
    await Promise.all(
      sockets.sessionIds().map(async (id) => {
        // A store that cannot answer (Redis down) ends nothing: only a session known to be over.
        const user = await sessions.resolve(id).catch(() => undefined);
        if (user === null) sockets.closeSession(id, CLOSE_CODES.sessionEnded, 'Session ended');
        // A new role needs a new connection (a viewer's is read-only): the client connects again.
        else if (user && roleOf(user) !== roleOf(sockets.userOf(id)))
          sockets.closeSession(id, CLOSE_CODES.roleChanged, 'Role changed');
      }),
    );
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void recheck().finally(schedule), everyMs);
    timer.unref();
  };
  schedule();

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
