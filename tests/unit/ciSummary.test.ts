import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs scripts/ci-summary.mjs on reports written to a fresh folder; returns its output and code. */
function summarize(reports: { unit: object; e2e: object }) {
  const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
  writeFileSync(join(dir, 'steps.tsv'), 'lint\t0\ntest:unit\t1\ntest:e2e\t1\n');
  writeFileSync(join(dir, 'unit.json'), JSON.stringify(reports.unit));
  writeFileSync(join(dir, 'e2e.json'), JSON.stringify(reports.e2e));
  const { stdout, status } = spawnSync(
    'node',
    ['scripts/ci-summary.mjs', join(dir, 'steps.tsv'), `test:unit=${dir}/unit.json`, `test:e2e=${dir}/e2e.json`],
    { encoding: 'utf8' },
  );
  rmSync(dir, { recursive: true, force: true });
  return { lines: stdout.trim().split('\n'), status };
}

const unit = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: '/ci/tests/unit/sort.test.ts',
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'sort keeps ties' },
        {
          status: 'failed',
          fullName: 'sort by revenue',
          failureMessages: ['AssertionError: expected 2 to be 3\n at x'],
        },
      ],
    },
  ],
};

const e2e = {
  stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'board.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the board',
          specs: [
            {
              title: 'moves a card',
              file: 'board.spec.ts',
              line: 12,
              tests: [
                { status: 'unexpected', results: [{ status: 'failed', error: { message: 'Timed out 5000ms\nmore' } }] },
              ],
            },
            { title: 'shows columns', file: 'board.spec.ts', line: 4, tests: [{ status: 'expected', results: [] }] },
          ],
        },
      ],
    },
  ],
};

describe('the CI summary', () => {
  it('counts every runner and names each failed test with the first line of its error', () => {
    const { lines, status } = summarize({ unit, e2e });
    expect(status).toBe(1);
    expect(lines).toContain(
      'FAILED test:unit: /ci/tests/unit/sort.test.ts › sort by revenue: AssertionError: expected 2 to be 3',
    );
    expect(lines).toContain('FAILED test:e2e: board.spec.ts:12 › moves a card: Timed out 5000ms');
    expect(lines.some((line) => line.includes('shows columns'))).toBe(false);
    expect(lines.at(-1)).toBe('9 passed, 2 failed, 0 skipped');
  });
});
