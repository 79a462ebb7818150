import { useId, useRef, useState } from 'react';
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
import { selectProjects, deletedProjectRestored, projectVersionRestored } from '../../projects';
import { selectMayDelete, selectMayEdit } from '../../auth';
import { focusHistoryOpener } from '../historyThunks';
import { planRestore } from '../model/restoreFields';
import { formatVersionTime } from '../model/when';
import { useProjectVersionsQuery } from '../reader/historyApi';
import { withReader } from '../reader/withReader';
import { toasts } from '../../../shared/toast/catalogue';
import { Announcement } from '../../../shared/ui/Announcement';
import { FallbackNotice } from './FallbackNotice';
import { VersionList } from './VersionList';

type HistoryDialogProps = {
  open: boolean;
  projectId: string;
  /** The name it was opened by, shown until the project or its versions say better. */
  name: string;
  onClose: () => void;
};

/**
 * "History of {name}": a project's versions, newest first, each saying what happened, who did it
 * and when, and which fields changed; every version but the newest can be restored. Loaded on
 * demand (ActivityButton.tsx).
 */
function HistoryDialog({ open, projectId, name: openedAs, onClose }: HistoryDialogProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const current = useAppSelector((state) => selectProjects(state).find((project) => project.id === projectId) ?? null);
  // Each opening reads afresh (the team server may be back), showing what it had meanwhile.
  const read = useProjectVersionsQuery(projectId, { refetchOnMountOrArgChange: true });
  // Unreadable: whatever was shown stays; nothing yet reads as empty.
  const versions = read.data?.versions ?? (read.isError ? [] : null);
  const name = current?.name ?? versions?.[0]?.project.name ?? openedAs;

  const [announcement, setAnnouncement] = useState('');
  // A restore is an edit; bringing back a deleted project is a founder's (contract/roles.ts).
  const mayEdit = useAppSelector(selectMayEdit);
  const mayDelete = useAppSelector(selectMayDelete);

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
      focusHistoryOpener();
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
        {read.data?.fallback && <FallbackNotice />}
        {versions === null ? (
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            Loading history…
          </Box>
        ) : versions.length === 0 ? (
          <Box component="p" sx={{ m: 0 }}>
            No history for this project yet.
          </Box>
        ) : (
          <VersionList versions={versions} onRestore={(current ? mayEdit : mayDelete) ? restore : undefined} />
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

export default withReader(HistoryDialog);
