import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '../../app/hooks';
import { isTeamMode } from '../../shared/lib/teamMode';
import { toasts, type Toast } from '../../shared/toast/catalogue';
import { showToast } from '../../shared/toast/showToast';
import { loggedIn, loggedOut, loginFailed, selectIsAuthenticated, sessionEnded, type LoginFailure } from './authSlice';

const failureToast = (failure: LoginFailure): Toast =>
  failure.reason === 'rateLimited'
    ? toasts.loginRateLimited(failure.retryAfterSeconds)
    : failure.reason === 'unreachable'
      ? toasts.loginUnreachable
      : toasts.loginFailed;

/** The session's toasts (SPEC §8), and in team mode the server's side of the session. */
export function addAuthListeners(startAppListening: AppStartListening) {
  startAppListening({ actionCreator: loggedIn, effect: () => showToast(toasts.loginSucceeded) });
  startAppListening({ actionCreator: loginFailed, effect: ({ payload }) => showToast(failureToast(payload)) });
  startAppListening({ actionCreator: loggedOut, effect: () => showToast(toasts.loggedOut) });
  startAppListening({ actionCreator: sessionEnded, effect: () => showToast(toasts.sessionEnded) });
  if (isTeamMode()) addServerSessionListeners(startAppListening);
}

/**
 * Team mode: logging out ends the server's session too, and a session restored from storage is
 * checked with the server once at start; one the server no longer knows (expired, signed out
 * elsewhere, a forged cookie) ends here as well, which sends the founder to Founders Access.
 */
function addServerSessionListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: loggedOut,
    effect: async () => (await import('./serverSession')).signOutOfServer(),
  });
  startAppListening({
    // The session coming back from storage: at start, or signed in by another tab.
    predicate: (action, current, previous) =>
      action.type === REHYDRATE && selectIsAuthenticated(current) && !selectIsAuthenticated(previous),
    effect: async (_action, api) => {
      const { checkServerSession } = await import('./serverSession');
      if ((await checkServerSession()) === 'ended' && selectIsAuthenticated(api.getState())) {
        api.dispatch(sessionEnded());
      }
    },
  });
}
