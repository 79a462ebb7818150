import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { GoalSummary } from './goalSummary';
import { statusTone } from './goalSummary';

const TONE_COLOURS = { ahead: 'success.main', behind: 'error.main' } as const;

type GoalStandingProps = {
  summary: GoalSummary;
  /** The progress bar's name; none is drawn without it. */
  progressLabel?: string;
};

/** A goal's text and status word, its progress bar, "Needs 12% a month" and the forecast's line. */
export function GoalStanding({ summary, progressLabel }: GoalStandingProps) {
  const tone = statusTone(summary.status);
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {summary.text}
        </Box>
        <Box component="span" sx={{ fontWeight: 700, color: tone ? TONE_COLOURS[tone] : 'text.secondary' }}>
          {summary.status}
        </Box>
      </Typography>
      {progressLabel && (
        <LinearProgress
          variant="determinate"
          value={summary.percent}
          aria-label={progressLabel}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
      {summary.needed && <Typography variant="body2">{summary.needed}</Typography>}
      {summary.forecast && (
        <Typography variant="body2" color="text.secondary">
          {summary.forecast}
        </Typography>
      )}
    </Box>
  );
}
