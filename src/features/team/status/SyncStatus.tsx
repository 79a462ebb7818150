import Box from '@mui/material/Box';
import type { Connection } from '../teamSlice';

export const CONNECTION_LABELS: Record<Connection, string> = {
  connecting: 'Connecting',
  synced: 'Synced',
  syncing: 'Syncing',
  reconnecting: 'Reconnecting',
  offline: 'Offline, changes kept on this device',
};

const DOT_COLOURS: Record<Connection, string> = {
  connecting: 'text.disabled',
  synced: 'success.main',
  syncing: 'info.main',
  reconnecting: 'warning.main',
  offline: 'warning.main',
};

type SyncStatusProps = { connection: Connection | undefined; othersOnline: readonly string[] };

/**
 * The team lab's sync status and who else is online, in one line under the greeting. A polite
 * live region (not role=status, which the toasts own): a screen reader hears each change once
 * the founder is idle.
 */
export function SyncStatus({ connection, othersOnline }: SyncStatusProps) {
  return (
    <Box
      aria-live="polite"
      aria-atomic="true"
      sx={{
        mt: 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        typography: 'body2',
        color: 'text.secondary',
        minHeight: '1.5em',
      }}
    >
      {connection && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT_COLOURS[connection], flex: '0 0 auto' }}
          />
          {CONNECTION_LABELS[connection]}
        </Box>
      )}
      {connection && othersOnline.length > 0 && (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          · Also online: {othersOnline.join(', ')}
        </Box>
      )}
    </Box>
  );
}
