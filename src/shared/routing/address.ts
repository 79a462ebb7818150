import { afterPaint } from '../lib/afterPaint';

/**
 * The router's address as seen from outside React, so a listener can write the dashboard's
 * view into it. AddressBridge connects it while a page that owns the address is mounted.
 */
export type AddressPort = {
  search: () => string;
  go: (search: string, options: { replace: boolean }) => void;
};

let port: AddressPort | null = null;
/** A replacing write waiting for its frame to paint: the query ("?a=b" or "") and its cancel. */
let pending: { search: string; cancel: () => void } | null = null;

export function connectAddress(next: AddressPort | null) {
  pending?.cancel();
  pending = null;
  port = next;
}

/** The current query string ("?a=b" or ""), or null while no page owns the address. */
export const readAddressSearch = (): string | null => port?.search() ?? null;

/**
 * Shows this query string (without "?") in the same path's address. A new history step is
 * written at once, so Back finds it however soon it is pressed. A replacing write (a search
 * keystroke) waits until the frame that shows its results has painted: moving the router
 * re-renders the page, work the keystroke's frame should not wait for, and of a burst of
 * keystrokes only the last is written. A new step first writes the replacement still waiting,
 * so the step Back returns to holds what it showed.
 */
export function writeAddressSearch(search: string, { replace }: { replace: boolean }) {
  const wanted = search ? `?${search}` : '';
  if (replace) {
    pending?.cancel();
    pending = wanted === port?.search() ? null : { search: wanted, cancel: afterPaint(writePending) };
    return;
  }
  writePending();
  if (wanted !== port?.search()) port?.go(wanted, { replace: false });
}

function writePending() {
  const waiting = pending;
  pending = null;
  if (!waiting) return;
  waiting.cancel();
  if (waiting.search !== port?.search()) port?.go(waiting.search, { replace: true });
}
