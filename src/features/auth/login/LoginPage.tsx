import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../../shared/routing/paths';
import { Logo } from '../../../shared/ui/Logo';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { arrowBackGlyph } from '../controls/glyphs';
import { DemoCredentials } from './DemoCredentials';
import { LoginForm } from './LoginForm';

/**
 * "Back to Home" drawn as the theme's text button in the inherited colour, on the link itself:
 * MUI's Button (with ButtonBase and its ripple) would add about 8 KB to the login page.
 */
const backLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  verticalAlign: 'middle',
  textDecoration: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  mb: 1.5,
  ml: -1,
  minWidth: 64,
  minHeight: 44,
  px: 1.5,
  py: '6px',
  borderRadius: '10px',
  fontFamily: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.75,
  letterSpacing: '0.005em',
  color: 'text.secondary',
  transition: ['background-color', 'box-shadow', 'border-color', 'color']
    .map((property) => `${property} 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms`)
    .join(','),
  '@media (hover: hover)': {
    '&:hover': { bgcolor: 'rgba(var(--mui-palette-text-primaryChannel) / var(--mui-palette-action-hoverOpacity))' },
  },
  '& [data-icon]': { display: 'inherit', alignItems: 'center', mr: 1, ml: '-4px' },
} as const;

/** /login: the Founders Access card, centred on a warm ember glow. */
export default function LoginPage({ onSignIn }: { onSignIn?: () => void }) {
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
        <Box component={RouterLink} to={paths.home} sx={backLinkSx}>
          <span data-icon="">{arrowBackGlyph}</span>
          Back to Home
        </Box>
        <Box
          sx={(theme) => ({
            position: 'relative',
            overflow: 'hidden',
            borderRadius: '20px',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
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
          <Box sx={{ p: { xs: 3, sm: 4 } }}>
            <Logo />
            <Typography variant="h4" component="h1" sx={{ mt: 3, fontSize: { xs: '1.75rem', sm: '2rem' } }}>
              Founders Access
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              Sign in to the lab to track what we are forging.
            </Typography>
            <LoginForm onSignIn={onSignIn} />
            <Box sx={{ mt: 3 }}>
              <DemoCredentials />
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
