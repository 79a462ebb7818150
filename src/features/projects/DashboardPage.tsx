import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useAuth } from '../auth/useAuth';

export default function DashboardPage() {
  usePageTitle('Dashboard · Forge Lab');
  const { user } = useAuth();
  return (
    <Container component="main" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1">
        Forge Lab
      </Typography>
      <Typography>Welcome back, {user?.name}</Typography>
    </Container>
  );
}
