/**
 * What a closed sync websocket means for the founder, by the team server's close codes:
 * - 4401: the session ended (signed out, expired, password changed): back to Founders Access;
 * - 4400, 1009: an update was malformed or oversized and refused: the device keeps its copy, and
 *   stops offering it (it would only be refused again);
 * - anything else (a restart, the network, 4500 "not stored"): connect again, and resend.
 */
export type CloseOutcome = 'sessionEnded' | 'refused' | 'reconnect';

export function closeOutcome(code: number | undefined): CloseOutcome {
  if (code === 4401) return 'sessionEnded';
  if (code === 4400 || code === 1009) return 'refused';
  return 'reconnect';
}

/** The sync endpoint on the server that served the page: ws:// or wss:// as the page is http or https. */
export const syncUrlFor = ({ protocol, host }: Pick<Location, 'protocol' | 'host'>) =>
  `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/sync`;

/** The one document the founders share. */
export const LAB_DOCUMENT = 'lab';
