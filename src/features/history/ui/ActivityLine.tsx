import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ActivityEntry } from '../../../../contract/history';
import { useAppDispatch } from '../../../app/hooks';
import { openHistory } from '../historyThunks';
import { versionDiff } from '../model/versionDiff';
import { activityVerb, changeSummary, UNKNOWN_AUTHOR_START } from './wording';

/** The time of an entry in the browser's locale ("4:05 AM"); its day is the group's heading. */
const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { timeStyle: 'short' });
};

/** The id of an entry's project button, which takes the focus when its Restore button goes. */
export const projectButtonId = (titleId: string, entryId: string) =>
  `${titleId}-project-${entryId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export type ActivityLineProps = {
  entry: ActivityEntry;
  buttonId: string;
  isNew: boolean;
  canRestore: boolean;
  onRestore: (entry: ActivityEntry) => void;
};

/** "Maya Chen edited GrowthPulse: Revenue $2,500 → $3,000", the project a button that opens its History. */
export function ActivityLine({ entry, buttonId, isNew, canRestore, onRestore }: ActivityLineProps) {
  const summary = entry.kind === 'deleted' ? '' : changeSummary(versionDiff(entry.previous, entry.project));
  const name = entry.project.name;
  const dispatch = useAppDispatch();
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="p" sx={{ m: 0 }}>
        {/* The space after the marker is text, so "New" reads and searches as a word of its own;
            with the space, half the margin keeps the gap as wide as it looks without. */}
        {isNew && (
          <>
            <Box
              component="span"
              sx={{
                mr: 0.5,
                px: 0.75,
                py: 0.125,
                borderRadius: 1,
                border: 1,
                borderColor: 'primary.main',
                color: 'primary.main',
                fontSize: '0.75rem',
                fontWeight: 700,
                textTransform: 'uppercase',
              }}
            >
              New
            </Box>{' '}
          </>
        )}
        {entry.author || UNKNOWN_AUTHOR_START} {activityVerb(entry.kind)}{' '}
        <Box
          component="button"
          type="button"
          id={buttonId}
          onClick={(event) => dispatch(openHistory(entry.projectId, name, event.currentTarget))}
          sx={{
            p: 0,
            border: 0,
            bgcolor: 'transparent',
            color: 'primary.main',
            font: 'inherit',
            fontWeight: 600,
            textDecoration: 'underline',
            cursor: 'pointer',
            minHeight: 24,
          }}
        >
          {name}
        </Box>
        {summary && `: ${summary}`}
      </Box>
      <Box
        component="p"
        sx={{
          m: 0,
          mt: 0.25,
          fontSize: '0.875rem',
          color: 'text.secondary',
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <time dateTime={entry.at}>{timeOf(entry.at)}</time>
      </Box>
      {canRestore && (
        <Button variant="outlined" size="small" onClick={() => onRestore(entry)} sx={{ mt: 0.5, minHeight: 44 }}>
          Restore {name}
        </Button>
      )}
    </Box>
  );
}
