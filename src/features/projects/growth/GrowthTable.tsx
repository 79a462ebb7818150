import { FIGURE_LABELS } from '../../../../contract/figures';
import Box from '@mui/material/Box';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { formatMonth } from '../figures/months';
import type { GrowthMonth } from '../figures/movements';

const COLUMNS = [
  ['revenue', FIGURE_LABELS.revenue, formatMoney],
  ['subscribers', FIGURE_LABELS.subscribers, formatCount],
  ['new', 'New', formatMoney],
  ['expansion', 'Expansion', formatMoney],
  ['contraction', 'Contraction', formatMoney],
  ['churned', 'Churned', formatMoney],
  ['reactivated', 'Reactivated', formatMoney],
  ['net', 'Net change', formatMoney],
] as const satisfies readonly (readonly [keyof GrowthMonth, string, (value: number) => string])[];

const cellSx = {
  px: 1.5,
  py: 1,
  textAlign: 'right',
  borderBottom: 1,
  borderColor: 'divider',
  whiteSpace: 'nowrap',
} as const;

/**
 * Everything the Growth charts show, in numbers: one row per month of the range, newest first;
 * dollars as the tiles write them, contraction and churn as negative amounts. On a phone the
 * table scrolls sideways inside its own region (focusable, so a keyboard can scroll it too).
 */
export function GrowthTable({ months }: { months: readonly GrowthMonth[] }) {
  const rows = [...months].reverse();
  return (
    <Box
      role="region"
      aria-label="Lab figures by month"
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2', fontVariantNumeric: 'tabular-nums' }}
      >
        <Box
          component="caption"
          sx={{ captionSide: 'top', textAlign: 'left', px: 1.5, pt: 1.5, pb: 0.5, fontWeight: 700 }}
        >
          Lab figures by month
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cellSx, textAlign: 'left' }}>
              Month
            </Box>
            {COLUMNS.map(([key, label]) => (
              <Box component="th" scope="col" key={key} sx={cellSx}>
                {label}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left', fontWeight: 600 }}>
                {formatMonth(row.month)}
              </Box>
              {COLUMNS.map(([key, , format]) => (
                <Box component="td" key={key} sx={cellSx}>
                  {format(row[key])}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
