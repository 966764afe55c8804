import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/table.ts', 'src/cli.ts'],
  format: ['esm'],
  // The CLI is a binary, not an import: only the two public entries get declarations.
  // `CAIRN_TYPES=off` (the demo's build): no declaration files, which only type-checkers read.
  dts: process.env.CAIRN_TYPES === 'off' ? false : { entry: ['src/index.ts', 'src/table.ts'] },
  clean: true,
  target: 'node20',
});
