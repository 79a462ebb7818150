import { defineConfig, devices } from '@playwright/test';
import chromium from './scripts/chromium.json' with { type: 'json' };

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Debian's Chromium (Playwright's own browser download is not available here). The flags live in
 * scripts/chromium.json so that the size budget and the bench launch the very same browser.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? chromium.executablePath,
  args: chromium.args,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a failing test: no retries, and should someone
  // pass --retries, a pass on retry still fails the run.
  retries: 0,
  failOnFlakyTests: true,
  workers: 2,
  // Two workers on a two-core CI machine, each driving Chromium and some a team server: a step a
  // founder sees in well under a second can take a few seconds there. Waiting longer makes no
  // test pass that should fail; how fast things are is measured by the bench, not here.
  expect: { timeout: 10_000 },
  // CI sums this JSON report with the unit tests' (scripts/ci-summary.mjs); it lives in reports/
  // because Playwright empties test-results/ when it starts.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace: each step with its log and timing, the page's dialogs, the
    // network and the console; its error-context.md has the page's accessibility tree at the
    // failure. Without the screencast or DOM snapshots of every step: on the two-core machine
    // frames cost about a third of the run (13 dashboard tests: 2.0–2.4 min with them, 1.5
    // without), and snapshots a sixth (22 tests: 2.4–2.5 min with them, 2.1–2.2 without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  // The tests run against the production build, as founders get it (without the build's type
  // check: typecheck checks the same program, and CI runs it first).
  webServer: {
    command: `npm run build:pages && npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
