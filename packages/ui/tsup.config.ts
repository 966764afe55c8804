import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module is an entry, so the output keeps the source's module boundaries (shared code
  // goes to chunks): an app's bundler can then put each component, and the Radix primitive
  // behind it, only in the pages that use it. The public API is still only `exports`: `.`, and `./static` (the components with no
  // client code, for Server Components).
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/testing/**',
    '!src/**/*.d.ts',
  ],
  format: ['esm'],
  splitting: true,
  // `CAIRN_TYPES=off` (the demo's build): no declaration files, which only type-checkers read.
  dts: process.env.CAIRN_TYPES === 'off' ? false : { entry: ['src/index.ts', 'src/static.ts'] },
  clean: true,
  target: 'es2022',
  // The stylesheet is plain CSS shipped as is: zero runtime, one import for consumers.
  onSuccess: async () => copyFileSync('src/styles.css', 'dist/styles.css'),
});
