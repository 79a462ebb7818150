// @ts-check
// The seconds each browser spec file took, slowest first, from Playwright's JSON report: where
// the browser tests' time goes, so that a slow spec shows in CI's log.
//
//   node scripts/spec-seconds.mjs reports/e2e.json [COUNT]
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ file: string, tests: { results: { duration: number }[] }[] }} Spec */
/** @typedef {{ specs?: Spec[], suites?: Suite[] }} Suite */

/**
 * Milliseconds per spec file: the durations of every try of every test in it, summed (the time
 * its tests kept a worker busy).
 * @param {Suite[]} suites
 * @param {Map<string, number>} [perFile]
 */
export function specMilliseconds(suites, perFile = new Map()) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const spent = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + spent);
    }
    specMilliseconds(suite.suites ?? [], perFile);
  }
  return perFile;
}

const [file = 'reports/e2e.json', count = '15'] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(file)) {
    console.log(`spec seconds: no report at ${file}`);
  } else {
    const report = /** @type {{ suites: Suite[] }} */ (JSON.parse(readFileSync(file, 'utf8')));
    const slowest = [...specMilliseconds(report.suites)].sort((a, b) => b[1] - a[1]);
    const total = slowest.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`browser specs: ${slowest.length} files, ${Math.round(total / 1000)} s of worker time; slowest:`);
    for (const [spec, ms] of slowest.slice(0, Number(count)))
      console.log(`  ${String(Math.round(ms / 1000)).padStart(4)} s  ${spec}`);
  }
}
