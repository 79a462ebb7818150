/** Seconds between siblings entering: item n waits n × this before it starts. */
export const REVEAL_STAGGER = 0.2;

const EASE_OUT = 'cubic-bezier(0.22, 1, 0.36, 1)';

/**
 * The entrance as plain CSS, keyed on data attributes, so no animation library loads with the
 * landing page. A RevealGroup is "waiting" only while its items are hidden below the fold;
 * every other state, and the prerendered HTML, shows them.
 */
export const revealStyles = {
  '[data-reveal]': { transition: `opacity 0.6s ${EASE_OUT}, transform 0.6s ${EASE_OUT}` },
  // Hiding is instant: it only ever happens to content that is off screen.
  '[data-reveal-state="waiting"] [data-reveal]': { opacity: 0, transform: 'translateY(28px)', transition: 'none' },
  // Whatever the script decided, people who ask for less motion and paper see every word.
  '@media (prefers-reduced-motion: reduce)': {
    '[data-reveal-state] [data-reveal]': { opacity: 1, transform: 'none', transition: 'none' },
  },
  '@media print': { '[data-reveal]': { opacity: '1 !important', transform: 'none !important' } },
};
