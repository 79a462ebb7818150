import type { CSSObject, Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { part, STATUS_BADGE_CLASS } from './cardParts';
import { statusBadgeStyles } from './StatusBadge';
import { planRules } from '../attention/planStyles';

export { part };

const $ = (name: keyof typeof part) => `& .${part[name]}`;

/** A grid card's usual height (a phone's and a desktop's, 333–557 px with a description). */
const TYPICAL_CARD_PX = 400;

/** A native <button> as the card's and the board's tools draw it: no chrome, a tint on hover. */
export function plainButton(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'color', 'border-color'], { duration: 150 }),
    '&:hover': { backgroundColor: palette.action.hover },
  };
}

/**
 * The cards' stylesheet, set once by the page that shows cards (CardStyles.tsx). A dashboard
 * shows dozens of cards and replaces them on every filter change, so a card is plain markup with
 * class names: no style to resolve per card (with a styled root, emotion walked this whole sheet
 * for each card on every render). Buttons are native <button>s with the theme's focus ring
 * (CssBaseline) and 44 px touch targets on phones.
 */
export function cardStylesheet(theme: Theme): CSSObject {
  return { [`.${part.root}`]: cardRules(theme) };
}

function cardRules(theme: Theme): CSSObject {
  const tokens = theme.vars ?? theme;
  const { palette } = tokens;
  const sm = theme.breakpoints.up('sm');
  const button = plainButton(theme);
  return {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: 16,
    // A card out of the window is neither styled, laid out nor painted until it comes near it: a
    // new view lays out the cards a founder sees, not the dozen of its first page (on a phone,
    // two of twelve). Until it has been drawn once, it holds a typical card's height.
    contentVisibility: 'auto',
    containIntrinsicSize: `none auto ${TYPICAL_CARD_PX}px`,
    [$('body')]: {
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      padding: theme.spacing(2),
      [sm]: { padding: theme.spacing(2.5) },
    },
    [$('head')]: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
    },
    [$('name')]: { ...theme.typography.h6, flex: '1 1 auto', margin: 0, lineHeight: 1.3, minWidth: 0 },
    [`& .${STATUS_BADGE_CLASS}`]: statusBadgeStyles(theme),
    '& p': { margin: 0 },
    [$('description')]: { ...theme.typography.body2, color: palette.text.secondary, whiteSpace: 'pre-line' },
    [$('owners')]: {
      ...theme.typography.body2,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      fontWeight: 500,
      '& svg': { fontSize: 18, color: palette.text.secondary },
    },
    [$('stats')]: {
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: theme.spacing(1),
      '& > div': {
        padding: theme.spacing(1, 1.5),
        borderRadius: 12,
        backgroundColor: palette.action.hover,
        minWidth: 0,
      },
      '& dt': { ...theme.typography.caption, display: 'block', color: palette.text.secondary, fontWeight: 600 },
      '& dd': { ...theme.typography.body1, margin: 0, fontWeight: 700 },
    },
    [$('trend')]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(1),
      '&&': { ...theme.typography.caption, fontWeight: 700 },
      '& svg': { flex: 'none', overflow: 'visible' },
      '& polyline': { fill: 'none', stroke: palette.primary.main, strokeWidth: 2, strokeLinejoin: 'round' },
    },
    [$('up')]: { color: palette.success.main },
    [$('down')]: { color: palette.error.main },
    [$('flat')]: { color: palette.text.secondary },
    [$('notes')]: {
      padding: theme.spacing(1, 1.5),
      borderRadius: 12,
      borderLeft: `3px solid ${palette.primary.main}`,
      backgroundColor: theme.alpha(palette.primary.main, 0.06),
      '& p': { ...theme.typography.body2, whiteSpace: 'pre-line' },
      [`& p.${part.notesLabel}`]: { ...theme.typography.caption, color: palette.text.secondary, fontWeight: 700 },
    },
    [$('updated')]: { ...theme.typography.caption, color: palette.text.secondary, marginTop: 'auto' },
    [$('hidden')]: visuallyHidden,
    [$('actions')]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(1),
      padding: theme.spacing(1, 1.5),
      borderTop: `1px solid ${palette.divider}`,
      [sm]: { padding: theme.spacing(1, 2) },
    },
    [$('link')]: {
      ...button,
      ...theme.typography.button,
      fontSize: '0.8125rem',
      gap: theme.spacing(1),
      minHeight: 44,
      padding: '3px 9px',
      border: '1px solid currentColor',
      borderRadius: 10,
      [sm]: { minHeight: 36 },
      '& svg': { fontSize: 18, marginLeft: -2 },
    },
    [$('tools')]: { marginLeft: 'auto', display: 'flex', gap: theme.spacing(0.5) },
    [$('tool')]: {
      ...button,
      position: 'relative',
      padding: 10,
      borderRadius: '50%',
      color: palette.action.active,
      [sm]: { padding: 8 },
      '& svg': { fontSize: 24 },
      // A tooltip in CSS: the button's data-hint above it on hover and keyboard focus. MUI's
      // Tooltip would bring Popper.js into the dashboard for three labels.
      '&::after': {
        content: 'attr(data-hint)',
        position: 'absolute',
        bottom: 'calc(100% + 6px)',
        right: 0,
        maxWidth: 240,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        padding: theme.spacing(0.5, 1),
        borderRadius: 4,
        backgroundColor: theme.palette.grey[800],
        color: theme.palette.common.white,
        fontSize: '0.75rem',
        fontWeight: 500,
        lineHeight: 1.4,
        pointerEvents: 'none',
        opacity: 0,
        transition: 'opacity 150ms',
        zIndex: theme.zIndex.tooltip,
      },
      '&:hover::after, &:focus-visible::after': { opacity: 1, transitionDelay: '300ms' },
    },
    [$('delete')]: { '&:hover': { color: palette.error.main } },
    ...planRules(theme, button),
  };
}
