import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { MonthlyFigures } from '../../../../contract/figures';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { formatMonth, type Month } from '../figures/months';

type FiguresTableProps = {
  figures: MonthlyFigures;
  current: Month;
  onRemove: (month: Month) => void;
};

export const REMOVE_ATTRIBUTE = 'data-remove-month';

const cellSx = {
  px: 1,
  py: 0.75,
  textAlign: 'right',
  borderBottom: 1,
  borderColor: 'divider',
  whiteSpace: 'nowrap',
} as const;

/**
 * The months that have an entry, newest first, each with "Remove {month}", but for the current
 * month: its figure is the card's own revenue and subscribers.
 */
export function FiguresTable({ figures, current, onRemove }: FiguresTableProps) {
  const months = Object.keys(figures).sort().reverse();
  if (months.length === 0) return <p>No months have figures yet.</p>;
  return (
    <Box
      component="table"
      sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2', fontVariantNumeric: 'tabular-nums' }}
    >
      <Box component="caption" sx={visuallyHidden}>
        Months with figures, newest first
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cellSx, textAlign: 'left' }}>
            Month
          </Box>
          <Box component="th" scope="col" sx={cellSx}>
            Revenue
          </Box>
          <Box component="th" scope="col" sx={cellSx}>
            Subscribers
          </Box>
          <Box component="th" scope="col" sx={cellSx}>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </Box>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month}>
            <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left', fontWeight: 600 }}>
              {formatMonth(month)}
            </Box>
            <Box component="td" sx={cellSx}>
              {formatMoney(figures[month].revenue)}
            </Box>
            <Box component="td" sx={cellSx}>
              {formatCount(figures[month].subscribers)}
            </Box>
            <Box component="td" sx={{ ...cellSx, py: 0.25 }}>
              {month === current ? (
                <Box component="span" sx={{ color: 'text.secondary', typography: 'caption' }}>
                  On the card
                </Box>
              ) : (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${formatMonth(month)}`}
                  {...{ [REMOVE_ATTRIBUTE]: month }}
                  onClick={() => onRemove(month)}
                  sx={{ minHeight: 44 }}
                >
                  Remove
                </Button>
              )}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
