import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useAppDispatch } from '../../../app/hooks';
import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import { projectsImported } from '../projectsSlice';
import { downloadBackup } from '../projectsThunks';
import type { ImportPreview } from './importPreview';
import type { ImportMode } from './mergeProjects';

// The dialog brings papaparse with it; load both only when a founder imports.
const ImportDialog = lazyWithRetry(() => import('./ImportDialog'));

type BackupActionsProps = { buttonSx?: object };

/** "Download backup" (every project, as versioned JSON) and "Import" (that JSON, or the CSV export). */
export function BackupActions({ buttonSx }: BackupActionsProps) {
  const dispatch = useAppDispatch();
  const [importing, setImporting] = useState(false);

  const importProjects = ({ projects, source, history }: ImportPreview, mode: ImportMode) =>
    dispatch(projectsImported({ projects, mode, source, ...(history && { history }) }));

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CloudDownloadOutlined />}
        onClick={() => void dispatch(downloadBackup())}
        sx={buttonSx}
      >
        Download backup
      </Button>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)} sx={buttonSx}>
        Import
      </Button>
      {importing && (
        <LoadBoundary what="Import" onClose={() => setImporting(false)}>
          <Suspense fallback={null}>
            <ImportDialog open onClose={() => setImporting(false)} onImport={importProjects} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
