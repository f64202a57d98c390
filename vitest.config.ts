import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Three projects. 'default' runs the unit, integration and process tests two files at a time. 'components'
 * runs the shared UI parts' tests in Chromium (browser mode; scripts/test.ts runs it with the browser
 * tests). 'timing'
 * holds the tests that compare elapsed wall time (enumeration medians, shutdown time, liveness while an
 * attack runs): it runs after the default group has finished (groupOrder), one file at a time, so load
 * from parallel tests cannot skew what they measure. No retries anywhere: a flaky test is a bug.
 */
const TIMING = 'tests/timing/**/*.test.ts';
/** The shared UI parts' component tests: rendered by React into a real Chromium page (vitest browser mode). */
const COMPONENTS = 'src/client/**/*.browser.test.tsx';

export default defineConfig({
  test: {
    // Runs once for the whole run; every project reads the database it provides.
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    retry: 0,
    // Taken by `npm test` on the default project only (scripts/test.ts): instrumentation would skew timing.
    coverage: {
      provider: 'v8',
      reportOnFailure: true,
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      reporter: ['text-summary'],
      reportsDirectory: 'test-results/coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'default',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/integration/**/*.test.ts',
            'tests/process/**/*.test.ts',
          ],
          exclude: [TIMING, COMPONENTS],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Bundled before the first test file loads, so no file's new import makes Vite reload the page.
        optimizeDeps: {
          include: ['react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
        },
        test: {
          name: 'components',
          include: [COMPONENTS],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'timing',
          include: [TIMING],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
