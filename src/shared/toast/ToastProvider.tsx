import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { hasWaitingToasts, subscribeToToastDemand } from './showToast';

export { TOAST_DURATION_MS } from './showToast';

const ToastHost = lazy(() => import('./ToastHost'));

// What a founder does first (a click, a tap, a key) is what may end in a toast ("Welcome back!"
// after signing in), so the host starts loading then, ahead of it.
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Toasts for the page below. The host (notistack, about 12 KB) is not part of the page's first
 * load: it loads on the founder's first click or key press, or as soon as a toast is said, and
 * a toast said before it is up waits for it (showToast).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    const need = () => setNeeded(true);
    if (hasWaitingToasts()) need();
    const unsubscribe = subscribeToToastDemand(need);
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, need, { capture: true, passive: true }));
    return () => {
      unsubscribe();
      INTENT_EVENTS.forEach((type) => window.removeEventListener(type, need, { capture: true }));
    };
  }, [needed]);
  return (
    <>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
