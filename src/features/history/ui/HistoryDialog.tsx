import { useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProjectVersion } from '../../../../contract/history';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectProjects } from '../../projects/projectsSelectors';
import { deletedProjectRestored, projectVersionRestored } from '../../projects/projectsSlice';
import type { HistoryTarget } from '../historyUi';
import { planRestore } from '../model/restoreFields';
import { versionDiff } from '../model/versionDiff';
import { formatVersionTime } from '../model/when';
import { toasts } from '../../../shared/toast/catalogue';
import { Announcement } from '../../../shared/ui/Announcement';
import { useHistoryReader } from './useHistoryReader';
import { ChangeList } from './ChangeList';
import { FallbackNotice } from './FallbackNotice';
import { entryTitle } from './wording';

type HistoryDialogProps = {
  open: boolean;
  target: HistoryTarget;
  onClose: () => void;
};

/**
 * "History of {name}": a project's versions, newest first, each saying what happened, who did it
 * and when, and which fields changed; every version but the newest can be restored. Loaded on
 * demand (ActivityButton.tsx).
 */
export default function HistoryDialog({ open, target, onClose }: HistoryDialogProps) {
  const { projectId } = target;
  const dispatch = useAppDispatch();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const current = useAppSelector((state) => selectProjects(state).find((project) => project.id === projectId) ?? null);
  const { data: versions, fallback } = useHistoryReader((source) => source.projectHistory(projectId), [], [projectId]);
  const name = current?.name ?? versions?.[0]?.project.name ?? target.name;

  const [announcement, setAnnouncement] = useState('');

  const restore = (version: ProjectVersion) => {
    const plan = planRestore(version.project, current);
    const toast = current
      ? toasts.versionRestored(plan.fields.name, formatVersionTime(version.at), plan.repaired)
      : toasts.deletedProjectRestored(plan.fields.name, plan.repaired);
    if (current) dispatch(projectVersionRestored(projectId, plan.fields, version.at, plan.repaired));
    else dispatch(deletedProjectRestored({ ...plan.project, id: projectId }, plan.repaired));
    setAnnouncement(`${toast.title}. ${toast.description}`);
  };

  // MUI gives focus back to the opener; if it is gone (a menu item), the card's menu button takes it.
  const handleExited = () => {
    const active = document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active)) {
      if (target.opener?.isConnected) target.opener.focus();
    }
  };

  return (
    <Dialog
      ref={rootRef}
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      // It opens at once, as a page of reading does (no fade before the versions can be read); it
      // still fades out.
      transitionDuration={{ enter: 0, exit: 195 }}
      slotProps={{ transition: { onExited: handleExited } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        History of {name}
      </DialogTitle>
      <DialogContent dividers aria-busy={versions === null}>
        <Announcement text={announcement} />
        {fallback && <FallbackNotice />}
        {versions === null ? (
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            Loading history…
          </Box>
        ) : versions.length === 0 ? (
          <Box component="p" sx={{ m: 0 }}>
            No history for this project yet.
          </Box>
        ) : (
          <VersionList versions={versions} onRestore={restore} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function VersionList({
  versions,
  onRestore,
}: {
  versions: readonly ProjectVersion[];
  onRestore: (version: ProjectVersion) => void;
}) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {versions.map((version, index) => (
        <VersionEntry
          key={version.id}
          version={version}
          previous={versions[index + 1]?.project ?? null}
          newest={index === 0}
          onRestore={onRestore}
        />
      ))}
    </Box>
  );
}

function VersionEntry({
  version,
  previous,
  newest,
  onRestore,
}: {
  version: ProjectVersion;
  previous: ProjectVersion['project'] | null;
  newest: boolean;
  onRestore: (version: ProjectVersion) => void;
}) {
  const headingId = useId();
  // A deletion keeps the fields as they were: nothing in it changed.
  const changes = useMemo(
    () => (version.kind === 'deleted' ? [] : versionDiff(previous, version.project)),
    [previous, version],
  );
  return (
    <Box
      component="li"
      sx={{ pb: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0, pb: 0 } }}
    >
      <Box id={headingId} component="p" sx={{ m: 0 }}>
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {entryTitle(version.kind, version.author)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' · '}
          <time dateTime={version.at}>{formatVersionTime(version.at)}</time>
        </Box>
      </Box>
      {changes.length > 0 && <ChangeList changes={changes} />}
      {!newest && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => onRestore(version)}
          aria-describedby={headingId}
          sx={{ mt: 1, minHeight: 44 }}
        >
          Restore this version
        </Button>
      )}
    </Box>
  );
}
