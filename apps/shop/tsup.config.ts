import { defineConfig } from 'tsup';

/** The production server: Hono serving assets, the SSR handler and the API in-process. */
export default defineConfig({
  entry: { main: 'server/main.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  target: 'node20',
  clean: true,
  // The SSR bundle is loaded at run time from dist/ssr, built by vite.
  external: [/^\.\.\/ssr\//],
});
