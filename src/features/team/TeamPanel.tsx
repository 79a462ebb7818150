import { useAppSelector } from '../../app/hooks';
import { JoinLabDialog } from './join/JoinLabDialog';
import { SyncStatus } from './status/SyncStatus';

/**
 * What team mode adds to the dashboard: the sync status and who else is online, and the join
 * dialog on a first sign-in. Loaded lazily by the dashboard header, in team mode only; until the
 * team slice is injected it shows an empty live region, ready to announce.
 */
export default function TeamPanel() {
  const team = useAppSelector((state) => state.team);
  return (
    <>
      <SyncStatus connection={team?.connection} othersOnline={team?.othersOnline ?? []} />
      {team?.joinOffer && <JoinLabDialog offer={team.joinOffer} />}
    </>
  );
}
