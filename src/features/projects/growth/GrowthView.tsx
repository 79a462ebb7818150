import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { DEFAULT_RANGE, GROWTH_RANGES, isGrowthRange } from '../model/view';
import { rangeChanged } from '../projectsSlice';
import { compact } from './chartParts';
import { exportFiguresCsv } from './figuresCsv';
import { selectLabGrowth, selectRange } from './growthSelectors';
import { GrowthTable } from './GrowthTable';
import { LineChart } from './LineChart';
import { MovementsChart } from './MovementsChart';
import { LabGoalSection } from '../goals/LabGoalSection';
import { useGoalDialog } from '../goals/useGoalDialog';
import { useLabGoalLines } from '../goals/useLabGoalLines';

/**
 * The Growth view: the lab's revenue and subscribers by month and its revenue movements, for the
 * projects the filters and the search leave, over the chosen range; the same in a table, and the
 * figures as a CSV file. Loaded on demand (preloadGrowth.ts): the other views never fetch it.
 */
export default function GrowthView() {
  const dispatch = useAppDispatch();
  const { months, hasFigures } = useAppSelector(selectLabGrowth);
  const range = useAppSelector(selectRange);
  const { openGoal, goalDialog } = useGoalDialog();
  const monthList = months.map((row) => row.month);
  const lines = useLabGoalLines(monthList);
  if (!hasFigures) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
        <Typography variant="h6" component="h3">
          No figures yet
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          These projects have no revenue or subscribers in any month. To enter them, open a project&apos;s More actions
          menu and choose Monthly figures.
        </Typography>
      </Paper>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          id="growth-range"
          label="Range"
          value={range}
          onChange={(event) =>
            dispatch(rangeChanged(isGrowthRange(event.target.value) ? event.target.value : DEFAULT_RANGE))
          }
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
        >
          {GROWTH_RANGES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => dispatch(exportFiguresCsv())}
          sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Export figures CSV
        </Button>
        <Button
          variant="outlined"
          startIcon={<FlagOutlined />}
          onClick={() => openGoal({ kind: 'lab' })}
          sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Lab goal
        </Button>
      </Box>
      <LabGoalSection />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <LineChart
          title="Revenue by month"
          months={monthList}
          values={months.map((row) => row.revenue)}
          colour="var(--mui-palette-primary-main)"
          tickFormat={(tick) => `$${compact.format(tick)}`}
          goal={lines?.metric === 'revenue' ? lines : null}
        />
        <LineChart
          title="Subscribers by month"
          months={monthList}
          values={months.map((row) => row.subscribers)}
          colour="var(--mui-palette-secondary-main)"
          tickFormat={(tick) => compact.format(tick)}
          goal={lines?.metric === 'subscribers' ? lines : null}
        />
      </Box>
      <MovementsChart months={months} />
      <GrowthTable months={months} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {formatMoney(months.at(-1)?.revenue ?? 0)} and {formatCount(months.at(-1)?.subscribers ?? 0)} subscribers this
        month. A month without an entry carries the month before forward.
      </Typography>
      {goalDialog}
    </Box>
  );
}
