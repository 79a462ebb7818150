import { lazy, Suspense } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { META_DESCRIPTION, PAGE_TITLE, PRINCIPLES_ID } from './content/pageMeta';
import { LandingHeader } from './header/LandingHeader';
import { revealStyles } from './reveal/revealStyles';
import { useMetaDescription } from './useMetaDescription';

const LandingBody = lazy(() => import('./LandingBody'));

/**
 * The in-page links ("Explore Our Vision", Process, Founders) are plain anchors, so they work
 * before the script has started; CSS makes their jump a smooth scroll, except for visitors who
 * ask for less motion. Only while this page is shown (`:has`): the lab scrolls at once, even
 * where a host served this page's prerendered styles for another address.
 */
const pageStyles = {
  ...revealStyles,
  '@media (prefers-reduced-motion: no-preference)': { [`html:has(#${PRINCIPLES_ID})`]: { scrollBehavior: 'smooth' } },
};

/** The public landing page. It renders without the lab's store, so it can be prerendered. */
type LandingPageProps = {
  /** Warms the lab's code when a visitor heads for Founders Access. */
  onLabIntent?: () => void;
};

export function LandingPage({ onLabIntent }: LandingPageProps) {
  usePageTitle(PAGE_TITLE);
  useMetaDescription(META_DESCRIPTION);
  return (
    <>
      <GlobalStyles styles={pageStyles} />
      <LandingHeader onLabIntent={onLabIntent} />
      <Suspense fallback={null}>
        <LandingBody />
      </Suspense>
    </>
  );
}
