import { isServerPath } from '../../../contract/api';

/**
 * Which navigations the offline copy answers with the app's shell, as the hosts do (the page map
 * in contract/pages.ts): every path without a dot in it, except the team server's session API and
 * sync socket, which always go to the network. `/` and `/login` never get here: their own
 * prerendered pages are precached.
 */
export function servesAppShell(pathname: string): boolean {
  if (isServerPath(pathname)) return false;
  return !pathname.includes('.');
}
