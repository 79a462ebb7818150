import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useHydrated } from '../hooks/useHydrated';
import { useColorScheme } from '@mui/material/styles';

// Material's DarkModeOutlined / LightModeOutlined glyphs, inlined: the landing header keeps
// the icon machinery out of the first load.
const MOON =
  'M9.37 5.51c-.18.64-.27 1.31-.27 1.99 0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27C17.45 17.19 14.93 19 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1';
const SUN =
  'M12 9c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5M2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1m18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1M11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1m0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1M5.99 4.58c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41zm12.37 12.37c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0 .39-.39.39-1.03 0-1.41zm1.06-10.96c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0zM7.05 18.36c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0z';

/**
 * Switches between the light and dark schemes. Until a founder picks one the app follows the
 * system setting; the pick is kept by MUI in localStorage 'mui-mode', apart from the lab's data.
 * The icon shows the scheme it switches to, chosen in CSS from the class on <html>, so it is
 * right before hydration too.
 */
export function ColorSchemeToggle({ sx }: { sx?: SxProps<Theme> }) {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const current = (mode === 'system' ? systemMode : mode) ?? 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  const label = hydrated ? `Switch to ${next} mode` : 'Switch colour scheme';
  return (
    // A plain button: MUI's ButtonBase (ripple included) would weigh on the landing page's first load.
    <Box
      component="button"
      type="button"
      aria-label={label}
      title={hydrated ? label : undefined}
      onClick={() => setMode(next)}
      sx={[
        {
          width: 44,
          height: 44,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          p: 0,
          border: 0,
          borderRadius: '50%',
          bgcolor: 'transparent',
          cursor: 'pointer',
          font: 'inherit',
          color: 'inherit',
          transition: 'background-color 150ms',
          '&:hover': { bgcolor: 'action.hover' },
          '& svg': { width: 22, height: 22, fill: 'currentColor' },
          '& [data-icon="sun"]': { display: 'none' },
          '.dark & [data-icon="sun"]': { display: 'block' },
          '.dark & [data-icon="moon"]': { display: 'none' },
        },
        // MUI's documented way to merge a caller's sx, which may itself be a list.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- Array.isArray narrows to any[]
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="moon">
        <path d={MOON} />
      </svg>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="sun">
        <path d={SUN} />
      </svg>
    </Box>
  );
}
