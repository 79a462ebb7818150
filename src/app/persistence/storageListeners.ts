import { toasts } from '../../shared/toast/catalogue';
import { lastToast, showToast } from '../../shared/toast/showToast';
import type { AppStartListening } from '../listenerMiddleware';
import { storageNoticeReceived } from './storageSlice';
import { msNow } from '../../shared/lib/now';

const SAVE_FAILED_REPEAT_MS = 5000;

/** Storage notices as toasts: what happened to the stored data, and where the original is kept. */
export function addStorageListeners(startAppListening: AppStartListening) {
  // Once storage refuses a write, every later change fails the same way: one toast per few seconds,
  // unless a toast that is not an error ("Project added!") has taken its place since, which would
  // leave the founder believing that change was kept.
  let lastSaveFailure = Number.NEGATIVE_INFINITY;
  startAppListening({
    actionCreator: storageNoticeReceived,
    effect: ({ payload: notice }) => {
      switch (notice.kind) {
        case 'backupFailed':
          return showToast(toasts.storageBackupFailed);
        case 'recovered':
          return showToast(toasts.storageRecovered(notice.repaired, notice.dropped, notice.backupKey));
        case 'unreadable':
          return showToast(toasts.storageUnreadable(notice.backupKey));
        case 'migrationFailed':
          return showToast(toasts.storageMigrationFailed(notice.backupKey));
        case 'newerVersion':
          return showToast(toasts.storageFromNewerVersion);
        case 'writeFailed':
          if (msNow() - lastSaveFailure < SAVE_FAILED_REPEAT_MS && lastToast()?.tone === 'error') return;
          lastSaveFailure = msNow();
          return showToast(toasts.saveFailed(notice.quota));
        case 'unavailable':
          return;
      }
    },
  });
}
