import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module is an entry, so the output keeps the source's module boundaries (shared code
  // goes to chunks): an app's bundler can then tree-shake and code-split per block, and a page
  // that only needs `normaliseLink` does not evaluate the carousel. The public API is still
  // only what `exports` names: `.` (index), `./sanitise`, `./client` (the content client
  // alone, for servers: no React), and the small pieces an app needs on every page without
  // the blocks: `./links`, `./images` and `./block-data`; `./renderer` is the renderer without
  // the default blocks, which `blockLoaders` imports one by one (a chunk per block in an app);
  // `./rich-text` is the rich-text renderer alone, for an app to load only when it renders.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/testing/**',
    '!src/**/*.d.ts',
  ],
  format: ['esm'],
  splitting: true,
  dts: {
    entry: [
      'src/index.ts',
      'src/sanitise.ts',
      'src/client/content-client.ts',
      'src/links/index.ts',
      'src/assets/image-loader.tsx',
      'src/data/index.ts',
      'src/renderer/index.ts',
      'src/rich-text/index.ts',
    ],
  },
  clean: true,
  target: 'es2022',
  onSuccess: async () => copyFileSync('src/styles.css', 'dist/styles.css'),
});
