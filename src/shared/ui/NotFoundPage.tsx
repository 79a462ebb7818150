import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../routing/paths';
import { Logo } from './Logo';
import { usePageTitle } from '../hooks/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found · Forge Lab');
  return (
    <Box
      component="main"
      id="main"
      // The skip link moves focus here; -1 keeps <main> out of the Tab order.
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 480 }}>
        <Logo />
        <Typography variant="h3" component="h1" sx={{ mt: 4, mb: 2 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Nothing is being forged at this address. It may have moved, or the link may be mistyped.
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained" size="large">
          Back to Home
        </Button>
      </Box>
    </Box>
  );
}
