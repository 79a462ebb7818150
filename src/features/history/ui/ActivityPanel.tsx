import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { ActivityEntry } from '../../../../contract/history';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMayDelete } from '../../auth';
import { selectLabIds, deletedProjectRestored } from '../../projects';
import { selectActivity } from '../historySlice';
import { isNewTo } from '../model/news';
import { planRestore } from '../model/restoreFields';
import { useActivityInfiniteQuery } from '../reader/historyApi';
import { withReader } from '../reader/withReader';
import { toasts } from '../../../shared/toast/catalogue';
import { ActivityLine, projectButtonId } from './ActivityLine';
import { Announcement } from '../../../shared/ui/Announcement';
import { groupByDay } from './activityPages';
import { fromLocalIsoDate } from '../../../shared/lib/date';
import { selectToday } from '../../clock';
import { FallbackNotice } from './FallbackNotice';

type ActivityPanelProps = { open: boolean; founder: string; onClose: () => void };

/**
 * "Activity": the lab's latest changes, newest first, grouped by day; those made by other
 * founders since this founder last looked are marked "New". Choosing a project opens its
 * History; a deleted project can be restored from its deletion's entry. Older entries load as the
 * list scrolls to its end. Loaded on demand (ActivityButton.tsx).
 */
function ActivityPanel({ open, founder, onClose }: ActivityPanelProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const labIds = useAppSelector(selectLabIds);
  // Bringing back a deleted project is a founder's (contract/roles.ts).
  const mayDelete = useAppSelector(selectMayDelete);
  // Set once this opening has marked what it lists as seen (historyThunks.ts: openActivity).
  const seenBefore = useAppSelector(selectActivity).seenBefore;
  // Each opening reads afresh (the team server may be back), showing what it had meanwhile.
  const { data, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useActivityInfiniteQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const pages = data?.pages;
  const entries = useMemo(() => pages?.flatMap((page) => page.entries) ?? [], [pages]);
  const endRef = useRef<HTMLDivElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const focusAfterRestore = useRef<string | null>(null);
  // "Today" and "Yesterday" follow the clock, so a panel left open past midnight says the new day.
  const today = useAppSelector(selectToday);
  const days = useMemo(() => groupByDay(entries, fromLocalIsoDate(today)), [entries, today]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // More entries load as the end of the list scrolls into view.
  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((records) => records.some((r) => r.isIntersecting) && loadMore(), {
      root: scrollRef.current,
      rootMargin: '200px',
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, loadMore]);

  const [announcement, setAnnouncement] = useState('');
  const restoreDeleted = (entry: ActivityEntry) => {
    const plan = planRestore(entry.project, null);
    focusAfterRestore.current = entry.id;
    dispatch(deletedProjectRestored({ ...plan.project, id: entry.projectId }, plan.repaired));
    const toast = toasts.deletedProjectRestored(plan.project.name, plan.repaired);
    setAnnouncement(`${toast.title}. ${toast.description}`);
  };

  // The Restore button goes with the restore: its entry's project button takes the focus.
  useEffect(() => {
    const id = focusAfterRestore.current;
    if (!id) return;
    focusAfterRestore.current = null;
    document.getElementById(projectButtonId(titleId, id))?.focus();
  }, [labIds, titleId]);

  // An unreadable history lists nothing rather than loading for ever.
  const loading = (!pages && !isError) || seenBefore === null;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 }, maxWidth: '100%', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="h2" id={titleId} sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700 }}>
          Activity
        </Box>
        <IconButton onClick={onClose} aria-label="Close" sx={{ width: 44, height: 44 }}>
          <Close />
        </IconButton>
      </Box>
      <Box ref={scrollRef} sx={{ flex: 1, overflowY: 'auto', px: 2.5, py: 2 }} aria-busy={loading}>
        <Announcement text={announcement} />
        {pages?.some((page) => page.fallback) && <FallbackNotice />}
        {loading ? (
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            Loading activity…
          </Box>
        ) : entries.length === 0 ? (
          <Box component="p" sx={{ m: 0 }}>
            No changes in the lab yet.
          </Box>
        ) : (
          days.map((day) => (
            <Box component="section" key={day.key} aria-labelledby={`${titleId}-${day.key}`} sx={{ mb: 2.5 }}>
              <Box
                component="h3"
                id={`${titleId}-${day.key}`}
                sx={{ m: 0, mb: 1, fontSize: '0.875rem', fontWeight: 700, color: 'text.secondary' }}
              >
                {day.heading}
              </Box>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {day.entries.map((entry) => (
                  <ActivityLine
                    key={entry.id}
                    entry={entry}
                    buttonId={projectButtonId(titleId, entry.id)}
                    isNew={isNewTo(entry, founder, seenBefore.at)}
                    canRestore={mayDelete && entry.kind === 'deleted' && !labIds.has(entry.projectId)}
                    onRestore={restoreDeleted}
                  />
                ))}
              </Box>
            </Box>
          ))
        )}
        <div ref={endRef} />
        {hasNextPage && (
          <Button onClick={loadMore} disabled={isFetchingNextPage} sx={{ minHeight: 44 }}>
            {isFetchingNextPage ? 'Loading older changes…' : 'Show older changes'}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}

export default withReader(ActivityPanel);
