import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Axe and jsdom are slow on a busy two-core machine; a timeout is not what these tests test.
    testTimeout: 20_000,
    include: ['src/**/*.test.ts'],
  },
});
