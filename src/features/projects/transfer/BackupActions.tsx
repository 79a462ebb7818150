import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { toLocalIsoDate } from '../../../shared/lib/date';
import { downloadTextFile } from '../../../shared/lib/download';
import { toasts } from '../../../shared/toast/catalogue';
import { useToast } from '../../../shared/toast/useToast';
import { selectProjects } from '../projectsSelectors';
import { projectsImported } from '../projectsSlice';
import { backupFileName, buildBackup } from './backupFile';
import type { ImportPreview } from './importPreview';
import type { ImportMode } from './mergeProjects';

// The dialog brings papaparse with it; load both only when a founder imports.
const ImportDialog = lazy(() => import('./ImportDialog'));

type BackupActionsProps = { buttonSx?: object };

/** "Download backup" (every project, as versioned JSON) and "Import" (that JSON, or the CSV export). */
export function BackupActions({ buttonSx }: BackupActionsProps) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [importing, setImporting] = useState(false);

  const downloadBackup = () => {
    const projects = selectProjects(store.getState());
    downloadTextFile(backupFileName(toLocalIsoDate()), buildBackup(projects), 'application/json');
    toast(toasts.backupDownloaded(projects.length));
  };

  const importProjects = ({ projects, source }: ImportPreview, mode: ImportMode) => {
    dispatch(projectsImported({ projects, mode, source }));
    toast(toasts.importDone(projects.length, mode, selectProjects(store.getState()).length));
  };

  return (
    <>
      <Button variant="outlined" startIcon={<CloudDownloadOutlined />} onClick={downloadBackup} sx={buttonSx}>
        Download backup
      </Button>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)} sx={buttonSx}>
        Import
      </Button>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog open onClose={() => setImporting(false)} onImport={importProjects} />
        </Suspense>
      )}
    </>
  );
}
