/**
 * The router's address as seen from outside React, so a listener can write the dashboard's
 * view into it. AddressBridge connects it while a page that owns the address is mounted.
 */
export type AddressPort = {
  search: () => string;
  go: (search: string, options: { replace: boolean }) => void;
};

let port: AddressPort | null = null;
/**
 * A replacing write waiting for its frame to paint: the query ("?a=b" or ""), and the frame and
 * then the task it waits for (shared/lib/afterPaint.ts's timing; that module is not imported
 * here because the store's first load then splits into more chunks, 1.7 KB more on /login).
 */
type PendingWrite = { search: string; frame: number; task: number };
let pending: PendingWrite | null = null;

function cancelPending() {
  if (pending) {
    cancelAnimationFrame(pending.frame);
    clearTimeout(pending.task);
  }
  pending = null;
}

function writeAfterPaint(search: string) {
  const write: PendingWrite = { search, frame: 0, task: 0 };
  write.frame = requestAnimationFrame(() => {
    write.task = window.setTimeout(writePending);
  });
  pending = write;
}

export function connectAddress(next: AddressPort | null) {
  cancelPending();
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
    cancelPending();
    if (wanted !== port?.search()) writeAfterPaint(wanted);
    return;
  }
  writePending();
  if (wanted !== port?.search()) port?.go(wanted, { replace: false });
}

function writePending() {
  const waiting = pending;
  cancelPending();
  if (waiting && waiting.search !== port?.search()) port?.go(waiting.search, { replace: true });
}
