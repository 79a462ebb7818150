import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useAuth } from '../auth/useAuth';
import { useLogout } from '../auth/useLogout';

export default function DashboardPage() {
  usePageTitle('Dashboard · Forge Lab');
  const { user } = useAuth();
  const logout = useLogout();
  return (
    <Container component="main" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1">
        Forge Lab
      </Typography>
      <Typography>Welcome back, {user?.name}</Typography>
      <Button onClick={logout}>Logout</Button>
    </Container>
  );
}
