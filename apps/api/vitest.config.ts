import { configDefaults, defineConfig } from 'vitest/config';

/** The test files that replace a module (`vi.mock`): they need a module cache of their own. */
const MOCKING = ['test/client-bulk.test.ts'];

const common = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Files run in parallel; each has its own fresh database. Two at a time: Vitest's default on two cores is
    // one (cores - 1), and a file spends part of its time waiting on PostgreSQL (docs/decisions/012-test-run-time.md).
    pool: 'forks',
    maxWorkers: 2,
    // With PostgreSQL, the database every test file's copies (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    projects: [
      // A worker imports the app once for all its files (docs/decisions/047-api-test-time.md): each file still
      // builds its own app on its own database, and no module keeps state between apps.
      {
        test: {
          ...common,
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING],
          isolate: false,
        },
      },
      { test: { ...common, name: 'api-mocking', include: MOCKING } },
    ],
  },
});
