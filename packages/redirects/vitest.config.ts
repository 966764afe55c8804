import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The CLI tests start Node processes; on a busy two-core machine that takes seconds.
    testTimeout: 30_000,
  },
});
