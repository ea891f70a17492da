import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file's time is recorded for `.ci/run`'s list of the slowest (TEST_TIMINGS_FILE).
    reporters: ['default', './tools/test-timings-reporter.js'],
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-bound; two files at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
