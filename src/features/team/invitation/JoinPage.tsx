import { useState, type FormEvent } from 'react';
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
import { withTeamApi } from '../members/joinTeamApi';
import { useInvitationQuery, useJoinMutation, type TeamApiError } from '../members/teamApi';
import { joinFormErrors, type JoinErrors } from './joinRules';

/**
 * /join/{token}: "Join Forge Lab" for the person an invitation names, who chooses a password and
 * is signed in. A used, revoked or expired link (and any link outside team mode) says so and
 * shows nothing of the lab.
 */
function JoinPage() {
  usePageTitle('Join Forge Lab');
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Outside team mode no link is valid: nothing is asked of a server.
  const teamMode = isTeamMode();
  const invitation = useInvitationQuery(token, { skip: !teamMode, refetchOnMountOrArgChange: true });
  const [joinLab, joining] = useJoinMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<JoinErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [usedUp, setUsedUp] = useState(false);
  const open = teamMode && !usedUp && typeof invitation.data?.name === 'string' ? invitation.data : null;
  const state = open ? 'open' : teamMode && invitation.isLoading ? 'reading' : 'invalid';

  const join = async (event: FormEvent) => {
    event.preventDefault();
    const found = joinFormErrors(password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await joinLab({ token, password });
    if (result.data) {
      dispatch(loggedIn({ token: TEAM_SESSION_MARKER, user: result.data }));
      return void navigate(paths.dashboard, { replace: true });
    }
    const error = result.error as Partial<TeamApiError>;
    if (error.status === 410) return setUsedUp(true);
    setRefusal(error.message ?? 'The team server could not be reached.');
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
        {state === 'reading' && <CircularProgress aria-label="Reading the invitation" />}
        {state === 'invalid' && (
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
        {state === 'open' && (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void join(event)}
            sx={{ display: 'grid', gap: 2, mt: 2 }}
          >
            <Typography>
              {open?.name} · {open?.email}
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
            <Button type="submit" variant="contained" size="large" disabled={joining.isLoading} sx={{ minHeight: 48 }}>
              Join the lab
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

export default withTeamApi(JoinPage);
