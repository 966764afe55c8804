import { defineConfig } from 'vitest/config';

/** Browser journeys against the built production server, in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // CI runs every journey on a shared two-core runner beside the other suites; one retry
    // there (as Playwright's own CI preset does) keeps a slow machine from failing a run, and
    // the report names every journey that needed it. Locally a journey gets one try.
    retry: process.env.CI ? 1 : 0,
  },
});
