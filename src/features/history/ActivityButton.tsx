import { Suspense } from 'react';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyWithRetry } from '../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../shared/ui/LoadBoundary';
import { selectCurrentUser } from '../auth';
import { activityClosed, historyClosed, selectActivity, selectHistoryDialog } from './historySlice';
import { openActivity } from './historyThunks';
import { activityLabel } from './model/news';
import { useNews } from './useNews';

// The History dialog and the Activity panel, with the reader and the database, load when first opened.
const HistoryDialog = lazyWithRetry(() => import('./ui/HistoryDialog'));
const ActivityPanel = lazyWithRetry(() => import('./ui/ActivityPanel'));

/** `compact`: an icon with a count badge, beside the colour-scheme switch on phones. */
type ActivityButtonProps = { sx?: object; compact?: boolean };

/**
 * The header's "Activity" button ("Activity, 3 new" when other founders changed things since this
 * founder last looked), and the place where Activity and a project's History open: from here, or
 * from a card's menu (openHistory, historyThunks.ts).
 */
export function ActivityButton({ sx, compact = false }: ActivityButtonProps) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectHistoryDialog);
  const activity = useAppSelector(selectActivity);
  const founder = useAppSelector(selectCurrentUser)?.name ?? '';
  const news = useNews(founder);
  const { count, more } = news;
  const label = activityLabel(news);
  const badge = `${count}${more ? '+' : ''}`;
  const open = () => void dispatch(openActivity());
  const closeActivity = () => dispatch(activityClosed());
  const closeHistory = () => dispatch(historyClosed());

  return (
    <>
      {compact ? (
        <IconButton onClick={open} aria-label={label} aria-haspopup="dialog" sx={{ width: 44, height: 44 }}>
          <Badge badgeContent={badge} color="primary" invisible={count === 0}>
            <HistoryOutlined />
          </Badge>
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          startIcon={<HistoryOutlined />}
          onClick={open}
          aria-label={label}
          aria-haspopup="dialog"
          sx={sx}
        >
          Activity
          {count > 0 && (
            <Box
              component="span"
              aria-hidden
              sx={{
                ml: 1,
                px: 0.75,
                minWidth: 22,
                borderRadius: 11,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.75rem',
                lineHeight: '22px',
                fontWeight: 700,
              }}
            >
              {badge}
            </Box>
          )}
        </Button>
      )}
      {activity.opening > 0 && (
        <LoadBoundary key={`activity-${activity.opening}`} what="Activity" onClose={closeActivity}>
          <Suspense fallback={null}>
            <ActivityPanel open={activity.open} founder={founder} onClose={closeActivity} />
          </Suspense>
        </LoadBoundary>
      )}
      {dialog && (
        <LoadBoundary key={`history-${dialog.opening}`} what="The history" onClose={closeHistory}>
          <Suspense fallback={null}>
            <HistoryDialog open={dialog.open} projectId={dialog.projectId} name={dialog.name} onClose={closeHistory} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
