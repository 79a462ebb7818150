/** Longest wait for an idle moment: a busy page still gets the deferred work soon after. */
export const IDLE_TIMEOUT_MS = 3000;
/** Where the browser cannot say when it is idle, a moment after the page has settled will do. */
const FALLBACK_DELAY_MS = 1000;

/** Resolves when the browser is idle (requestIdleCallback), or a second later where it cannot tell (Safari). */
export function whenIdle(timeout = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, FALLBACK_DELAY_MS);
  });
}
