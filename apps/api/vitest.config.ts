import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in parallel; each has its own fresh database. Two at a time: Vitest's default on two cores is
    // one (cores - 1), and a file spends part of its time waiting on PostgreSQL (docs/decisions/012-test-run-time.md).
    pool: 'forks',
    maxWorkers: 2,
  },
});
