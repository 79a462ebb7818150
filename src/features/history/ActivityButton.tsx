import { Suspense, useEffect } from 'react';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useAppSelector } from '../../app/hooks';
import { lazyWithRetry } from '../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../shared/ui/LoadBoundary';
import { selectCurrentUser } from '../auth/authSlice';
import { activityLabel, closeActivity, closeHistory, newCountChanged, openActivity, useHistoryUi } from './historyUi';

// The History dialog and the Activity panel, with the database they read, load when first opened.
const HistoryDialog = lazyWithRetry(() => import('./ui/HistoryDialog'));
const ActivityPanel = lazyWithRetry(() => import('./ui/ActivityPanel'));

/** `compact`: an icon with a count badge, beside the colour-scheme switch on phones. */
type ActivityButtonProps = { sx?: object; compact?: boolean };

/** Resolves once the browser is idle (or after a moment where it cannot say): the dashboard comes first. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });

/**
 * The header's "Activity" button ("Activity, 3 new" when other founders changed things since this
 * founder last looked), and the place where Activity and a project's History open: from here, or
 * from a card's menu (historyUi.ts).
 */
export function ActivityButton({ sx, compact = false }: ActivityButtonProps) {
  const ui = useHistoryUi();
  const founder = useAppSelector(selectCurrentUser)?.name ?? '';
  const { count, more } = ui.newCount;
  const label = activityLabel(ui.newCount);
  const badge = `${count}${more ? '+' : ''}`;

  // The count reads the history once the dashboard has settled: it never delays the first paint.
  useEffect(() => {
    if (!founder) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void whenIdle()
      .then(() => import('./ui/newCount'))
      .then(({ followNewCount }) => {
        if (!cancelled) stop = followNewCount(founder);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      newCountChanged({ count: 0, more: false });
    };
  }, [founder]);

  return (
    <>
      {compact ? (
        <IconButton onClick={openActivity} aria-label={label} aria-haspopup="dialog" sx={{ width: 44, height: 44 }}>
          <Badge badgeContent={badge} color="primary" invisible={count === 0}>
            <HistoryOutlined />
          </Badge>
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          startIcon={<HistoryOutlined />}
          onClick={openActivity}
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
      {ui.activityKey > 0 && (
        <LoadBoundary key={`activity-${ui.activityKey}`} what="Activity" onClose={closeActivity}>
          <Suspense fallback={null}>
            <ActivityPanel open={ui.activity} founder={founder} onClose={closeActivity} />
          </Suspense>
        </LoadBoundary>
      )}
      {ui.history && (
        <LoadBoundary key={`history-${ui.history.key}`} what="The history" onClose={closeHistory}>
          <Suspense fallback={null}>
            <HistoryDialog open={ui.historyOpen} target={ui.history} onClose={closeHistory} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
