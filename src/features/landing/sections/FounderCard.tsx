import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { founders } from '../content/copy';

// Ember, steel and brass; white initials keep at least 3.4:1 on the lightest stop.
const avatarGradients = [
  'linear-gradient(135deg, #D35420, #8F2E09)',
  'linear-gradient(135deg, #5B6B82, #243041)',
  'linear-gradient(135deg, #A86B12, #6B4207)',
];

type FounderCardProps = { founder: (typeof founders)[number]; index: number };

export function FounderCard({ founder: { name, role, focus, initials }, index }: FounderCardProps) {
  return (
    <Card sx={{ height: '100%', p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      {/* The name follows, so the initials are decoration for screen readers. */}
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 2.5,
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: '1.75rem',
          letterSpacing: '-0.02em',
          color: '#FFFFFF',
          background: avatarGradients[index % avatarGradients.length],
          boxShadow: (theme) =>
            `0 0 0 4px ${(theme.vars ?? theme).palette.background.paper}, 0 0 0 6px rgba(226, 99, 44, 0.35)`,
        }}
      >
        {initials}
      </Box>
      <Typography variant="h5" component="h3" sx={{ mb: 0.75 }}>
        {name}
      </Typography>
      <Typography sx={{ color: 'primary.main', fontWeight: 600, mb: 2 }}>{role}</Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{focus}</Typography>
    </Card>
  );
}
