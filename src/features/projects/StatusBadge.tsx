import type { ComponentType } from 'react';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Theme } from '@mui/material/styles';
import { statusStyleFor, type StatusStyle, type StatusTone } from './statusStyles';

const ICONS: Record<StatusTone, ComponentType<SvgIconProps>> = {
  idea: LightbulbOutlined,
  dev: BuildOutlined,
  live: RocketLaunchOutlined,
  monetized: PaidOutlined,
  paused: PauseCircleOutlined,
};

/** Dark text on a light tint, light text on a dark tint: AA contrast in both colour schemes. */
function colours(theme: Theme, { palette }: StatusStyle) {
  if (palette === 'neutral') {
    return {
      color: (theme.vars ?? theme).palette.text.secondary,
      bgcolor: (theme.vars ?? theme).palette.action.hover,
      borderColor: (theme.vars ?? theme).palette.text.secondary,
    };
  }
  const swatch = (theme.vars ?? theme).palette[palette];
  return {
    color: palette === 'secondary' ? swatch.main : swatch.dark,
    bgcolor: theme.alpha(swatch.main, 0.1),
    borderColor: theme.alpha(swatch.main, 0.45),
    ...theme.applyStyles('dark', {
      color: palette === 'secondary' ? swatch.main : swatch.light,
      backgroundColor: theme.alpha(swatch.main, 0.16),
    }),
  };
}

export function StatusBadge({ status }: { status: string }) {
  const style = statusStyleFor(status);
  const Icon = ICONS[style.tone];
  return (
    <Box
      component="span"
      data-tone={style.tone}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        flexShrink: 0,
        px: 1,
        py: 0.25,
        border: 1,
        borderStyle: style.border,
        borderRadius: 999,
        typography: 'caption',
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        ...colours(theme, style),
      })}
    >
      <Icon aria-hidden sx={{ fontSize: 14 }} />
      {status}
    </Box>
  );
}
