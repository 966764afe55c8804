import { defineConfig } from 'vitest/config';

/**
 * The fault-injection suite (`pnpm --filter @cairn/api test:faults`): processes killed
 * mid-checkout, a database that goes away behind a TCP proxy, dependencies that time out.
 * Separate from `test` because it starts processes and waits out outages on purpose.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.fault.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // One file at a time: each one starts and kills processes and measures outage windows.
    fileParallelism: false,
  },
});
