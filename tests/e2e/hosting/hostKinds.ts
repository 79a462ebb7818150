import { test as base } from '@playwright/test';
import { startStaticHost, type HostBehaviour } from './staticServer';

/**
 * The three ways the build gets served: the project's own `vite preview` (rewrites /login to
 * login.html and the other routes to app.html: the Playwright web server), and two common
 * static hosts that know nothing of the app (see staticServer.ts).
 */
export type HostKind = 'vite preview' | HostBehaviour;
export const HOST_KINDS: readonly HostKind[] = ['vite preview', 'spa', 'clean-urls'];

/** Whether a host of this kind serves /login its prerendered page (a plain fallback serves index.html). */
export const servesLoginPage = (hostKind: HostKind) => hostKind !== 'spa';

/**
 * `test` with a `hostKind` option: for a static host, each test starts its own server on a spare
 * port over the build, points `baseURL` at it, and stops it afterwards.
 */
export const test = base.extend<{ hostKind: HostKind }>({
  hostKind: ['vite preview', { option: true }],
  baseURL: async ({ hostKind, baseURL }, use) => {
    if (hostKind === 'vite preview') {
      await use(baseURL);
      return;
    }
    const host = await startStaticHost(hostKind);
    await use(host.url);
    await host.close();
  },
});

export { expect } from '@playwright/test';
