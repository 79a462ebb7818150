import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QUOTE } from '../content/copy';
import { forge } from '../content/tokens';

export function QuoteBlock() {
  return (
    <Container sx={{ py: { xs: 8, md: 12 } }}>
      <Box
        component="figure"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          m: 0,
          px: { xs: 3.5, sm: 6, md: 10 },
          py: { xs: 6, md: 9 },
          borderRadius: { xs: '18px', md: '24px' },
          color: forge.ash,
          bgcolor: forge.iron900,
          backgroundImage: [
            'radial-gradient(50% 80% at 100% 100%, rgba(226, 99, 44, 0.35), transparent 70%)',
            'radial-gradient(rgba(253, 186, 140, 0.06) 1px, transparent 1px)',
          ].join(', '),
          backgroundSize: 'auto, 24px 24px',
          border: `1px solid ${forge.line}`,
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            fontFamily: 'Georgia, "Times New Roman", serif',
            fontSize: { xs: '5rem', md: '7rem' },
            lineHeight: 0.6,
            height: { xs: 40, md: 56 },
            color: forge.ember,
          }}
        >
          &ldquo;
        </Box>
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography
            sx={{
              fontFamily: (theme) => theme.typography.h1.fontFamily,
              fontWeight: 600,
              fontSize: 'clamp(1.75rem, 1.1rem + 2.8vw, 3.25rem)',
              lineHeight: 1.15,
              letterSpacing: '-0.025em',
              maxWidth: 900,
            }}
          >
            {QUOTE}
          </Typography>
        </Box>
        <Typography
          component="figcaption"
          sx={{ mt: 4, color: forge.ashMuted, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Box component="span" aria-hidden="true" sx={{ width: 32, height: 2, bgcolor: forge.ember }} />
          The founders of Forge Lab
        </Typography>
      </Box>
    </Container>
  );
}
