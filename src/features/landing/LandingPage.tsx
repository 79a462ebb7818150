import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { META_DESCRIPTION, PAGE_TITLE } from './content';
import { FoundersSection } from './FoundersSection';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { ProcessSection } from './ProcessSection';
import { QuoteBlock } from './QuoteBlock';
import { useMetaDescription } from './useMetaDescription';

// Paper has no scrolling to trigger entrances: print every word, whatever its animation state.
const printStyles = { '@media print': { '[data-reveal]': { opacity: '1 !important', transform: 'none !important' } } };

/** The public landing page. It renders without the lab's store, so it can be prerendered. */
export function LandingPage() {
  usePageTitle(PAGE_TITLE);
  useMetaDescription(META_DESCRIPTION);
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <LandingHeader />
      <Box component="main" id="main">
        <Hero />
        <ProcessSection />
        <FoundersSection />
        <QuoteBlock />
      </Box>
      <LandingFooter />
    </>
  );
}
