import { isLoopbackName } from '../http/originPolicy.js';
import { SetupError } from '../setupError.js';

/** The URL as logs may show it: without its password. */
export function shownRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url; // a Unix socket's path, which holds no secret
  }
}

/**
 * Whoever can write to the Redis the instances share can write a session for any founder, and
 * the lab with it. So a Redis beyond this machine must ask for a password: its URL carries one.
 */
export function refuseOpenRedis(redisUrl: string): void {
  // A Unix socket is guarded by its file's permissions.
  if (redisUrl.startsWith('/')) return;
  let url: URL;
  try {
    url = new URL(redisUrl);
  } catch {
    throw new SetupError(
      '--redis takes a URL such as redis://:PASSWORD@host:6379 or rediss://USER:PASSWORD@host:6380.',
    );
  }
  if (!['redis:', 'rediss:'].includes(url.protocol))
    throw new SetupError(`--redis takes a redis:// or rediss:// URL, not ${url.protocol}//.`);
  if (url.password || isLoopbackName(url.hostname)) return;
  throw new SetupError(
    `Redis at ${url.host} would be used without a password: anyone who reaches it could sign in as ` +
      'a founder. Give Redis a password (requirepass, or an ACL user) and put it in the URL: ' +
      `redis://:PASSWORD@${url.host}, or rediss://USER:PASSWORD@${url.host} over TLS.`,
  );
}
