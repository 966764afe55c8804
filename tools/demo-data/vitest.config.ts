import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Drawing every silhouette and generating the catalogue takes seconds on a busy machine.
    testTimeout: 30_000,
  },
});
