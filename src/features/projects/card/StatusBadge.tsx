import type { CSSObject, Theme } from '@mui/material/styles';
import { Glyph } from '../../../shared/ui/Glyph';
import { STATUS_BADGE_CLASS } from './cardParts';
import { CARD_GLYPHS } from './cardGlyphs';
import { STATUS_STYLES, statusStyleFor, type StatusStyle } from './statusStyles';

export { STATUS_BADGE_CLASS };

/** Dark text on a light tint, light text on a dark tint: AA contrast in both colour schemes. */
function colours(theme: Theme, { palette, border }: StatusStyle): CSSObject {
  const { vars } = theme;
  const tokens = vars ?? theme;
  if (palette === 'neutral') {
    return {
      color: tokens.palette.text.secondary,
      backgroundColor: tokens.palette.action.hover,
      borderColor: tokens.palette.text.secondary,
      borderStyle: border,
    };
  }
  const swatch = tokens.palette[palette];
  return {
    color: palette === 'secondary' ? swatch.main : swatch.dark,
    backgroundColor: theme.alpha(swatch.main, 0.1),
    borderColor: theme.alpha(swatch.main, 0.45),
    borderStyle: border,
    ...theme.applyStyles('dark', {
      color: palette === 'secondary' ? swatch.main : swatch.light,
      backgroundColor: theme.alpha(swatch.main, 0.16),
    }),
  };
}

/**
 * The badge's styles, one rule per tone, for the stylesheet of whatever shows badges (the
 * project card): a badge is then plain markup, with no style work per render.
 */
export function statusBadgeStyles(theme: Theme): CSSObject {
  const tones = Object.fromEntries(
    Object.values(STATUS_STYLES).map((style) => [`&[data-tone="${style.tone}"]`, colours(theme, style)]),
  );
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    flexShrink: 0,
    padding: theme.spacing(0.25, 1),
    border: '1px solid',
    borderRadius: 999,
    ...theme.typography.caption,
    fontWeight: 700,
    lineHeight: 1.6,
    whiteSpace: 'nowrap',
    '& svg': { fontSize: 14 },
    ...tones,
  };
}

/** A project's status: colour, icon and (for Paused) a dashed border, so it never relies on colour alone. */
export function StatusBadge({ status }: { status: string }) {
  const style = statusStyleFor(status);
  return (
    <span className={STATUS_BADGE_CLASS} data-tone={style.tone}>
      <Glyph d={CARD_GLYPHS[style.tone]} />
      {status}
    </span>
  );
}
