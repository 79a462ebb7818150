import { createTheme } from '@mui/material/styles';
import { selectFieldPress, selectMenuRelease } from '../shared/hooks/selectPress';

/** Space Grotesk (OFL, self-hosted in public/fonts) gives headings the machined, workshop feel. */
const displayFont =
  '"Space Grotesk", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';
const bodyFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// The @font-face rule is in index.html: `optional` never swaps fonts after first paint, so the
// headings cause no layout shift, and index.html preloads the file so it is normally in time.

/**
 * One focus ring for everything a keyboard reaches: 3 px in the primary colour (5.3:1 on the
 * light page, 7.3:1 on the dark one). A dark band that looks the same in both schemes (the
 * landing header and hero) sets --forge-focus-ring to a colour that stands out on it.
 */
export const FOCUS_RING = 'var(--forge-focus-ring, var(--mui-palette-primary-main))';
const focusRing = { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 } as const;

// Plain links and focusable widgets outside ButtonBase (skip link, section links, selects'
// listbox options get MUI's own highlight). Elements focused only by script (tabindex -1,
// such as <main> after the skip link) get no ring.
const focusStyles = `
:where(a[href], button, summary, [tabindex]:not([tabindex="-1"])):focus-visible {
  outline: 3px solid ${FOCUS_RING};
  outline-offset: 2px;
}
[tabindex="-1"]:focus { outline: none; }
/* While a dialog is open its actions sit at the bottom (full screen on phones): toasts move to
   the top, where they cover no button. */
body:has(.MuiDialog-root) .notistack-SnackbarContainer { top: 8px; bottom: auto; flex-direction: column; }
`;

/**
 * Forge Lab's look: ember orange on warm iron greys, with a dark scheme of the
 * same metals. Colours are picked for WCAG AA contrast on their backgrounds
 * (primary on paper 5.6:1, secondary text on the page 7.1:1, dark primary 7.3:1).
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
        // A lighter red than MUI's dark default, for helper texts on paper (6.2:1).
        error: { main: '#F87171', light: '#FCA5A5', dark: '#DC2626', contrastText: '#14110F' },
        divider: 'rgba(245, 240, 235, 0.14)',
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '-0.035em', lineHeight: 1.02 },
    h2: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '-0.03em', lineHeight: 1.1 },
    h3: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '-0.015em' },
    h5: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontFamily: displayFont, fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.16em', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.005em' },
  },
  components: {
    MuiCssBaseline: { styleOverrides: focusStyles },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10 },
        sizeLarge: { padding: '11px 24px', fontSize: '1rem' },
      },
    },
    MuiMenu: {
      defaultProps: {
        // A select's options open in a portal. Put it inside the landmark (or dialog) of the
        // control that opens it, not loose at the end of <body>: screen readers keep it in
        // context, and it stays within the page's landmarks (axe "region").
        container: () => {
          const opener = typeof document === 'undefined' ? null : document.activeElement;
          return opener?.closest<HTMLElement>('[role="dialog"], main, header, nav, footer') ?? null;
        },
        slotProps: { list: selectMenuRelease },
      },
    },
    // A click on a select's field opens its menu and chooses nothing, however long opening takes.
    MuiSelect: { defaultProps: { SelectDisplayProps: selectFieldPress } },
    // A menu's options show no ripple: on a phone the ripple's layer and animation start in the
    // very frame a filter's new cards render (MUI's own lighter path; the focused and selected
    // option keep their tint, and keyboard focus its ring).
    MuiMenuItem: { defaultProps: { disableRipple: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': focusRing },
      },
    },
  },
});
