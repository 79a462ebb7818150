import { Suspense, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMayEdit } from '../../auth';
import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import { useIsPhone } from '../../../shared/hooks/useIsPhone';
import { projectsImported } from '../projectsSlice';
import { backupRequested } from '../projectsThunks';
import type { ImportPreview } from './importPreview';
import type { ImportMode } from './mergeProjects';
import { MoreMenu } from './MoreMenu';

// The dialog brings papaparse with it; load both only when a founder imports.
const ImportDialog = lazyWithRetry(() => import('./ImportDialog'));

type BackupActionsProps = { buttonSx?: object };

/**
 * "Download backup" (every project, as versioned JSON) and "Import" (that JSON, or the CSV export):
 * two buttons, or on phones two items of one "More" menu, so the header leaves the first screen
 * to the projects.
 */
export function BackupActions({ buttonSx }: BackupActionsProps) {
  const dispatch = useAppDispatch();
  const [importing, setImporting] = useState(false);
  const onPhone = useIsPhone();
  // A viewer downloads backups and imports nothing.
  const mayImport = useAppSelector(selectMayEdit);
  const moreButton = useRef<HTMLButtonElement>(null);

  const importProjects = ({ projects, source, history, labGoal }: ImportPreview, mode: ImportMode) =>
    dispatch(projectsImported({ projects, mode, source, ...(history && { history }), ...(labGoal && { labGoal }) }));
  const backup = () => dispatch(backupRequested());
  const closeImport = () => {
    setImporting(false);
    // From the menu, the item that opened the dialog is gone: its menu button takes the focus.
    moreButton.current?.focus();
  };

  return (
    <>
      {onPhone ? (
        <MoreMenu
          ref={moreButton}
          buttonSx={buttonSx}
          onBackup={backup}
          onImport={mayImport ? () => setImporting(true) : undefined}
        />
      ) : (
        <>
          <Button variant="outlined" startIcon={<CloudDownloadOutlined />} onClick={backup} sx={buttonSx}>
            Download backup
          </Button>
          {mayImport && (
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => setImporting(true)}
              sx={buttonSx}
            >
              Import
            </Button>
          )}
        </>
      )}
      {importing && (
        <LoadBoundary what="Import" onClose={closeImport}>
          <Suspense fallback={null}>
            <ImportDialog open onClose={closeImport} onImport={importProjects} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
