import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITATION_INVALID } from '../../../../contract/invitations';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/routing/paths';
import { isTeamMode } from '../../../shared/lib/teamMode';
import { Logo } from '../../../shared/ui/Logo';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { loggedIn, TEAM_SESSION_MARKER } from '../../auth';
import { teamApi } from '../members/teamApi';
import { joinFormErrors, type JoinErrors } from './joinRules';

type Invitation = { state: 'reading' } | { state: 'invalid' } | { state: 'open'; name: string; email: string };

/**
 * /join/{token}: "Join Forge Lab" for the person an invitation names, who chooses a password and
 * is signed in. A used, revoked or expired link (and any link outside team mode) says so and
 * shows nothing of the lab.
 */
export default function JoinPage() {
  usePageTitle('Join Forge Lab');
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<Invitation>({ state: isTeamMode() ? 'reading' : 'invalid' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<JoinErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isTeamMode()) return;
    let current = true;
    void teamApi.invitation(token).then((answer) => {
      if (!current) return;
      const open = answer.ok && typeof answer.value?.name === 'string';
      setInvitation(open ? { state: 'open', ...answer.value } : { state: 'invalid' });
    });
    return () => void (current = false);
  }, [token]);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    const found = joinFormErrors(password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await teamApi.join(token, password);
    setBusy(false);
    if (answer.ok) {
      dispatch(loggedIn({ token: TEAM_SESSION_MARKER, user: answer.value }));
      return void navigate(paths.dashboard, { replace: true });
    }
    if (answer.status === 410) return setInvitation({ state: 'invalid' });
    setRefusal(answer.message);
  };

  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 4, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: '20px' }}>
        <Logo />
        <Typography variant="h4" component="h1" sx={{ mt: 3, mb: 1, fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          Join Forge Lab
        </Typography>
        {invitation.state === 'reading' && <CircularProgress aria-label="Reading the invitation" />}
        {invitation.state === 'invalid' && (
          <>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {INVITATION_INVALID}
            </Alert>
            <Typography sx={{ mt: 2 }}>Ask a founder for a new invitation link.</Typography>
            <Button component={RouterLink} to={paths.home} sx={{ mt: 2, minHeight: 44 }}>
              Back to Home
            </Button>
          </>
        )}
        {invitation.state === 'open' && (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void join(event)}
            sx={{ display: 'grid', gap: 2, mt: 2 }}
          >
            <Typography>
              {invitation.name} · {invitation.email}
            </Typography>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={password}
              error={Boolean(errors.password)}
              helperText={errors.password ?? 'At least 12 characters.'}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              error={Boolean(errors.confirm)}
              helperText={errors.confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
              Join the lab
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
