import Box from '@mui/material/Box';
import hero480 from './assets/forge-anvil-480.webp';
import hero800 from './assets/forge-anvil-800.webp';
import hero1200 from './assets/forge-anvil-1200.webp';
import { hero } from '../content/copy';
import { forge } from '../content/tokens';

/**
 * The forge illustration (assets/forge-anvil.source.svg, exported to WebP at three widths).
 * Width and height reserve its 6:5 box before it loads, so nothing shifts; `sizes`
 * mirrors the hero grid so phones fetch the small file.
 */
export function HeroImage() {
  return (
    <Box
      sx={{
        position: 'relative',
        maxWidth: { xs: 560, md: 'none' },
        mx: 'auto',
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: '8% 6%',
          borderRadius: '50%',
          background: 'radial-gradient(closest-side, rgba(251, 140, 76, 0.35), transparent)',
          filter: 'blur(40px)',
          zIndex: 0,
        },
      }}
    >
      <Box
        component="img"
        src={hero800}
        srcSet={`${hero480} 480w, ${hero800} 800w, ${hero1200} 1200w`}
        sizes="(min-width: 1200px) 520px, (min-width: 900px) 46vw, (min-width: 600px) 560px, calc(100vw - 32px)"
        width={1200}
        height={1000}
        alt={hero.imageAlt}
        fetchPriority="high"
        decoding="async"
        sx={{
          position: 'relative',
          zIndex: 1,
          display: 'block',
          width: '100%',
          height: 'auto',
          borderRadius: { xs: '18px', md: '24px' },
          border: `1px solid ${forge.line}`,
          bgcolor: forge.iron900,
          boxShadow: '0 30px 80px -20px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(0, 0, 0, 0.4)',
        }}
      />
    </Box>
  );
}
