import type { TeamAccount } from '../../../../contract/api';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The Team table's Last seen: "Online", a date ("Dec 7, 2026"), or "Never". */
export const lastSeenText = ({ online, lastSeen }: Pick<TeamAccount, 'online' | 'lastSeen'>) =>
  online ? 'Online' : lastSeen ? dayFormat.format(new Date(lastSeen)) : 'Never';

/** An invitation's expiry, as the dialog says it: "Dec 14, 2026". */
export const dayOf = (iso: string) => dayFormat.format(new Date(iso));
