// @ts-check
// Sums every CI check into one last line: "N passed, N failed, N skipped".
//
//   node scripts/ci-summary.mjs STEPS_FILE [RUNNER=REPORT.json ...]
//
// STEPS_FILE has one "name<TAB>exit code" line per step that ran (.ci/run and scripts/test.mjs
// write it). A step named as a RUNNER is counted through its JSON report (Vitest or Playwright):
// its tests, a test file that fails to load, Playwright's global and web-server errors, and its
// exit code when the report shows no failure (an unhandled error). Any other step is one check.
// A runner that never ran, or whose report is missing or unreadable, counts as a failure.
// Exits non-zero on any failure, and when nothing passed.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/**
 * The parts of Vitest's JSON report read here (a file that failed to load has a message).
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number,
 *   numTodoTests: number, testResults: { name: string, status: string, message?: string,
 *   assertionResults: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} VitestReport
 */
/**
 * The parts of Playwright's JSON report read here.
 * @typedef {{ stats: { expected?: number, unexpected?: number, flaky?: number, skipped?: number },
 *   suites: unknown[], errors?: { message?: string }[] }} PlaywrightReport
 */

/** The first line of an error, short enough for the summary (the full text is in the runner's log). */
const firstLine = (/** @type {string | undefined} */ message) =>
  stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/**
 * Every failed test of a Playwright report, as "file:line › title: first line of its error", so
 * that the end of the CI log names what failed even when only its tail is kept.
 * @param {unknown[]} suites
 * @returns {string[]}
 */
function failedSpecs(suites) {
  /** @typedef {{ status?: string, error?: { message?: string } }} Result */
  /** @typedef {{ title: string, file: string, line: number, tests: { status: string, results: Result[] }[] }} Spec */
  /** @typedef {{ title?: string, specs?: Spec[], suites?: Suite[] }} Suite */
  /**
   * @param {Suite} suite
   * @returns {string[]}
   */
  const walk = (suite) => {
    const found = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error?.message;
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
        }),
    );
    return [...found, ...(suite.suites ?? []).flatMap(walk)];
  };
  return /** @type {Suite[]} */ (suites).flatMap(walk);
}

const [stepsFile, ...runnerArgs] = process.argv.slice(2);
if (!stepsFile) {
  console.error('usage: node scripts/ci-summary.mjs STEPS_FILE [RUNNER=REPORT.json ...]');
  process.exit(2);
}
const runners = new Map(runnerArgs.map((arg) => /** @type {[string, string]} */ (arg.split('='))));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** @type {string[]} */
const problems = [];
/** @param {string} message */
const fail = (message, count = 1) => {
  totals.failed += count;
  problems.push(message);
};

/**
 * Vitest: a file that fails to load is "failed" with no test in it, so numFailedTests misses it.
 * @param {VitestReport} report
 * @param {string} name
 */
function countVitest(report, name) {
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  totals.passed += report.numPassedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests) fail(`${name}: ${report.numFailedTests} failed test(s)`, report.numFailedTests);
  for (const file of report.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        problems.push(`${name}: ${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  for (const file of unloaded) fail(`${name}: ${file.name} did not run: ${(file.message ?? '').split('\n')[0]}`);
  return report.numFailedTests + unloaded.length;
}

/**
 * Playwright: `errors` holds global errors (a spec that fails to load, the web server failing to start).
 * @param {PlaywrightReport} report
 * @param {string} name
 */
function countPlaywright(report, name) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  totals.passed += expected;
  totals.skipped += skipped;
  totals.flaky += flaky;
  if (unexpected) fail(`${name}: ${unexpected} failed test(s)`, unexpected);
  for (const failure of failedSpecs(report.suites)) problems.push(`${name}: ${failure}`);
  // A pass on retry is not a pass (the config has no retries; this holds should someone add them).
  if (flaky) fail(`${name}: ${flaky} flaky test(s), passed only on retry`, flaky);
  for (const error of report.errors ?? []) fail(`${name}: ${(error.message ?? String(error)).split('\n')[0]}`);
  return unexpected + flaky + (report.errors?.length ?? 0);
}

/**
 * @param {string} name
 * @param {string} file
 * @param {number} exitCode
 */
function countRunner(name, file, exitCode) {
  if (!existsSync(file)) return fail(`${name}: missing report ${file}`);
  /** @type {{ testResults?: unknown, stats?: unknown, suites?: unknown }} until its shape is known */
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // What readFileSync and JSON.parse throw is an Error.
    return fail(`${name}: unreadable report ${file}: ${/** @type {Error} */ (error).message}`);
  }
  let failures;
  if (Array.isArray(report.testResults)) failures = countVitest(/** @type {VitestReport} */ (report), name);
  else if (report.stats && Array.isArray(report.suites))
    failures = countPlaywright(/** @type {PlaywrightReport} */ (report), name);
  else return fail(`${name}: ${file} is neither a Vitest nor a Playwright JSON report`);
  if (exitCode !== 0 && failures === 0) fail(`${name}: exited ${exitCode} though its report shows no failure`);
}

const steps = existsSync(stepsFile)
  ? readFileSync(stepsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  : [];
if (!steps.length) fail(`no step ran (${stepsFile} is missing or empty)`);
for (const [name, exit] of steps) {
  const exitCode = Number(exit);
  if (runners.has(name)) countRunner(name, /** @type {string} */ (runners.get(name)), exitCode);
  else if (exitCode === 0) totals.passed += 1;
  else fail(`step failed: ${name} (exit ${exit})`);
}
for (const [name] of runners) if (!steps.some(([step]) => step === name)) fail(`${name}: never ran`);

for (const problem of problems) console.log(`FAILED ${problem}`);
console.log(`${totals.flaky} flaky (passed only on retry)`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
