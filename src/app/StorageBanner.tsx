import { lazy, Suspense } from 'react';
import { useAppSelector } from './hooks';
import { selectStorageBanner } from './persistence/storageSlice';

// Loaded only when there is something to say: MUI's Alert (with IconButton and ButtonBase)
// would otherwise weigh on the login page's first load.
const Alert = lazy(() => import('@mui/material/Alert'));

const BANNERS = {
  unavailable: 'Browser storage is unavailable here, so changes will not be kept after this tab closes.',
  backupFailed:
    'Browser storage is full and holds data that could not be read, so changes made here are not saved. Download a backup to keep them.',
};

/** A lasting banner while changes made here cannot be saved. */
export function StorageBanner() {
  const banner = useAppSelector(selectStorageBanner);
  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <Alert severity="warning" sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: 'appBar' }}>
        {BANNERS[banner]}
      </Alert>
    </Suspense>
  );
}
