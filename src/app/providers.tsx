import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * Providers every page needs, the public landing page included. The lab's store lives
 * in LabProviders.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // noSsr: read the colour scheme on the first render. Otherwise the provider settles it
    // in an effect after hydration, and that context change makes React throw away the
    // prerendered landing body (still hydrating) and render it again from scratch.
    <ThemeProvider theme={theme} noSsr>
      {/* color-scheme: light/dark follows the class on <html>, so scrollbars and form controls match. */}
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
