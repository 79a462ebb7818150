import { memo, type ComponentType } from 'react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { changeTone, type ChangeTone } from '../figures/trend';
import { selectLabRevenueChange, selectProjectTotals } from '../projectsSelectors';
import visuallyHidden from '@mui/utils/visuallyHidden';

const TONE_COLOURS: Record<ChangeTone, string> = { up: 'success.main', down: 'error.main', flat: 'text.secondary' };

type TileProps = { label: string; value: string; icon: ComponentType<SvgIconProps>; change?: string | null };

/**
 * One figure. The group's name is spelled out ("Total Revenue: $2,500"): built from the
 * label and value elements, browsers would join them with a space before the colon.
 */
function Tile({ label, value, icon: Icon, change }: TileProps) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`${label}: ${value}`}
      sx={{
        px: { xs: 1.5, sm: 2.5 },
        py: { xs: 1, sm: 2.5 },
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        minWidth: 0,
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: 2,
          color: 'primary.main',
          bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
        })}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
        {/* The change sits beside the value, under it only when the tile is too narrow for both. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography
            sx={{
              fontSize: { xs: 'clamp(1.125rem, 5vw, 1.5rem)', sm: '1.5rem', md: '1.75rem' },
              fontWeight: 800,
              lineHeight: 1.2,
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
          {change && (
            <Typography
              variant="caption"
              component="p"
              sx={{ fontWeight: 700, color: TONE_COLOURS[changeTone(change)] }}
            >
              {change}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** Totals over every project, whatever the filters show. Memoized: it takes no props. */
export const SummaryTiles = memo(function SummaryTiles() {
  const totals = useAppSelector(selectProjectTotals);
  const revenueChange = useAppSelector(selectLabRevenueChange);
  return (
    <Box component="section" aria-labelledby="lab-totals-heading">
      <Typography id="lab-totals-heading" component="h2" sx={visuallyHidden}>
        Lab totals
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Tile label="Total Projects" value={formatCount(totals.count)} icon={Inventory2Outlined} />
        <Tile label="Live Projects" value={formatCount(totals.live)} icon={RocketLaunchOutlined} />
        <Tile label="Total Revenue" value={formatMoney(totals.revenue)} icon={PaidOutlined} change={revenueChange} />
        <Tile label="Subscribers" value={formatCount(totals.subscribers)} icon={PeopleAltOutlined} />
      </Box>
    </Box>
  );
});
