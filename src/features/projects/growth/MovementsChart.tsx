import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GrowthMonth, Movement } from '../figures/movements';
import { niceTicks } from '../figures/chartScale';
import { compact, GridLines, MonthLabels, PLOT_HEIGHT, YAxis } from './chartParts';

/** Each movement's name and colour: gains stack up from zero, losses down. */
export const MOVEMENT_SERIES: readonly { key: Movement; label: string; colour: string }[] = [
  { key: 'new', label: 'New', colour: 'var(--mui-palette-secondary-main)' },
  { key: 'expansion', label: 'Expansion', colour: 'var(--mui-palette-success-main)' },
  { key: 'reactivated', label: 'Reactivated', colour: 'var(--mui-palette-info-main)' },
  { key: 'contraction', label: 'Contraction', colour: 'var(--mui-palette-warning-main)' },
  { key: 'churned', label: 'Churned', colour: 'var(--mui-palette-error-main)' },
];

const money = (value: number) => `${value < 0 ? '−' : ''}$${compact.format(Math.abs(value))}`;

/** Each month's revenue movements as bars stacked around zero, with a legend. */
export function MovementsChart({ months }: { months: readonly GrowthMonth[] }) {
  const gains = months.map((month) => month.new + month.expansion + month.reactivated);
  const losses = months.map((month) => -(month.contraction + month.churned));
  // One step for both sides, so the losses below zero read on the same scale as the gains.
  const [maxGain, maxLoss] = [Math.max(0, ...gains), Math.max(0, ...losses)];
  const step = niceTicks(Math.max(maxGain, maxLoss))[1];
  const top = Math.max(step, Math.ceil(maxGain / step) * step);
  const bottom = -Math.ceil(maxLoss / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(tick);
  const y = (value: number) => ((top - value) / (top - bottom)) * PLOT_HEIGHT;
  const slot = 100 / months.length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Revenue movements by month
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, my: 1, p: 0, listStyle: 'none' }}>
        {MOVEMENT_SERIES.map((series) => (
          <Box
            component="li"
            key={series.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}
          >
            <Box component="span" sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: series.colour }} />
            {series.label}
          </Box>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex' }}>
        <YAxis ticks={ticks} top={top} bottom={bottom} format={money} />
        <Box
          component="svg"
          viewBox={`0 0 100 ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          sx={{ flex: 1, minWidth: 0, height: PLOT_HEIGHT, overflow: 'visible' }}
        >
          <GridLines ticks={ticks} top={top} bottom={bottom} />
          {months.map((month, index) => {
            let above = 0;
            let below = 0;
            return MOVEMENT_SERIES.map(({ key, colour }) => {
              const amount = month[key];
              if (amount === 0) return null;
              const from = amount > 0 ? above : below;
              const to = from + amount;
              if (amount > 0) above = to;
              else below = to;
              return (
                <rect
                  key={`${month.month}-${key}`}
                  x={slot * index + slot * 0.2}
                  width={slot * 0.6}
                  y={y(Math.max(from, to))}
                  height={Math.abs(y(from) - y(to))}
                  style={{ fill: colour }}
                />
              );
            });
          })}
        </Box>
      </Box>
      <MonthLabels months={months.map((month) => month.month)} at={(index) => slot * (index + 0.5)} />
    </Paper>
  );
}
