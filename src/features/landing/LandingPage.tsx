import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Logo } from '../../shared/ui/Logo';
import { usePageTitle } from '../../shared/ui/usePageTitle';

export function LandingPage() {
  usePageTitle("Forge Lab — Forging Tomorrow's Tools");
  return (
    <Container component="main" sx={{ py: 8 }}>
      <Logo />
      <Typography variant="h2" component="h1" sx={{ my: 4 }}>
        Forging Tomorrow&apos;s Tools
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Founders Access
      </Button>
    </Container>
  );
}
