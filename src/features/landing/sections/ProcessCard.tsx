import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { processSteps } from '../content/copy';

type ProcessCardProps = { step: (typeof processSteps)[number]; index: number };

export function ProcessCard({ step: { title, meaning, detail, Icon }, index }: ProcessCardProps) {
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        overflow: 'hidden',
        p: { xs: 3, md: 4 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr', md: '1fr' },
        columnGap: 3,
        alignContent: 'start',
        transition: 'border-color 200ms, box-shadow 200ms, transform 200ms',
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: 3,
          background: 'linear-gradient(90deg, #E2632C, #FFB35C)',
          opacity: 0.85,
        },
        '&:hover': {
          borderColor: 'primary.main',
          transform: 'translateY(-4px)',
          boxShadow: '0 18px 40px -24px rgba(185, 60, 12, 0.55)',
        },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      }}
    >
      <Typography
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: 14,
          right: 22,
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: '3.5rem',
          lineHeight: 1,
          letterSpacing: '-0.04em',
          color: 'primary.main',
          opacity: 0.12,
        }}
      >
        {String(index + 1).padStart(2, '0')}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{
          width: 56,
          height: 56,
          mb: 3,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '16px',
          color: '#FFF4E8',
          background: 'linear-gradient(135deg, #F47A36, #A8360B)',
          boxShadow: '0 10px 24px -10px rgba(185, 60, 12, 0.8)',
        }}
      >
        <Icon sx={{ fontSize: 30 }} />
      </Box>
      <div>
        <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600, mb: 1.5, lineHeight: 1.5 }}>{meaning}</Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{detail}</Typography>
      </div>
    </Card>
  );
}
