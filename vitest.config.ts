import { defineConfig } from 'vitest/config';

/**
 * Every run checks each handler's answers against its route's contract (CHECK_CONTRACTS, read
 * by functions/src/platform/http/contract-check.ts): in the workers through `env`, and in the
 * integration and browser set-ups, whose local runtime runs the handlers in-process.
 */
const env = { CHECK_CONTRACTS: 'true' };
const PERF_TESTS = ['tests/browser/measurement.test.ts', 'tests/browser/respondent-measured.test.ts'];

/**
 * Four projects: unit tests beside the code (no servers), integration tests against DynamoDB
 * Local and s3rver, browser tests against the whole local runtime in Debian's Chromium, and
 * browser-perf, the browser tests that measure speed (run alone by scripts/test.mjs).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{shared,functions,infra,local,web}/src/**/*.test.{ts,tsx}',
            'statemachines/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
          env,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          env,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: PERF_TESTS,
          globalSetup: ['tests/support/browser-setup.ts'],
          env,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // Speed measured in the browser (on-device measurement frame rate): run alone, on an idle machine.
        test: {
          name: 'browser-perf',
          include: PERF_TESTS,
          globalSetup: ['tests/support/browser-setup.ts'],
          env,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
