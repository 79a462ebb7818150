import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Logo } from '../../../shared/ui/Logo';
import { useCurrentYear } from './useCurrentYear';

export function LandingFooter() {
  const { year, key } = useCurrentYear();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: { xs: 5, md: 6 } }}>
      <Container
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2.5,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Logo size="small" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A private incubator for AI-driven software.
          </Typography>
        </Box>
        <Typography key={key} variant="body2" sx={{ color: 'text.secondary' }} suppressHydrationWarning>
          {`© ${year} Forge Lab`}
        </Typography>
      </Container>
    </Box>
  );
}
