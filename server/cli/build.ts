import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_PAGES as PAGES } from '../../contract/pages.js';
import { SetupError } from '../setupError.js';

/** Builds the app into `distDir` when it has not been built yet (`npm run build`, as `npm start` does). */
export function ensureBuilt(distDir: string): void {
  if (PAGES.every((page) => existsSync(join(distDir, page)))) return;
  console.log(`No build in ${distDir}: building the app first (npm run build).`);
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, FORGE_OUT_DIR: distDir },
  });
  if (result.status !== 0) throw new SetupError('The build failed; the team server needs the built app.');
  if (!PAGES.every((page) => existsSync(join(distDir, page))))
    throw new SetupError(`The build did not produce ${PAGES.join(', ')} in ${distDir}.`);
}
