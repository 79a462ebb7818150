import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { containedButtonSx } from '../../../shared/ui/containedButtonSx';
import { hero, PRINCIPLES_ID } from '../content/copy';
import { HeroImage } from './HeroImage';
import { RevealGroup, RevealItem } from '../reveal/Reveal';
import { forge } from '../content/tokens';

// Material's "SouthRounded" glyph, inlined: an icon component would bring the SVG icon machinery.
const southArrow = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M18.3 14.29a.996.996 0 0 0-1.41 0L13 18.17V3c0-.55-.45-1-1-1s-1 .45-1 1v15.18L7.12 14.3a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41l5.59 5.59c.39.39 1.02.39 1.41 0l5.59-5.59c.38-.39.38-1.03 0-1.42" />
  </svg>
);

/** "Explore Our Vision": the theme's large contained button, drawn on a link, in the forge's colours. */
const exploreLinkSx = {
  ...containedButtonSx,
  minHeight: 52,
  textDecoration: 'none',
  bgcolor: forge.ember,
  color: forge.iron950,
  boxShadow: '0 10px 30px -8px rgba(251, 140, 76, 0.6)',
  '& svg': { width: 22, height: 22, ml: 1, mr: '-4px', flexShrink: 0, fill: 'currentColor' },
  '&:focus-visible': { outline: `3px solid ${forge.emberHot}`, outlineOffset: 2, boxShadow: 'none' },
  '&:active': { boxShadow: 'none' },
  '&:hover': { bgcolor: forge.emberHot, boxShadow: '0 12px 34px -8px rgba(251, 140, 76, 0.75)' },
} as const;

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: forge.ash,
        bgcolor: forge.iron950,
        backgroundImage: [
          'radial-gradient(60% 70% at 78% 45%, rgba(226, 99, 44, 0.22), transparent 70%)',
          'radial-gradient(40% 50% at 8% 0%, rgba(251, 140, 76, 0.10), transparent 70%)',
          'radial-gradient(rgba(253, 186, 140, 0.07) 1px, transparent 1px)',
        ].join(', '),
        backgroundSize: 'auto, auto, 28px 28px',
        '&::after': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          height: 2,
          background: `linear-gradient(90deg, transparent, ${forge.ember} 30%, #FFD27A 50%, ${forge.ember} 70%, transparent)`,
          opacity: 0.7,
        },
      }}
    >
      <Container sx={{ py: { xs: 7, sm: 9, md: 12 } }}>
        <RevealGroup
          amount={0.5}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.05fr 0.95fr' },
            alignItems: 'center',
            gap: { xs: 6, md: 8 },
          }}
        >
          <Box sx={{ maxWidth: 620 }}>
            <RevealItem index={0}>
              <Typography
                variant="overline"
                component="p"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1.25,
                  px: 1.75,
                  py: 0.5,
                  mb: 3,
                  borderRadius: '16px',
                  border: `1px solid ${forge.line}`,
                  fontSize: { xs: '0.7rem', sm: '0.75rem' },
                  letterSpacing: { xs: '0.1em', sm: '0.16em' },
                  bgcolor: 'rgba(251, 140, 76, 0.08)',
                  color: forge.emberHot,
                  lineHeight: 2,
                }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: forge.ember,
                    boxShadow: `0 0 12px 2px ${forge.ember}`,
                  }}
                />
                {hero.eyebrow}
              </Typography>
              <Typography id="hero-title" variant="h1" sx={{ fontSize: 'clamp(2.6rem, 1.6rem + 5vw, 5.25rem)', mb: 3 }}>
                Forging{' '}
                <Box component="span" sx={{ display: 'block', color: forge.ember }}>
                  Tomorrow&apos;s Tools
                </Box>
              </Typography>
            </RevealItem>
            <RevealItem index={1}>
              <Typography
                sx={{ color: forge.ashMuted, fontSize: { xs: '1.1rem', md: '1.25rem' }, lineHeight: 1.65, mb: 5 }}
              >
                {hero.intro}
              </Typography>
            </RevealItem>
            <RevealItem index={2}>
              {/* A plain in-page link, so it works before the page's script has started; the page's
                  styles make the jump smooth unless the visitor asks for less motion. */}
              <Box component="a" href={`#${PRINCIPLES_ID}`} sx={exploreLinkSx}>
                Explore Our Vision
                {southArrow}
              </Box>
            </RevealItem>
          </Box>
          <RevealItem index={3}>
            <HeroImage />
          </RevealItem>
        </RevealGroup>
      </Container>
    </Box>
  );
}
