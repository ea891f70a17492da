import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** What every server project shares: PGlite is slow to start, and a server child takes seconds to come up. */
const server = {
  root: './apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  sequence: { groupOrder: 1 },
  // The copies every test database starts from (test/test-templates.ts).
  globalSetup: ['test/global-setup.ts'],
} as const;
const serverProcessSuites = ['test/main-process.test.ts', 'test/*-crash.test.ts', 'test/graceful-restart.test.ts'];

export default defineConfig({
  test: {
    // Each file's time is recorded for `.ci/run`'s list of the slowest (TEST_TIMINGS_FILE).
    reporters: ['default', './tools/test-timings-reporter.js'],
    // Vitest's default leaves a core to its own process (one worker on 2 cores), which sits idle while the
    // test files run: a file per core keeps a 2-core machine busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: serverProcessSuites,
          // Server code takes its dependencies as arguments (no module mocks, no globals), so a worker runs its
          // files one after another in one module graph instead of importing the whole server again for each:
          // a third of the server pass's time.
          isolate: false,
        },
      },
      {
        // The suites that start the server as a child process and kill it: each in a fresh worker, as a process
        // that may have to die mid-way is best watched from a clean one.
        test: { ...server, name: 'server-processes', include: serverProcessSuites },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
