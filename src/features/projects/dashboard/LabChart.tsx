import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import type { StatusSummary } from '../projectsSelectors';

/** ProjectChart's 240 px box, less the legend above the plot. */
const PLOT_HEIGHT = 200;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Revenue (left axis) and subscribers (right axis) side by side for each status. Colours are
 * the theme's CSS variables, so the bars follow the light or dark scheme without a re-render.
 * The text alternative is the table next to it; the wrapper hides the picture from screen readers.
 */
export default function LabChart({ data }: { data: readonly StatusSummary[] }) {
  return (
    <BarChart
      // The table is the accessible version; without this the chart adds a focus stop and a live region.
      disableKeyboardNavigation
      height={PLOT_HEIGHT}
      dataset={data.map(({ status, revenue, subscribers }) => ({ status, revenue, subscribers }))}
      xAxis={[{ scaleType: 'band', dataKey: 'status' }]}
      yAxis={[
        { id: 'revenue', position: 'left', valueFormatter: (value: number) => `$${compact.format(value)}`, width: 52 },
        { id: 'subscribers', position: 'right', valueFormatter: (value: number) => compact.format(value), width: 44 },
      ]}
      series={[
        {
          dataKey: 'revenue',
          label: 'Revenue',
          yAxisId: 'revenue',
          color: 'var(--mui-palette-primary-main)',
          valueFormatter: (value) => formatMoney(value ?? 0),
        },
        {
          dataKey: 'subscribers',
          label: 'Subscribers',
          yAxisId: 'subscribers',
          color: 'var(--mui-palette-secondary-main)',
          valueFormatter: (value) => formatCount(value ?? 0),
        },
      ]}
      margin={{ top: 8, right: 4, bottom: 4, left: 4 }}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'end' } } }}
    />
  );
}
