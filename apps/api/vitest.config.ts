import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The fault-injection suite runs on its own (vitest.faults.config.ts, `test:faults`).
    exclude: ['**/node_modules/**', 'src/**/*.fault.test.ts'],
    // PGlite takes a few seconds to open; one database per file keeps files independent.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
