import { FoundersSection } from './sections/FoundersSection';
import { Hero } from './sections/Hero';
import { LandingFooter } from './sections/LandingFooter';
import { ProcessSection } from './sections/ProcessSection';
import { QuoteBlock } from './sections/QuoteBlock';

/**
 * Everything below the header. It is its own chunk: the prerendered HTML already shows
 * it, so React hydrates it as soon as the chunk arrives, and the page's first JavaScript
 * stays small.
 */
export default function LandingBody() {
  return (
    <>
      <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Hero />
        <ProcessSection />
        <FoundersSection />
        <QuoteBlock />
      </main>
      <LandingFooter />
    </>
  );
}
