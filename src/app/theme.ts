import { createTheme } from '@mui/material/styles';

/**
 * Forge Lab's look: ember orange on warm iron greys, with a dark scheme of the
 * same metals. Colours are picked for WCAG AA contrast on their backgrounds.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#B93C0C', dark: '#8F2E09', light: '#E2632C', contrastText: '#FFFFFF' },
        secondary: { main: '#334155', contrastText: '#FFFFFF' },
        background: { default: '#FAF7F2', paper: '#FFFFFF' },
        text: { primary: '#1C1917', secondary: '#57534E' },
        divider: 'rgba(28, 25, 23, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: '#FB8C4C', dark: '#E2632C', light: '#FDBA8C', contrastText: '#1C1917' },
        secondary: { main: '#A9B6C8', contrastText: '#14110F' },
        background: { default: '#14110F', paper: '#1F1B18' },
        text: { primary: '#F5F0EB', secondary: '#C4BAB1' },
        divider: 'rgba(245, 240, 235, 0.14)',
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.03em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `3px solid ${theme.vars.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
  },
});
