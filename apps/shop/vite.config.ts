import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const contentBlocksModule = /[\\/]content-blocks[\\/]dist[\\/]/;

/**
 * A content-blocks module that imports the embed sanitiser (sanitize-html and its HTML and CSS
 * parsers, 50 KB): it must stay in the chunk only the embed query loads, never in what blocks
 * share. The package's build names its shared modules by hash, so read them.
 */
function importsSanitiser(id: string): boolean {
  try {
    return readFileSync(id, 'utf8').includes('sanitize-html');
  } catch {
    return false;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    // Gzip and brotli copies of the client's text files beside them (app.js.gz, app.js.br),
    // at the highest levels, once per build: the server sends them as they are (see
    // server/shop-server.ts) instead of compressing every request. Below 1 KiB it is not worth
    // it (the server's compress() threshold too); the build manifest is read, not served.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['gzip', 'brotliCompress'],
            threshold: 1024,
            exclude: [/\.vite\//],
          }),
        ]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/ssr' }
    : {
        // The server reads the client manifest to link the entry script and its CSS.
        outDir: 'dist/client',
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically is one chunk beside it: the browser
                // needs all of it on every first load anyway, and as the many small chunks the
                // route splits left (React, the router, query, jotai, each a file) it cost 20
                // requests. Only what the entry really imports: a package's index imported from
                // an entry module brings every module it re-exports along (content-blocks' small
                // entries, `@cairn/content-blocks/links` and the like, are for that).
                { name: 'app', tags: ['$initial'] },
                // What two or more content blocks share (links, images, headings, the preview
                // context): one chunk, instead of a file per sharing pattern, as each block is a
                // chunk of its own (pages/story-blocks.tsx). Only the package's own modules: the
                // libraries a few blocks share (Radix, rich text) stay apart, and so does the
                // embed sanitiser (only the embed query loads it).
                {
                  name: 'content-blocks',
                  test: (id) => contentBlocksModule.test(id) && !importsSanitiser(id),
                  minShareCount: 2,
                  // Not the libraries and shop modules they import: those would then load with
                  // any page that shares one of them (the search page with the rich-text parser).
                  // The package's modules only define functions and components, so their order
                  // of evaluation does not matter.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  ssr: {
    // Workspace packages ship CSS imports and ESM; bundle them into the server build.
    noExternal: [/^@cairn\//],
  },
}));
