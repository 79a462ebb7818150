import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * framer-motion for the parts of the app that animate: `m.*` components load their
 * features on demand, and people who ask for reduced motion get none. It wraps only
 * lazily loaded parts (the landing body, the lab), so no page's first JavaScript
 * carries the animation engine.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
