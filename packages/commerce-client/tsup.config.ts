import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module is an entry, so the output keeps the source's module boundaries (shared code
  // goes to chunks): an app's bundler can then leave out of a chunk the parts of the index it
  // does not use there. As one bundled index, the module sat whole in the shop's entry chunk,
  // with every export any page uses (the recommendations client, appointment times) kept for
  // the pages that import it (issue 16). The public API is still only `exports`: `.`,
  // `./query`, `./contract` and `./testing`.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.d.ts'],
  format: ['esm'],
  splitting: true,
  // `CAIRN_TYPES=off` (the demo's build): no declaration files, which only type-checkers read.
  dts:
    process.env.CAIRN_TYPES === 'off'
      ? false
      : {
          entry: [
            'src/index.ts',
            'src/query.ts',
            'src/contract.ts',
            'src/testing/sample-answers.ts',
          ],
        },
  clean: true,
  target: 'es2022',
});
