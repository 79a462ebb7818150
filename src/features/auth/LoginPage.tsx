import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { paths } from '../../shared/routing/paths';
import { Logo } from '../../shared/ui/Logo';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { DemoCredentials } from './DemoCredentials';
import { LoginForm } from './LoginForm';

/** /login: the Founders Access card, centred on a warm ember glow. */
export default function LoginPage() {
  usePageTitle('Founders Access · Forge Lab');
  return (
    <Box
      component="main"
      id="main"
      // The skip link moves focus here; -1 keeps <main> out of the Tab order.
      tabIndex={-1}
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -10%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16)}, transparent 70%),
          radial-gradient(ellipse 60% 50% at 100% 110%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08)}, transparent 70%)`,
      })}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        {/* A real link: it works on the prerendered page before the script has started. */}
        <Button
          component={RouterLink}
          to={paths.home}
          startIcon={<ArrowBackRounded />}
          color="inherit"
          sx={{ mb: 1.5, ml: -1, minHeight: 44, px: 1.5, color: 'text.secondary' }}
        >
          Back to Home
        </Button>
        <Card
          sx={(theme) => ({
            position: 'relative',
            overflow: 'hidden',
            borderRadius: '20px',
            boxShadow: `0 24px 48px -24px ${theme.alpha((theme.vars ?? theme).palette.primary.dark, 0.35)}`,
            '&::before': {
              content: '""',
              position: 'absolute',
              inset: '0 0 auto',
              height: 4,
              background: `linear-gradient(90deg, ${(theme.vars ?? theme).palette.primary.dark}, ${(theme.vars ?? theme).palette.primary.light})`,
            },
          })}
        >
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Logo />
            <Typography variant="h4" component="h1" sx={{ mt: 3, fontSize: { xs: '1.75rem', sm: '2rem' } }}>
              Founders Access
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              Sign in to the lab to track what we are forging.
            </Typography>
            <LoginForm />
            <Box sx={{ mt: 3 }}>
              <DemoCredentials />
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
