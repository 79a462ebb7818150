/**
 * Which navigations the offline copy answers with the app's shell (app.html), as the hosts do
 * (deploy/nginx.conf, vite.config.ts, the team server): every path without a dot in it, except
 * the team server's session API and sync socket, which always go to the network. `/` and
 * `/login` never get here: their own prerendered pages are precached.
 */
export function servesAppShell(pathname: string): boolean {
  if (/^\/(api|sync)(\/|$)/.test(pathname)) return false;
  return !pathname.includes('.');
}
