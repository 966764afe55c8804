import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { blockTypesHydrating } from '@cairn/content-blocks/hydration';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const contentBlocksModule = /[\\/]content-blocks[\\/]dist[\\/]/;
/**
 * The story blocks' components and loaders, and the data provider a story page puts around them
 * (embeds, stores, and the needs of the blocks whose markup is kept).
 */
const storyBlocksModules = [
  'src/story-blocks/story-blocks.tsx',
  'src/story-blocks/story-block-data.tsx',
  'src/story-blocks/sanitised-embeds.ts',
  'content-blocks/dist/renderer/block-loaders.js',
];
function isStoryBlocksModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return storyBlocksModules.some((module) => path.endsWith(`/${module}`));
}
const uiModule = /[\\/]ui[\\/]dist[\\/]/;

/**
 * The bare specifiers a module of a workspace package's build imports, and its relative ones
 * resolved. The packages' builds name their shared modules by hash, so read them.
 */
function importsOf(id: string): { libraries: string[]; modules: string[] } | undefined {
  let source: string;
  try {
    source = readFileSync(id, 'utf8');
  } catch {
    return undefined;
  }
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map(
    (match) => match[1] ?? '',
  );
  return {
    libraries: specifiers.filter(
      (specifier) =>
        !specifier.startsWith('.') && specifier !== 'react' && !specifier.startsWith('react/'),
    ),
    modules: specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(id), specifier)),
  };
}

const noLibraryBelow = new Map<string, boolean>();
/**
 * True for a module of a workspace package's build that imports nothing but React and the
 * package's own modules, and whose own modules import none either, all the way down. Only those
 * go into the shared groups below: a module that imports a library (Radix, the embed
 * sanitiser's HTML parser, the rich-text renderer behind `RichText`), even through another
 * module of the package, would make every page that shares the group load that library too.
 */
function importsNoLibraryBelow(id: string, visiting = new Set<string>()): boolean {
  const known = noLibraryBelow.get(id);
  if (known !== undefined) return known;
  // A cycle: the module is being answered further up, which decides for it.
  if (visiting.has(id)) return true;
  visiting.add(id);
  const imports = importsOf(id);
  const answer =
    imports !== undefined &&
    imports.libraries.length === 0 &&
    imports.modules.every((module) => importsNoLibraryBelow(module, visiting));
  noLibraryBelow.set(id, answer);
  return answer;
}

/**
 * The rich-text renderer: `@storyblok/richtext` and the package's modules made of
 * `src/rich-text/` (its build names them by hash; they say their source in a comment).
 */
function isRichTextModule(id: string): boolean {
  if (/[\\/]@storyblok[\\/]richtext[\\/]/.test(id)) return true;
  if (!contentBlocksModule.test(id)) return false;
  try {
    return /^\/\/ src\/rich-text\//m.test(readFileSync(id, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * A form field of the design system (select, text, checkbox, radio group, and the label and
 * message parts they share): the package's build names its modules by hash; they say their
 * source in a comment.
 */
function isFormFieldModule(id: string): boolean {
  try {
    return /^\/\/ src\/(field-parts|[a-z-]+-field)\//m.test(readFileSync(id, 'utf8'));
  } catch {
    return false;
  }
}

// The content blocks whose server markup a first load keeps (`static` in the block library's
// `blockHydration`): their code loads only for a client navigation or a preview, so
// they share one chunk. The blocks that hydrate stay a chunk each: a page that has the store
// picker must not load every card and hero with it.
const serverMarkupBlock = new RegExp(
  `[\\\\/]content-blocks[\\\\/]dist[\\\\/]blocks[\\\\/](${blockTypesHydrating('static').join('|')})[\\\\/]`,
);

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
                // The story blocks with the data provider a story page puts around them: one
                // chunk, which the story, category and product pages share. Named here, or the
                // lazy chunk of what only a client render needs (story-blocks/kept-block-data.tsx), which
                // reads the provider's context and the embeds' query, would split those into
                // chunks of their own: more requests on every story page.
                {
                  name: 'story-blocks',
                  test: isStoryBlocksModule,
                  includeDependenciesRecursively: false,
                },
                // The embed block's markup, which its sanitising part shares: with the block, not in
                // the group below, which every story page loads.
                {
                  name: 'EmbeddedHtml',
                  test: /[\\/]content-blocks[\\/]dist[\\/]blocks[\\/]embedded-html[\\/](EmbeddedHtml|EmbedMarkup)\.js$/,
                  includeDependenciesRecursively: false,
                },
                // What two or more content blocks share (links, images, headings, the preview
                // context): one chunk, instead of a file per sharing pattern, as each block is a
                // chunk of its own (story-blocks/story-blocks.tsx). Only the package's own modules: the
                // libraries a few blocks share (Radix, rich text) and the embed sanitiser stay
                // apart (`importsNoLibraryBelow`).
                {
                  name: 'content-blocks',
                  test: (id) => contentBlocksModule.test(id) && importsNoLibraryBelow(id),
                  minShareCount: 2,
                  // Not the libraries and shop modules they import: those would then load with
                  // any page that shares one of them (the search page with the rich-text parser).
                  // The package's modules only define functions and components, so their order
                  // of evaluation does not matter.
                  includeDependenciesRecursively: false,
                },
                // The design system's small pieces that listings, the product page and blocks
                // share (product card, price, stars): one chunk, not a file each. Not its form
                // fields: they stay with the forms that use them, or a page with one select (the
                // home page's store picker) would load every card and price with it.
                {
                  name: 'ui',
                  test: (id) =>
                    uiModule.test(id) && importsNoLibraryBelow(id) && !isFormFieldModule(id),
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
                // commerce-client's small modules that two or more pages share beyond the entry
                // (attribute labels, recommendation limits): one chunk, not a request each.
                {
                  name: 'commerce',
                  test: /[\\/]commerce-client[\\/]dist[\\/]/,
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
                // What changes the bag and the wishlist, with TanStack Query's mutation code: one
                // chunk, which the product page and the bag load (add-to-bag hydrates at once),
                // the listings only for a logged-in shopper's hearts, and the story pages never.
                {
                  name: 'mutations',
                  test: /[\\/](query-core[\\/].*[\\/]mutationObserver\.js|react-query[\\/].*[\\/]useMutation\.js|src[\\/]cart[\\/]use-cart-change\.ts|src[\\/]customers[\\/]wishlist[\\/]use-wishlist\.ts)$/,
                  includeDependenciesRecursively: false,
                },
                // The rich-text renderer, which the accordion, the tabs and a category's
                // introduction share: a chunk of its own, ahead of the group below, which would
                // otherwise take it in with the accordion and make the tabs load every kept block.
                {
                  name: 'rich-text',
                  test: isRichTextModule,
                  includeDependenciesRecursively: false,
                },
                // The blocks whose server markup a first load keeps (text, pictures, links,
                // cards): one chunk for them all, a few KB, that only a client navigation or a
                // preview loads. The blocks that hydrate stay a chunk each.
                {
                  name: 'blocks',
                  test: serverMarkupBlock,
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
