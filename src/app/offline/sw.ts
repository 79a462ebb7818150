/// <reference lib="webworker" />
// The offline copy: Forge Lab's service worker, built by vite-plugin-pwa (vite.config.ts), which
// puts the list of built files in place of self.__WB_MANIFEST. It serves only those files; any
// other request (the team server's /api/ and /sync above all) is left to the network untouched.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { APP_SHELL } from '../../../contract/pages';
import { servesAppShell } from './appPages';
import { buildVersion, VERSION_REQUEST } from './version';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const manifest = self.__WB_MANIFEST;
const version = buildVersion(manifest);

// Downloads every file at install and serves it from the cache from then on. `/` is index.html
// (directoryIndex) and `/login` login.html (cleanURLs): the prerendered pages, as the hosts serve.
precacheAndRoute(manifest);
// Every other page of the app gets the shell, as the hosts' rewrites give it.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && servesAppShell(url.pathname),
  createHandlerBoundToURL(`/${APP_SHELL}`),
);
cleanupOutdatedCaches();
// The first install takes charge of the page that registered it, so its dialogs open offline
// without a reload. A new build waits until no page runs the old one: it takes over on the next
// visit, never under a page that is open.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data === VERSION_REQUEST) event.ports[0]?.postMessage(version);
});
