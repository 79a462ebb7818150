import { MotionProvider } from '../../shared/ui/MotionProvider';
import { FoundersSection } from './sections/FoundersSection';
import { Hero } from './sections/Hero';
import { LandingFooter } from './sections/LandingFooter';
import { ProcessSection } from './sections/ProcessSection';
import { QuoteBlock } from './sections/QuoteBlock';

/**
 * Everything below the header. It is its own chunk: the prerendered HTML already shows
 * it, so React hydrates it as soon as the chunk (with the animation code) arrives,
 * and the page's first JavaScript stays small.
 */
export default function LandingBody() {
  return (
    <MotionProvider>
      <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Hero />
        <ProcessSection />
        <FoundersSection />
        <QuoteBlock />
      </main>
      <LandingFooter />
    </MotionProvider>
  );
}
