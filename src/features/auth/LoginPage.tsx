import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { login } from './authSlice';
import { useAuth } from './useAuth';

export default function LoginPage() {
  usePageTitle('Founders Access · Forge Lab');
  const dispatch = useAppDispatch();
  const { loginPending } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(login({ email, password }));
  };

  return (
    <Container component="main" maxWidth="xs" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1">
        Founders Access
      </Typography>
      <form onSubmit={handleSubmit}>
        <TextField label="Email" type="email" required fullWidth margin="normal" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" required fullWidth margin="normal" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="contained" disabled={loginPending}>
          {loginPending ? 'Authenticating...' : 'Access Lab'}
        </Button>
      </form>
    </Container>
  );
}
