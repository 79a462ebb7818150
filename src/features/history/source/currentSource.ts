import { isTeamMode } from '../../../shared/lib/teamMode';
import { localHistorySource } from '../database/localHistory';
import type { HistorySource } from './historySource';
import { teamHistorySource } from './teamHistorySource';

/**
 * The history this page reads: the browser's own in local mode; in team mode the server's, or,
 * while it cannot be reached, the browser's copy (`onFallback(true)`, so the reader says so).
 */
export function currentHistorySource(onFallback: (fallback: boolean) => void = () => undefined): HistorySource {
  return isTeamMode() ? teamHistorySource(localHistorySource, onFallback) : localHistorySource;
}
