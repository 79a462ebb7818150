// @ts-check
// `npm test`: the unit and component tests, then the browser tests. Both always run, so a unit
// failure does not hide the browser results; the exit code is non-zero when either failed.
// With CI_STEPS_FILE set (.ci/run), each runner's exit code is appended to it as "name<TAB>code",
// for scripts/ci-summary.mjs to read beside the runner's JSON report. With TEST_BROWSER_AFTER_PID
// set, the browser tests wait for that process to end first (.ci/run's Node 22 job, which runs
// beside the unit tests: two browsers' worth of work and it on two cores would slow all of them).
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForProcess() {
  const pid = Number(process.env.TEST_BROWSER_AFTER_PID);
  if (!pid || !isRunning(pid)) return;
  const began = Date.now();
  console.log(`--- the browser tests wait for process ${pid}`);
  while (isRunning(pid)) await sleep(1000);
  console.log(`--- waited ${Math.round((Date.now() - began) / 1000)} s`);
}

let failed = false;
for (const runner of ['test:unit', 'test:e2e']) {
  if (runner === 'test:e2e') await waitForProcess();
  console.log(`--- npm run ${runner}`);
  const began = Date.now();
  const { status, signal } = spawnSync('npm', ['run', runner], { stdio: 'inherit' });
  const code = status ?? `signal ${signal}`;
  console.log(`--- npm run ${runner}: ${Math.round((Date.now() - began) / 1000)} s`);
  if (process.env.CI_STEPS_FILE) appendFileSync(process.env.CI_STEPS_FILE, `${runner}\t${code}\n`);
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
