import { lazy, Suspense } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { META_DESCRIPTION, PAGE_TITLE } from './content/pageMeta';
import { LandingHeader } from './header/LandingHeader';
import { useMetaDescription } from './useMetaDescription';

const LandingBody = lazy(() => import('./LandingBody'));

// Paper has no scrolling to trigger entrances: print every word, whatever its animation state.
const printStyles = { '@media print': { '[data-reveal]': { opacity: '1 !important', transform: 'none !important' } } };

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
      <GlobalStyles styles={printStyles} />
      <LandingHeader onLabIntent={onLabIntent} />
      <Suspense fallback={null}>
        <LandingBody />
      </Suspense>
    </>
  );
}
