import type { Theme } from '@mui/material/styles';

const easeOut = 'cubic-bezier(0.0, 0, 0.2, 1)';
// The label sits in the field until it is focused, filled or autofilled (CSS, so it is right
// before hydration too); then it moves up into a gap in the outline.
const raised = ['&[data-filled]', '&:has(input:focus)', '&:has(input:autofill)'];
const focusedValid = '&:not([data-error]):has(input:focus)';

/**
 * Material's outlined text field (label, outline, notch, hover, focus, error, autofill, helper
 * text), resolved from the theme, for OutlinedField's plain elements: the root carries
 * data-filled and data-error, and holds label, input box (with the fieldset) and helper text.
 */
export const outlinedFieldSx = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    width: '100%',
    p: 0,
    m: 0,
    border: 0,
    verticalAlign: 'top',
    '& > label': {
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      display: 'block',
      maxWidth: 'calc(100% - 24px)',
      p: 0,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.secondary,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      pointerEvents: 'none',
      transformOrigin: 'top left',
      transform: 'translate(14px, 16px) scale(1)',
      transition: `color 200ms ${easeOut}, transform 200ms ${easeOut}, max-width 200ms ${easeOut}`,
    },
    '& > div': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      width: '100%',
      borderRadius: `${theme.shape.borderRadius}px`,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.primary,
      cursor: 'text',
      '&[data-adorned]': { pr: '14px' },
    },
    '& input': {
      display: 'block',
      boxSizing: 'content-box',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      m: 0,
      p: '16.5px 14px',
      border: 0,
      background: 'none',
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      WebkitTapHighlightColor: 'transparent',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:-webkit-autofill': {
        borderRadius: 'inherit',
        WebkitBoxShadow: 'var(--mui-palette-Input-autofillWebkitBoxShadow)',
      },
      '*:where(.dark) &:-webkit-autofill': { WebkitTextFillColor: '#fff', caretColor: '#fff' },
    },
    '& > div[data-adorned] input': { pr: 0 },
    '& [data-adornment]': {
      display: 'flex',
      alignItems: 'center',
      maxHeight: '2em',
      ml: 1,
      whiteSpace: 'nowrap',
      color: palette.action.active,
    },
    '& fieldset': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      m: 0,
      p: '0 8px',
      minWidth: '0%',
      overflow: 'hidden',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: 'rgba(var(--mui-palette-common-onBackgroundChannel) / 0.23)',
    },
    '& legend': {
      float: 'unset',
      display: 'block',
      width: 'auto',
      maxWidth: 0.01,
      height: 11,
      p: 0,
      overflow: 'hidden',
      visibility: 'hidden',
      fontSize: '0.75em',
      whiteSpace: 'nowrap',
      transition: `max-width 50ms ${easeOut} 0ms`,
      '& > span': { display: 'inline-block', px: '5px', opacity: 0, visibility: 'visible' },
    },
    '& > div:hover > fieldset': { borderColor: palette.text.primary },
    '@media (hover: none)': {
      '& > div:hover > fieldset': { borderColor: 'rgba(var(--mui-palette-common-onBackgroundChannel) / 0.23)' },
    },
    [raised.map((state) => `${state} > label`).join(', ')]: {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    [raised.map((state) => `${state} legend`).join(', ')]: {
      maxWidth: '100%',
      transition: `max-width 100ms ${easeOut} 50ms`,
    },
    '&:has(input:focus) > div > fieldset': { borderWidth: 2 },
    [`${focusedValid} > div > fieldset`]: { borderColor: palette.primary.main },
    [`${focusedValid} > label`]: { color: palette.primary.main },
    '&[data-error] > div > fieldset': { borderColor: palette.error.main },
    '&[data-error] > label': { color: palette.error.main },
    '& > p': {
      m: '3px 14px 0',
      ...theme.typography.caption,
      textAlign: 'left',
      color: palette.text.secondary,
    },
    '&[data-error] > p': { color: palette.error.main },
  } as const;
};
