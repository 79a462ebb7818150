import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Month } from '../figures/months';
import { niceTicks } from '../figures/chartScale';
import type { GoalLines, LinePoint } from '../goals/goalLines';
import { GridLines, MonthLabels, PLOT_HEIGHT, YAxis } from './chartParts';

type LineChartProps = {
  title: string;
  months: readonly Month[];
  values: readonly number[];
  colour: string;
  tickFormat: (value: number) => string;
  /** The lab goal's lines, when its goal is on this chart's metric. */
  goal?: GoalLines | null;
};

const lineStyle = (colour: string, dash?: string) => ({
  fill: 'none',
  stroke: colour,
  strokeWidth: 2.5,
  strokeLinejoin: 'round' as const,
  strokeDasharray: dash,
});

/**
 * One series by month as a line (the lab's revenue, or its subscribers): plain SVG stretched to
 * the width, so nothing is measured; the Growth view's table says the same in numbers. With the lab
 * goal on its metric, the chart runs on to the goal's month, with the goal dashed and the forecast
 * dotted, and says both in words under it.
 */
export function LineChart({ title, months, values, colour, tickFormat, goal }: LineChartProps) {
  const allMonths = goal ? [...months, ...goal.ahead] : months;
  const planned = [...(goal?.goal ?? []), ...(goal?.forecast ?? [])].map(({ value }) => value);
  const ticks = niceTicks(Math.max(0, ...values, ...planned));
  const top = ticks[ticks.length - 1];
  const step = 100 / Math.max(allMonths.length - 1, 1);
  const x = (index: number) => (allMonths.length === 1 ? 50 : index * step);
  const pointsOf = (points: readonly LinePoint[]) =>
    points
      .map(({ index, value }) => `${x(index).toFixed(2)},${((1 - value / top) * PLOT_HEIGHT).toFixed(2)}`)
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
            points={pointsOf(values.map((value, index) => ({ index, value })))}
            vectorEffect="non-scaling-stroke"
            style={lineStyle(colour)}
          />
          {goal?.goal && (
            <polyline
              points={pointsOf(goal.goal)}
              vectorEffect="non-scaling-stroke"
              style={lineStyle('var(--mui-palette-text-secondary)', '8 5')}
            />
          )}
          {goal?.forecast && (
            <polyline
              points={pointsOf(goal.forecast)}
              vectorEffect="non-scaling-stroke"
              style={lineStyle(colour, '2 5')}
            />
          )}
        </Box>
      </Box>
      <MonthLabels months={allMonths} at={x} />
      {goal && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {goal.description}
        </Typography>
      )}
    </Paper>
  );
}
