import { memo, useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { selectStatusSummary } from '../projectsSelectors';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { LabChart } from './LabChart';

// The plot plus its legend.
const CHART_HEIGHT = 240;

/**
 * A picture of the lab by status, with the same numbers as a table for screen readers.
 * Memoized: it takes no props, so typing a search does not redraw the chart; a change of the
 * projects redraws it after the next paint.
 */
export const ProjectChart = memo(function ProjectChart() {
  const data = useAppSelector(selectStatusSummary);
  // The drawing catches up after the change has painted (an add, an edit), in a transition.
  const drawn = useDeferredValue(data);
  return (
    <Paper
      component="section"
      aria-labelledby="lab-chart-heading"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}
    >
      <Typography id="lab-chart-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Revenue and subscribers by status
      </Typography>
      {/* Hidden through a wrapper: a table is never narrower than its content, whatever its width. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>Revenue and subscribers by status, over all projects</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Projects</th>
              <th scope="col">Revenue</th>
              <th scope="col">Subscribers</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.status}>
                <th scope="row">{row.status}</th>
                <td>{formatCount(row.count)}</td>
                <td>{formatMoney(row.revenue)}</td>
                <td>{formatCount(row.subscribers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Box aria-hidden sx={{ height: CHART_HEIGHT }}>
        <LabChart data={drawn} />
      </Box>
    </Paper>
  );
});
