import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SetupError } from '../setupError.js';

const POLICY_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i;

/**
 * The Content-Security-Policy the build declares (vite.config.ts puts it first in each page's
 * <head>), so the server's header is that very policy, plus connect-src for the session API and
 * the sync websocket ('self' covers same-origin ws: and wss: in CSP Level 3 browsers), and
 * frame-ancestors 'none', which browsers read only in a header: no other page may frame the lab
 * to trick a founder into clicking.
 */
export async function readBuildPolicy(distDir: string): Promise<string> {
  const page = join(distDir, 'index.html');
  const policy = POLICY_META.exec(await readFile(page, 'utf8'))?.[1];
  if (!policy) throw new SetupError(`${page} declares no Content-Security-Policy: is it a production build?`);
  return `${policy.replace(/;\s*$/, '')}; connect-src 'self'; frame-ancestors 'none'`;
}
