import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Month } from '../figures/months';
import { niceTicks } from '../model/chartScale';
import { GridLines, MonthLabels, PLOT_HEIGHT, YAxis } from './chartParts';

type LineChartProps = {
  title: string;
  months: readonly Month[];
  values: readonly number[];
  colour: string;
  tickFormat: (value: number) => string;
};

/**
 * One series by month as a line (the lab's revenue, or its subscribers): plain SVG stretched to
 * the width, so nothing is measured; the Growth view's table says the same in numbers.
 */
export function LineChart({ title, months, values, colour, tickFormat }: LineChartProps) {
  const ticks = niceTicks(Math.max(0, ...values));
  const top = ticks[ticks.length - 1];
  const step = 100 / Math.max(values.length - 1, 1);
  const points = values
    .map(
      (value, index) =>
        `${(values.length === 1 ? 50 : index * step).toFixed(2)},${((1 - value / top) * PLOT_HEIGHT).toFixed(2)}`,
    )
    .join(' ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ display: 'flex' }}>
        <YAxis ticks={ticks} top={top} format={tickFormat} />
        <Box
          component="svg"
          viewBox={`0 0 100 ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          sx={{ flex: 1, minWidth: 0, height: PLOT_HEIGHT, overflow: 'visible' }}
        >
          <GridLines ticks={ticks} top={top} />
          <polyline
            points={points}
            vectorEffect="non-scaling-stroke"
            style={{ fill: 'none', stroke: colour, strokeWidth: 2.5, strokeLinejoin: 'round' }}
          />
        </Box>
      </Box>
      <MonthLabels months={months} at={(index) => (months.length === 1 ? 50 : index * step)} />
    </Paper>
  );
}
