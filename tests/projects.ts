import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The tests of the month and day rules, and the zones they run in besides UTC (UTC−12, UTC+14). */
const MONTH_RULE_TESTS = [
  'tests/unit/clock.test.ts',
  'tests/unit/figuresRules.test.ts',
  'tests/unit/figuresSeries.test.ts',
  'tests/unit/movements.test.ts',
  // The day rules through the store's clock (attention.test.ts states its days in UTC: it is not here).
  'tests/unit/attentionSelectors.test.ts',
  'tests/unit/snoozeIsNoUpdate.test.ts',
  'tests/unit/plansRules.test.ts',
];
const MONTH_ZONES = ['Etc/GMT+12', 'Pacific/Kiritimati'];

/**
 * Vitest's projects (vite.config.ts). A page (jsdom) only where a test needs one: building a
 * window for each file cost the run about a minute of its two cores. A unit test that needs one
 * says so in its first line.
 */
export const TEST_PROJECTS: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'components',
      environment: 'jsdom',
      include: ['tests/components/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      // One module graph per worker for these files: each no longer imports React, MUI and the
      // app afresh (components alone: 115 → 63–79 s here, every file passing in shuffled
      // orders). Each test builds its own store, and tests/setup.ts empties the page and
      // localStorage after each. The unit tests stay isolated: some rely on a fresh module.
      isolate: false,
    },
  },
  { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
  // The month and day rules once more at the ends of the world's clocks, where a month begins
  // half a day before UTC's and ends half a day after it.
  ...MONTH_ZONES.map((TZ) => ({
    extends: true as const,
    test: { name: `months ${TZ}`, environment: 'node', include: MONTH_RULE_TESTS, env: { TZ } },
  })),
  {
    extends: true,
    test: {
      name: 'server',
      environment: 'node',
      include: ['tests/server/**/*.test.ts'],
      // The team servers the tests start log nothing; a test that reads the log passes its own.
      env: { TZ: 'UTC', FORGE_LOG_LEVEL: 'silent' },
    },
  },
];
