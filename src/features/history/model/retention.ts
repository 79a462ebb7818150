import { HISTORY_RETENTION, newestFirst } from '../../../../contract/history';
import { timeNow } from '../../../shared/lib/now';

const DAY_MS = 24 * 60 * 60 * 1000;

type Dated = { id: string; at: string };

/**
 * The versions of one project that may go: a version is kept unless it is both beyond the
 * project's `versionsPerProject` newest and older than `days` (contract HISTORY_RETENTION). So a
 * busy project keeps at least its 200 newest, and every project keeps its last 90 days in full.
 */
export function versionsToPrune<V extends Dated>(
  versions: readonly V[],
  now: Date = timeNow(),
  { versionsPerProject, days } = HISTORY_RETENTION,
): V[] {
  if (versions.length <= versionsPerProject) return [];
  const cutoff = now.getTime() - days * DAY_MS;
  return [...versions]
    .sort(newestFirst)
    .slice(versionsPerProject)
    .filter((version) => {
      const time = Date.parse(version.at);
      return !Number.isNaN(time) ? time < cutoff : true;
    });
}
