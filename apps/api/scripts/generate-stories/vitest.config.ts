import { defineConfig } from 'vitest/config';

// apps/api's own config includes only src/**: this one runs the generator's tests.
//   pnpm --filter @cairn/api exec vitest run --config scripts/generate-stories/vitest.config.ts
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
  },
});
