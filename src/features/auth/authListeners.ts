import type { AppStartListening } from '../../app/hooks';
import { toasts } from '../../shared/toast/catalogue';
import { showToast } from '../../shared/toast/showToast';
import { loggedIn, loggedOut, loginFailed, sessionEnded } from './authSlice';

// Only team mode says these; their text loads with them.
const teamToasts = async () => (await import('../../shared/toast/teamCatalogue')).teamToasts;

/**
 * The session's toasts, and team mode's: too many attempts, a sign-in the server pauses,
 * no server, a session ended.
 */
export function addAuthListeners(startAppListening: AppStartListening) {
  startAppListening({ actionCreator: loggedIn, effect: () => showToast(toasts.loginSucceeded) });
  startAppListening({
    actionCreator: loginFailed,
    effect: async ({ payload: failure }) => {
      if (failure.reason === 'invalid') return showToast(toasts.loginFailed);
      const team = await teamToasts();
      if (failure.reason === 'rateLimited') return showToast(team.loginRateLimited(failure.retryAfterSeconds));
      showToast(failure.reason === 'unavailable' ? team.loginUnavailable(failure.message) : team.loginUnreachable);
    },
  });
  startAppListening({ actionCreator: loggedOut, effect: () => showToast(toasts.loggedOut) });
  startAppListening({ actionCreator: sessionEnded, effect: async () => showToast((await teamToasts()).sessionEnded) });
}
