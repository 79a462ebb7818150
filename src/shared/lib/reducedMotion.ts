/** Whether the person asked for reduced motion (read when an animation would start, so a change applies at once). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
