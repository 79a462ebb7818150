// Sums the Vitest and Playwright JSON reports into one line: "N passed, N failed".
// A report that is missing counts as one failure, so a runner that never ran cannot pass.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
