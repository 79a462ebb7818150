import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { theme } from './theme';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/** Providers every page needs, the public landing page included. The lab's store lives in LabProviders. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  );
}
