import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The fault-injection suite runs on its own (vitest.faults.config.ts, `test:faults`).
    exclude: ['**/node_modules/**', 'src/**/*.fault.test.ts'],
    // PGlite takes a few seconds to open; one database per file keeps files independent.
    // Opening, migrating and seeding one took over a minute once on a busy 2-core machine (CI
    // beside other work), so set-up hooks get three.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
