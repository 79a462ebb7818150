// @ts-check
// `npm test`: the unit and component tests, then the browser tests. Both always run, so a unit
// failure does not hide the browser results; the exit code is non-zero when either failed.
// With CI_STEPS_FILE set (.ci/run), each runner's exit code is appended to it as "name<TAB>code",
// for scripts/ci-summary.mjs to read beside the runner's JSON report.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

let failed = false;
for (const runner of ['test:unit', 'test:e2e']) {
  console.log(`--- npm run ${runner}`);
  const began = Date.now();
  const { status, signal } = spawnSync('npm', ['run', runner], { stdio: 'inherit' });
  const code = status ?? `signal ${signal}`;
  console.log(`--- npm run ${runner}: ${Math.round((Date.now() - began) / 1000)} s`);
  if (process.env.CI_STEPS_FILE) appendFileSync(process.env.CI_STEPS_FILE, `${runner}\t${code}\n`);
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
