import { newestFirst, type ProjectVersion } from '../../../../contract/history';

const sameChange = (a: ProjectVersion, b: ProjectVersion) =>
  a.id === b.id || (a.author === b.author && a.project.lastUpdated === b.project.lastUpdated);

/**
 * The server's versions of a project and this browser's own replaced changes (its writes that lost
 * to a concurrent one, which the server never stored), merged by time. A replaced change the server
 * did store after all (it arrived first, then lost) is not listed twice.
 */
export function withReplaced(server: readonly ProjectVersion[], local: readonly ProjectVersion[]): ProjectVersion[] {
  const missing = local.filter((version) => version.replaced && !server.some((known) => sameChange(known, version)));
  return missing.length === 0 ? [...server] : [...server, ...missing].sort(newestFirst);
}
