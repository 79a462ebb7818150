/** Reads the reduced-motion preference. Only call it from effects and handlers. */
export function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Whether entrance animations may hide content until it scrolls into view: they need
 * IntersectionObserver to bring it back, and are skipped for people who ask for less motion.
 */
export function canAnimateEntrances() {
  return typeof IntersectionObserver === 'function' && !prefersReducedMotion();
}

/** Smoothly scrolls to a section and moves focus there; jumps instead under reduced motion. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
