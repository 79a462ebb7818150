import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { containedButtonSx } from '../../../shared/ui/containedButtonSx';
import { useHydrated } from '../../../shared/hooks/useHydrated';

// Material's indeterminate circular progress, drawn with the same circle and keyframes.
const rotate = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

const spinner = (
  <span data-spinner="" aria-hidden="true">
    <svg viewBox="22 22 44 44">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  </span>
);

/**
 * The theme's large contained button on a plain button; the theme's focus ring applies to it as
 * to every button. MUI's Button and CircularProgress would add about 8 KB to the login page.
 */
const buttonSx = {
  ...containedButtonSx,
  width: '100%',
  minHeight: 48,
  m: 0,
  mt: 0.5,
  border: 0,
  cursor: 'pointer',
  color: 'primary.contrastText',
  bgcolor: 'primary.main',
  '@media (hover: hover)': { '&:hover': { bgcolor: 'primary.dark' } },
  '&:disabled': {
    cursor: 'default',
    pointerEvents: 'none',
    color: 'action.disabled',
    bgcolor: 'action.disabledBackground',
  },
  // Busy, it keeps the ember colour so "Authenticating..." stays legible.
  '&[data-busy]:disabled': { color: 'primary.contrastText', bgcolor: 'primary.main' },
  '& [data-spinner]': { display: 'inherit', mr: 1, ml: '-4px' },
  '& svg': { display: 'block', width: 18, height: 18, animation: `${rotate} 1.4s linear infinite` },
  '& circle': { stroke: 'currentColor', animation: `${dash} 1.4s ease-in-out infinite` },
  '@media (prefers-reduced-motion: reduce)': { '& svg, & circle': { animation: 'none' } },
} as const;

/**
 * "Access Lab". Until the prerendered form hydrates, a submit would be the browser's own: a GET
 * with the password in the URL. So the button starts disabled, and looks it (a disabled default
 * button stops Enter too); it comes alive as soon as the app has started, with what was typed
 * kept.
 */
export function AccessLabButton({ busy }: { busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <Box component="button" type="submit" disabled={busy || !hydrated} data-busy={busy ? '' : undefined} sx={buttonSx}>
      {busy && spinner}
      {busy ? 'Authenticating...' : 'Access Lab'}
    </Box>
  );
}
