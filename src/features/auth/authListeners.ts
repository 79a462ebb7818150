import type { AppStartListening } from '../../app/hooks';
import { toasts } from '../../shared/toast/catalogue';
import { showToast } from '../../shared/toast/showToast';
import { loggedIn, loggedOut, loginFailed } from './authSlice';

/** The session's toasts (SPEC §8). */
export function addAuthListeners(startAppListening: AppStartListening) {
  startAppListening({ actionCreator: loggedIn, effect: () => showToast(toasts.loginSucceeded) });
  startAppListening({ actionCreator: loginFailed, effect: () => showToast(toasts.loginFailed) });
  startAppListening({ actionCreator: loggedOut, effect: () => showToast(toasts.loggedOut) });
}
