import type { CSSObject, Theme } from '@mui/material/styles';
import { plan } from './planParts';

const $ = (name: keyof typeof plan) => `& .${plan[name]}`;

/** The card's goal, next step and needs-attention parts, within the card's stylesheet (cardStyles.ts). */
export function planRules(theme: Theme, button: CSSObject): CSSObject {
  const { palette } = theme.vars ?? theme;
  return {
    [$('goal')]: { display: 'grid', gap: theme.spacing(0.5) },
    [$('goalText')]: {
      ...theme.typography.body2,
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      columnGap: theme.spacing(1),
      fontWeight: 600,
    },
    [$('goalStatus')]: { color: palette.text.secondary, fontWeight: 700 },
    [$('ahead')]: { color: palette.success.main },
    [$('behind')]: { color: palette.error.main },
    [$('bar')]: {
      height: 6,
      borderRadius: 3,
      overflow: 'hidden',
      backgroundColor: palette.action.selected,
      '& > span': { display: 'block', height: '100%', borderRadius: 3, backgroundColor: palette.primary.main },
    },
    [$('next')]: { ...theme.typography.body2, fontWeight: 500 },
    [$('due')]: { ...theme.typography.caption, color: palette.text.secondary },
    [$('overdue')]: { ...theme.typography.caption, color: palette.error.main, fontWeight: 700 },
    [$('attention')]: {
      display: 'grid',
      gap: theme.spacing(0.5),
      padding: theme.spacing(1, 1.5),
      borderRadius: 12,
      borderLeft: `3px solid ${palette.warning.main}`,
      backgroundColor: theme.alpha(palette.warning.main, 0.08),
      '& ul': { ...theme.typography.body2, margin: 0, paddingLeft: theme.spacing(2.5) },
    },
    [$('snooze')]: {
      ...button,
      ...theme.typography.button,
      justifySelf: 'start',
      minHeight: 44,
      padding: '4px 8px',
      marginLeft: -8,
      borderRadius: 8,
      color: palette.primary.main,
      [theme.breakpoints.up('sm')]: { minHeight: 32 },
    },
    [$('snoozed')]: { ...theme.typography.caption, color: palette.text.secondary },
  };
}
