import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';

/**
 * Whether entrances may hide content until it scrolls into view: they need IntersectionObserver
 * to bring it back, and are skipped for people who ask for less motion. Effects and state
 * initialisers only: the server has neither.
 */
function canAnimateEntrances() {
  return typeof IntersectionObserver === 'function' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Still to come as the visitor scrolls down; what was already scrolled past stays shown. */
function isBelowFold(element: Element) {
  return element.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * An element taller than the viewport can never show `amount` of itself at once
 * (half of a tall stack of cards on a landscape phone): cap the amount so it can.
 */
function reachableAmount(element: Element, amount: number) {
  const height = element.getBoundingClientRect().height;
  if (height <= 0) return amount;
  return Math.min(amount, (window.innerHeight * 0.8) / height);
}

/**
 * Decides when a RevealGroup waits hidden and when it enters, without ever hiding content that
 * cannot come back. It enters once `amount` of it is in view (the IntersectionObserver threshold).
 * - Server render and hydration show everything, so prerendered HTML is readable
 *   without JS and nothing flashes away while hydrating; after hydration only what is
 *   still below the fold is hidden, to enter when `amount` of it is in view. (The page
 *   body hydrates a moment after first paint, so a visitor may already have scrolled.)
 * - A render that starts in the browser (client navigation) starts hidden and enters.
 * - Without IntersectionObserver, or with reduced motion, nothing is ever hidden.
 */
export function useReveal<T extends Element>(amount: number) {
  const ref = useRef<T>(null);
  const clientRender = useHydrated();
  const [startHidden] = useState(() => clientRender && canAnimateEntrances());
  const [belowFold, setBelowFold] = useState(false);
  const [entered, setEntered] = useState(false);
  const waiting = (startHidden || belowFold) && !entered;

  useLayoutEffect(() => {
    const element = ref.current;
    if (startHidden || !element || !canAnimateEntrances()) return;
    // Runs before the browser paints the hydrated tree, so nothing visible disappears.
    if (isBelowFold(element)) setBelowFold(true);
  }, [startHidden]);

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    const threshold = reachableAmount(element, amount);
    const observer = new IntersectionObserver(
      (entries) => {
        // Entered: enough of it is in view, or it is already above the viewport (scrolled
        // past before the observer started, e.g. while the page was still hydrating).
        const entered = entries.some(
          (entry) =>
            (entry.isIntersecting && entry.intersectionRatio >= threshold - 0.01) ||
            (!entry.isIntersecting && entry.boundingClientRect.top < 0),
        );
        if (entered) {
          setEntered(true);
          observer.disconnect();
        }
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    // Safety net: a fast scroll can carry it past before the observer reports; once its
    // top has come up into the viewport, it is shown whatever the observer says.
    const onScroll = () => {
      if (element.getBoundingClientRect().top < window.innerHeight * (1 - threshold)) setEntered(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [waiting, amount]);

  return { ref, waiting };
}
