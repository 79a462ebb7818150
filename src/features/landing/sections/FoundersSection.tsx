import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { FOUNDERS_ID, founders } from '../content/copy';
import { FounderCard } from './FounderCard';
import { RevealGroup, RevealItem } from '../reveal/Reveal';
import { SectionHeading } from './SectionHeading';
import { cardListSx } from './cardList';
import { HEADER_OFFSET } from '../content/tokens';

// On two-column tablets the third card sits centred beneath the other two.
const lastOfThreeOnTablet = {
  gridColumn: { sm: '1 / -1', md: 'auto' },
  justifySelf: { sm: 'center', md: 'stretch' },
  width: { sm: 'calc(50% - 10px)', md: 'auto' },
};

export function FoundersSection() {
  return (
    <Box
      component="section"
      id={FOUNDERS_ID}
      aria-labelledby="founders-title"
      tabIndex={-1}
      sx={{
        scrollMarginTop: HEADER_OFFSET,
        py: { xs: 9, md: 14 },
        outline: 'none',
        bgcolor: 'background.paper',
        borderBlock: 1,
        borderColor: 'divider',
      }}
    >
      <Container>
        <SectionHeading
          id="founders-title"
          eyebrow="The team"
          title="Meet the Founders"
          intro="Three builders who have shipped products, automated systems and grown communities, now working one forge together."
        />
        <RevealGroup
          amount={0.2}
          component="ul"
          sx={{
            ...cardListSx({ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }),
            maxWidth: { sm: 720, md: 'none' },
            mx: 'auto',
          }}
        >
          {founders.map((founder, index) => (
            <RevealItem
              key={founder.name}
              index={index}
              component="li"
              sx={index === 2 ? lastOfThreeOnTablet : undefined}
            >
              <FounderCard founder={founder} index={index} />
            </RevealItem>
          ))}
        </RevealGroup>
      </Container>
    </Box>
  );
}
