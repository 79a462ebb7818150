import { FIGURE_LABELS } from '../../../../contract/figures';
import Box from '@mui/material/Box';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { niceTicks } from '../figures/chartScale';
import type { StatusSummary } from '../projectsSelectors';

const PLOT_HEIGHT = 184;
const LABEL_ROOM = 24;
const TOP = 8;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const SERIES = [
  { key: 'revenue', label: FIGURE_LABELS.revenue, colour: 'var(--mui-palette-primary-main)', format: formatMoney },
  {
    key: 'subscribers',
    label: FIGURE_LABELS.subscribers,
    colour: 'var(--mui-palette-secondary-main)',
    format: formatCount,
  },
] as const;
const textStyle = { fill: 'var(--mui-palette-text-secondary)' };
// Five status names share a phone's width: smaller type there, so "Monetized" keeps its slot.
const svgSx = { fontSize: { xs: 10, sm: 12 }, flex: 1, minWidth: 0, overflow: 'visible' } as const;
const axisSx = { fontSize: { xs: 10, sm: 12 }, flex: 'none' } as const;

/** An axis of tick labels beside the plot, as its own narrow SVG. */
function Axis({ ticks, side, format }: { ticks: number[]; side: 'left' | 'right'; format: (n: number) => string }) {
  const top = ticks[ticks.length - 1];
  return (
    <Box component="svg" width={side === 'left' ? 48 : 40} height={PLOT_HEIGHT + LABEL_ROOM} sx={axisSx}>
      {ticks.map((tick) => (
        <text
          key={tick}
          x={side === 'left' ? 42 : 6}
          y={TOP + PLOT_HEIGHT - (tick / top) * PLOT_HEIGHT}
          dy="0.35em"
          textAnchor={side === 'left' ? 'end' : 'start'}
          style={textStyle}
        >
          {format(tick)}
        </text>
      ))}
    </Box>
  );
}

/**
 * Revenue (left axis) and subscribers (right axis) side by side for each status: plain SVG
 * (bars placed in percentages, so it needs no measuring), in the theme's CSS variables, so it
 * follows the light or dark scheme. The table beside it is the text alternative.
 */
export function LabChart({ data }: { data: readonly StatusSummary[] }) {
  const scales = {
    revenue: niceTicks(Math.max(...data.map((row) => row.revenue))),
    subscribers: niceTicks(Math.max(...data.map((row) => row.subscribers))),
  };
  const height = (key: 'revenue' | 'subscribers', value: number) =>
    (value / scales[key][scales[key].length - 1]) * PLOT_HEIGHT;
  const slot = 100 / data.length;
  return (
    <>
      <Box
        component="ul"
        sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, m: 0, mb: 1, p: 0, listStyle: 'none' }}
      >
        {SERIES.map((series) => (
          <Box
            component="li"
            key={series.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}
          >
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: series.colour }} />
            {series.label}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex' }}>
        <Axis ticks={scales.revenue} side="left" format={(tick) => `$${compact.format(tick)}`} />
        <Box component="svg" width="100%" height={PLOT_HEIGHT + LABEL_ROOM} sx={svgSx}>
          {scales.revenue.map((tick) => {
            const y = TOP + PLOT_HEIGHT - height('revenue', tick);
            return <line key={tick} x1="0" x2="100%" y1={y} y2={y} style={{ stroke: 'var(--mui-palette-divider)' }} />;
          })}
          {data.map((row, index) =>
            SERIES.map((series, seriesIndex) => {
              const barHeight = height(series.key, row[series.key]);
              return (
                <rect
                  key={`${row.status}-${series.key}`}
                  x={`${slot * index + slot * (0.2 + seriesIndex * 0.31)}%`}
                  width={`${slot * 0.29}%`}
                  y={TOP + PLOT_HEIGHT - barHeight}
                  height={barHeight}
                  rx={3}
                  style={{ fill: series.colour }}
                >
                  <title>{`${row.status}: ${series.format(row[series.key])} ${series.label.toLowerCase()}`}</title>
                </rect>
              );
            }),
          )}
          {data.map((row, index) => (
            <text
              key={row.status}
              x={`${slot * (index + 0.5)}%`}
              y={TOP + PLOT_HEIGHT + 18}
              textAnchor="middle"
              style={textStyle}
            >
              {row.status}
            </text>
          ))}
        </Box>
        <Axis ticks={scales.subscribers} side="right" format={(tick) => compact.format(tick)} />
      </Box>
    </>
  );
}
