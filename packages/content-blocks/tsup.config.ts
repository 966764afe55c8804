import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { blockSchema } from './src/schema/block-schema.ts';
import { componentsJson, componentsJsonPath } from './src/schema/components-json.ts';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Keeps the source's modules as they are in the output (`./Carousel.tsx` is imported as
 * `./Carousel.js`, nothing is shared through chunks): a `'use client'` module stays a file of
 * its own with its directive at the top (esbuild keeps an entry's), and the modules a Server
 * Component imports never carry client code in a chunk without one (`createContext is not a
 * function`). Every module is an entry, so every import has its file.
 */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.tsx?$/ }, (args) =>
      args.kind === 'import-statement' || args.kind === 'dynamic-import'
        ? { path: args.path.replace(/\.tsx?$/, '.js'), external: true }
        : undefined,
    );
  },
};

export default defineConfig({
  // Every module is an entry, so the output keeps the source's module boundaries (one file per
  // module, `preserveModules`): an app's bundler can then tree-shake and code-split per block, and a page
  // that only needs `normaliseLink` does not evaluate the carousel. The public API is still
  // only what `exports` names: `.` (index), `./sanitise`, `./client` (the content client
  // alone, for servers: no React), and the small pieces an app needs on every page without
  // the blocks: `./links`, `./images` and `./block-data`; `./renderer` is the renderer without
  // the default blocks, which `blockLoaders` imports one by one (a chunk per block in an app);
  // `./rich-text` is the rich-text renderer alone, for an app to load only when it renders;
  // `./schema` is the blocks' Storyblok components (no React), for scripts that push them.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/testing/**',
    '!src/**/*.d.ts',
  ],
  format: ['esm'],
  splitting: true,
  esbuildPlugins: [preserveModules],
  // `CAIRN_TYPES=off` (the demo's build): no declaration files, which only type-checkers read.
  dts:
    process.env.CAIRN_TYPES === 'off'
      ? false
      : {
          entry: [
            'src/index.ts',
            'src/sanitise.ts',
            'src/client/content-client.ts',
            'src/links/index.ts',
            'src/assets/images.ts',
            'src/data/index.ts',
            'src/renderer/index.ts',
            'src/hydration/policy.ts',
            'src/server/index.ts',
            'src/rich-text/index.ts',
            'src/schema/index.ts',
          ],
        },
  clean: true,
  target: 'es2022',
  onSuccess: async () => {
    copyFileSync('src/styles.css', 'dist/styles.css');
    // The components Storyblok's CLI pushes to a space, shipped in the tarball (`files`).
    mkdirSync(dirname(componentsJsonPath), { recursive: true });
    writeFileSync(componentsJsonPath, componentsJson(blockSchema));
  },
});
