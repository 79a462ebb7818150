import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';
import { selectMayEdit } from '../auth';
import { JoinLabDialog } from './join/JoinLabDialog';
import { SyncStatus } from './status/SyncStatus';

/**
 * What team mode adds to the dashboard: "View only" for a viewer, the sync status and who else is
 * online, and the join dialog on a first sign-in. Loaded lazily by the dashboard header, in team mode only; until the
 * team slice is injected it shows an empty live region, ready to announce.
 */
export default function TeamPanel() {
  const team = useAppSelector((state) => state.team);
  const mayEdit = useAppSelector(selectMayEdit);
  return (
    <>
      {!mayEdit && (
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, color: 'text.secondary' }}>
          View only
        </Typography>
      )}
      <SyncStatus connection={team?.connection} othersOnline={team?.othersOnline ?? []} />
      {team?.joinOffer && <JoinLabDialog offer={team.joinOffer} />}
    </>
  );
}
