import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { ActivityEntry } from '../../../../contract/history';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLabIds } from '../../projects/projectsSelectors';
import { deletedProjectRestored } from '../../projects/projectsSlice';
import { planRestore } from '../model/restoreFields';
import { toasts } from '../../../shared/toast/catalogue';
import { ActivityLine, projectButtonId } from './ActivityLine';
import { Announcement } from '../../../shared/ui/Announcement';
import { groupByDay } from './activityPages';
import { FallbackNotice } from './FallbackNotice';
import { isNewTo } from './newCount';
import { useActivityPages } from './useActivityPages';

type ActivityPanelProps = { open: boolean; founder: string; onClose: () => void };

/**
 * "Activity": the lab's latest changes, newest first, grouped by day; those made by other
 * founders since this founder last looked are marked "New". Choosing a project opens its
 * History; a deleted project can be restored from its deletion's entry. Older entries load as the
 * list scrolls to its end. Loaded on demand (ActivityButton.tsx).
 */
export default function ActivityPanel({ open, founder, onClose }: ActivityPanelProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const labIds = useAppSelector(selectLabIds);
  const { page, fallback, loadingMore, seenBefore, loadMore } = useActivityPages(founder);
  const endRef = useRef<HTMLDivElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const focusAfterRestore = useRef<string | null>(null);
  const days = useMemo(() => groupByDay(page?.entries ?? []), [page]);

  // More entries load as the end of the list scrolls into view.
  useEffect(() => {
    const end = endRef.current;
    if (!end || !page?.nextBefore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((records) => records.some((r) => r.isIntersecting) && loadMore(), {
      root: scrollRef.current,
      rootMargin: '200px',
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [page, loadMore]);

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

  const loading = page === null || seenBefore === undefined;
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
        {fallback && <FallbackNotice />}
        {loading ? (
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            Loading activity…
          </Box>
        ) : page.entries.length === 0 ? (
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
                    isNew={isNewTo(entry, founder, seenBefore)}
                    canRestore={entry.kind === 'deleted' && !labIds.has(entry.projectId)}
                    onRestore={restoreDeleted}
                  />
                ))}
              </Box>
            </Box>
          ))
        )}
        <div ref={endRef} />
        {page?.nextBefore && (
          <Button onClick={loadMore} disabled={loadingMore} sx={{ minHeight: 44 }}>
            {loadingMore ? 'Loading older changes…' : 'Show older changes'}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
