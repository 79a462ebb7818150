import { styled } from '@mui/material/styles';
import { plainButton } from '../card/cardStyles';
import { STATUS_BADGE_CLASS, statusBadgeStyles } from '../card/StatusBadge';
import { boardPart } from './boardParts';

const $ = (name: keyof typeof boardPart) => `& .${boardPart[name]}`;

/** A board card's usual height, held by a card not drawn yet. */
const TYPICAL_BOARD_CARD_PX = 720;

/**
 * Five columns side by side from 900 px; narrower, they scroll sideways one column at a time
 * (scroll snapping), the next column peeking in so founders see there is more.
 */
export const BoardRoot = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  const md = theme.breakpoints.up('md');
  return {
    display: 'grid',
    // A grid item itself (of the Projects section): without this it would grow to its columns'
    // width and the whole page would scroll sideways instead of the board.
    minWidth: 0,
    // The containing block of the cards' visually hidden text: clipped by the board's own
    // scrolling, not stretching the page's scroll width.
    position: 'relative',
    gridAutoFlow: 'column',
    gridAutoColumns: 'calc(100% - 64px)',
    gap: theme.spacing(1.5),
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    scrollPaddingInline: theme.spacing(0.5),
    paddingBottom: theme.spacing(1),
    [theme.breakpoints.up('sm')]: { gridAutoColumns: 'minmax(300px, calc(50% - 8px))', gap: theme.spacing(2) },
    [md]: { gridAutoColumns: 'minmax(250px, 1fr)', scrollSnapType: 'none' },
    [$('column')]: {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      minWidth: 0,
      padding: theme.spacing(1),
      [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.5) },
      scrollSnapAlign: 'start',
      borderRadius: 16,
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.action.hover,
      transition: 'background-color 120ms, border-color 120ms',
      // The column a card would land in: a strong outline, not only a tint.
      '&[data-over]': {
        borderColor: palette.primary.main,
        boxShadow: `inset 0 0 0 2px ${palette.primary.main}`,
        backgroundColor: theme.alpha(palette.primary.main, 0.08),
      },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    [$('columnHead')]: { display: 'grid', gap: theme.spacing(0.25), paddingInline: theme.spacing(0.5) },
    [`${$('columnHead')} h3`]: {
      ...theme.typography.subtitle1,
      fontWeight: 800,
      margin: 0,
      display: 'flex',
      gap: theme.spacing(1),
    },
    [$('count')]: {
      minWidth: 28,
      paddingInline: theme.spacing(1),
      borderRadius: 999,
      textAlign: 'center',
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
    },
    [$('revenue')]: { ...theme.typography.body2, margin: 0, color: palette.text.secondary },
    // The list fills its column (a drop lands anywhere in it); its cards keep their own height
    // instead of sharing out the room a taller column leaves (a short column's cards stretched).
    [$('list')]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignContent: 'start',
      gap: theme.spacing(1.5),
      flex: 1,
    },
    [$('empty')]: {
      ...theme.typography.body2,
      margin: 0,
      padding: theme.spacing(3, 1),
      textAlign: 'center',
      color: palette.text.secondary,
      border: `1px dashed ${palette.divider}`,
      borderRadius: 12,
    },
    [$('card')]: {
      minWidth: 0,
      WebkitTouchCallout: 'none',
      // A column is narrow: the name takes the line beside the handle, the badge goes under it.
      '& .ProjectCard-head': { flexWrap: 'wrap' },
      '& .ProjectCard-name': { flexBasis: 'calc(100% - 48px)' },
      // Revenue and Subscribers side by side only where both words fit whole.
      '& .ProjectCard-stats': { gridTemplateColumns: 'repeat(auto-fit, minmax(104px, 1fr))' },
      // The next step, shorter: two lines at most (its whole text is in the card's Edit dialog).
      '& .ProjectCard-next': {
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
      '&[data-dragging] > article': { opacity: 0.45 },
      // The height a card out of the window holds until first drawn (see cardStyles.ts): a
      // column is narrow, so its cards are taller than the grid's (450–1,080 px).
      '& > article': { containIntrinsicSize: `none auto ${TYPICAL_BOARD_CARD_PX}px` },
    },
    [$('handle')]: {
      ...plainButton(theme),
      flex: '0 0 auto',
      width: 44,
      height: 44,
      margin: theme.spacing(-1.25, 0, -1.25, -1.25),
      padding: 0,
      borderRadius: 10,
      color: palette.action.active,
      cursor: 'grab',
      touchAction: 'none',
    },
  };
});

/** What follows the pointer while a card moves: its name and status, on the card's width. */
export const BoardPreview = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.subtitle1,
    fontWeight: 700,
    padding: theme.spacing(2),
    borderRadius: 16,
    border: `2px solid ${palette.primary.main}`,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: theme.shadows[8],
    cursor: 'grabbing',
    overflowWrap: 'anywhere',
    [`& .${STATUS_BADGE_CLASS}`]: { ...statusBadgeStyles(theme), marginTop: theme.spacing(1) },
  };
});
