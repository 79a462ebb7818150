import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { selectLabGoalSummary } from './goalSelectors';
import { GoalStanding } from './GoalStanding';

/** The Growth view's "Lab goal": the goal's text, status, progress bar, needed growth and forecast. */
export function LabGoalSection() {
  const headingId = useId();
  const summary = useAppSelector(selectLabGoalSummary);
  if (!summary) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Lab goal
      </Typography>
      <GoalStanding summary={summary} progressLabel="Progress to the lab goal" />
    </Paper>
  );
}
