import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // PGlite takes a few seconds to open; one database per file keeps files independent.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
