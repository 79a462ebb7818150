import { SYNC_PATH } from '../../../../contract/api';
import { CLOSE_CODES, MESSAGE_TOO_BIG } from '../../../../contract/closeCodes';

/**
 * What a closed sync websocket means for the founder, by the team server's close codes:
 * - session ended (signed out, expired, password changed, account removed): back to Founders Access;
 * - role changed: connect again, and read the new role (the controls follow it);
 * - refused or too big: the update broke the lab's rules; the device keeps its copy, and stops
 *   offering it (it would only be refused again);
 * - anything else (a restart, the network, "not stored", a session the server could not check
 *   while its Redis is down): connect again, and resend.
 */
export type CloseOutcome = 'sessionEnded' | 'roleChanged' | 'refused' | 'reconnect';

export function closeOutcome(code: number | undefined): CloseOutcome {
  if (code === CLOSE_CODES.sessionEnded) return 'sessionEnded';
  // Connects again (with the new role's rights), and reads the new role.
  if (code === CLOSE_CODES.roleChanged) return 'roleChanged';
  if (code === CLOSE_CODES.refused || code === MESSAGE_TOO_BIG) return 'refused';
  return 'reconnect';
}

/** The sync endpoint on the server that served the page: ws:// or wss:// as the page is http or https. */
export const syncUrlFor = ({ protocol, host }: Pick<Location, 'protocol' | 'host'>) =>
  `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${SYNC_PATH}`;
