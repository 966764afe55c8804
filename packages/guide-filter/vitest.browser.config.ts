import { defineConfig } from 'vitest/config';

// Browser tests: a built fixture page in a real Chromium, driven by playwright-core.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.browser.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
