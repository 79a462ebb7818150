import type { TeamAccount } from '../../../../contract/api';
import { formatDayOfTime } from '../../../shared/lib/date';

/** The Team table's Last seen: "Online", a date ("Dec 7, 2026"), or "Never". */
export const lastSeenText = ({ online, lastSeen }: Pick<TeamAccount, 'online' | 'lastSeen'>) =>
  online ? 'Online' : lastSeen ? formatDayOfTime(lastSeen) : 'Never';

/** An invitation's expiry, as the dialog says it: "Dec 14, 2026". */
export const dayOf = formatDayOfTime;
