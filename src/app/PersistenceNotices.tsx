import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { toasts } from '../shared/toast/catalogue';
import { useToast } from '../shared/toast/useToast';
import type { NoticeChannel, PersistenceNotice } from './persistence/notices';

const SAVE_FAILED_REPEAT_MS = 5000;

const BANNERS = {
  unavailable: 'Browser storage is unavailable here, so changes will not be kept after this tab closes.',
  backupFailed:
    'Browser storage is full and holds data that could not be read, so changes made here are not saved. Download a backup to keep them.',
};

/** Turns what the persistence layer reports into toasts, and a lasting banner when changes cannot be saved. */
export function PersistenceNotices({ notices }: { notices: NoticeChannel }) {
  const toast = useToast();
  const [banner, setBanner] = useState<keyof typeof BANNERS | null>(null);
  const lastSaveFailure = useRef(0);

  useEffect(() => {
    const show = (notice: PersistenceNotice) => {
      switch (notice.kind) {
        case 'unavailable':
          setBanner('unavailable');
          break;
        case 'backupFailed':
          setBanner('backupFailed');
          toast(toasts.storageBackupFailed);
          break;
        case 'recovered':
          toast(toasts.storageRecovered(notice.repaired, notice.dropped, notice.backupKey));
          break;
        case 'unreadable':
          toast(toasts.storageUnreadable(notice.backupKey));
          break;
        case 'migrationFailed':
          toast(toasts.storageMigrationFailed(notice.backupKey));
          break;
        case 'newerVersion':
          toast(toasts.storageFromNewerVersion);
          break;
        case 'writeFailed':
          // Every later change fails the same way; one toast per few seconds is enough.
          if (Date.now() - lastSaveFailure.current < SAVE_FAILED_REPEAT_MS) return;
          lastSaveFailure.current = Date.now();
          toast(toasts.saveFailed(notice.quota));
          break;
      }
    };
    return notices.subscribe(show);
  }, [notices, toast]);

  if (!banner) return null;
  return (
    <Alert severity="warning" sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: 'appBar' }}>
      {BANNERS[banner]}
    </Alert>
  );
}
