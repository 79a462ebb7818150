import { recordVersion, VERSION_REQUEST } from './version';
import { whenIdle } from '../../shared/lib/whenIdle';

/** The service worker's URL: at the root, so that it serves every page of the app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Asks a service worker which build it serves (see sw.ts). */
function versionOf(worker: ServiceWorker): Promise<string> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data);
    worker.postMessage(VERSION_REQUEST, [channel.port2]);
  });
}

let started: Promise<void> | undefined;

/**
 * When the browser is idle: registers the service worker (the browser then keeps its copy of the
 * app), looks for a new build, and calls `onUpdated` if a new build has taken over since the
 * founder's last visit. A new build installs in the background and waits until no page runs the
 * old one, so the active worker is the one that served this page: the build it names is the one
 * the founder runs. Runs once per page.
 */
export function startOfflineCopy(onUpdated: () => void): Promise<void> {
  started ??= (async () => {
    await whenIdle();
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    // Looks for a new build on every visit (registering again does not, and browsers may skip it).
    registration.update().catch(() => undefined);
    const { active } = await navigator.serviceWorker.ready;
    if (active && recordVersion(localStorage, await versionOf(active))) onUpdated();
  })().catch(() => {
    // No offline copy this time (storage refused, a private window without service workers):
    // the app works online as before, and the next visit tries again.
  });
  return started;
}
