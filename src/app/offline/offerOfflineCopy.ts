import type { AppStore } from '../store';
import { selectIsAuthenticated } from '../../features/auth/authSlice';
import { toasts } from '../../shared/toast/catalogue';
import { showToast } from '../../shared/toast/showToast';

/**
 * Once a founder is signed in, loads and starts the offline copy (./startOfflineCopy). Only this
 * check ships with the lab's providers, which /login loads too: a visitor downloads nothing of
 * the offline copy and never registers its service worker. The development server has no
 * service worker to register. Returns a stop.
 */
export function offerOfflineCopy(store: Pick<AppStore, 'getState' | 'subscribe'>): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  let offered = false;
  const offer = () => {
    if (offered || !selectIsAuthenticated(store.getState())) return;
    offered = true;
    unsubscribe();
    // The toast is passed in, not imported there, so that chunk shares nothing with this one.
    void import('./startOfflineCopy').then((offline) => offline.startOfflineCopy(() => showToast(toasts.appUpdated)));
  };
  const unsubscribe = store.subscribe(offer);
  offer();
  return unsubscribe;
}
