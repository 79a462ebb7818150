import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * framer-motion for the part of the app that animates (the dashboard grid): `m.*` components
 * load their features on demand, and people who ask for reduced motion get none. No other
 * page, /login included, carries the animation engine.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
