import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PRINCIPLES_ID, processSteps } from '../content/copy';
import { ProcessCard } from './ProcessCard';
import { RevealGroup, RevealItem } from '../reveal/Reveal';
import { SectionHeading } from './SectionHeading';
import { cardListSx } from './cardList';
import { HEADER_OFFSET } from '../content/tokens';

/** "Our Forging Process": the target of "Explore Our Vision", which focuses it after scrolling. */
export function ProcessSection() {
  return (
    <Box
      component="section"
      id={PRINCIPLES_ID}
      aria-labelledby="principles-title"
      tabIndex={-1}
      sx={{ scrollMarginTop: HEADER_OFFSET, py: { xs: 9, md: 14 }, outline: 'none' }}
    >
      <Container>
        <SectionHeading
          id="principles-title"
          eyebrow="How we work"
          title="Our Forging Process"
          intro="Every venture passes through the same three heats, from the first spark of an idea to software that is ready for the world."
        />
        <RevealGroup amount={0.3} component="ol" sx={cardListSx({ xs: '1fr', md: 'repeat(3, 1fr)' })}>
          {processSteps.map((step, index) => (
            <RevealItem key={step.title} index={index} component="li">
              <ProcessCard step={step} index={index} />
            </RevealItem>
          ))}
        </RevealGroup>
      </Container>
    </Box>
  );
}
