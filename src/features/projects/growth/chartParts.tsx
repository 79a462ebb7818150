import Box from '@mui/material/Box';
import { shortMonthName, type Month } from '../figures/months';

export const PLOT_HEIGHT = 150;
export const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const textStyle = { fill: 'var(--mui-palette-text-secondary)' };

/** Tick labels beside a plot, in a narrow SVG of their own (the plot itself stretches to its width). */
export function YAxis({
  ticks,
  top,
  bottom = 0,
  format,
}: {
  ticks: number[];
  top: number;
  bottom?: number;
  format: (n: number) => string;
}) {
  const y = (tick: number) => ((top - tick) / (top - bottom)) * PLOT_HEIGHT;
  return (
    <Box component="svg" width={52} height={PLOT_HEIGHT} sx={{ flex: 'none', overflow: 'visible', fontSize: 11 }}>
      {ticks.map((tick) => (
        <text key={tick} x={46} y={y(tick)} dy="0.35em" textAnchor="end" style={textStyle}>
          {format(tick)}
        </text>
      ))}
    </Box>
  );
}

/**
 * Up to `most` month labels under a plot ("Sep", with the year at each January and at the ends),
 * each under its point (`at`: the month's place across the plot, in percent).
 */
export function MonthLabels({
  months,
  at,
  most = 6,
}: {
  months: readonly Month[];
  at: (index: number) => number;
  most?: number;
}) {
  const every = Math.max(1, Math.ceil(months.length / most));
  const last = months.length - 1;
  // Counted back from the current month, which is always labelled.
  const shown = months.map((_, index) => index).filter((index) => (last - index) % every === 0);
  return (
    <Box
      aria-hidden
      sx={{ position: 'relative', height: 18, ml: '52px', mt: 0.5, typography: 'caption', color: 'text.secondary' }}
    >
      {months.map((month, index) => {
        if (!shown.includes(index)) return null;
        const left = at(index);
        // Labels at the very edges stay inside the plot's width.
        const shift = left <= 0 ? '0' : left >= 100 ? '-100%' : '-50%';
        // A phone has room for every other label.
        const display = shown.indexOf(index) % 2 === (shown.length - 1) % 2 ? 'block' : { xs: 'none', sm: 'block' };
        return (
          <Box
            component="span"
            key={month}
            sx={{
              display,
              position: 'absolute',
              left: `${left}%`,
              transform: `translateX(${shift})`,
              whiteSpace: 'nowrap',
            }}
          >
            {shortMonthName(month)}
            {(index === shown[0] || index === last || month.endsWith('-01')) && ` ${month.slice(2, 4)}`}
          </Box>
        );
      })}
    </Box>
  );
}

/** Horizontal grid lines of a plot, in the stretched SVG's own units (height PLOT_HEIGHT). */
export function GridLines({ ticks, top, bottom = 0 }: { ticks: number[]; top: number; bottom?: number }) {
  return ticks.map((tick) => {
    const y = ((top - tick) / (top - bottom)) * PLOT_HEIGHT;
    return (
      <line
        key={tick}
        x1="0"
        x2="100"
        y1={y}
        y2={y}
        vectorEffect="non-scaling-stroke"
        style={{ stroke: tick === 0 ? 'var(--mui-palette-text-secondary)' : 'var(--mui-palette-divider)' }}
      />
    );
  });
}
