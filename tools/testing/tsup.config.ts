import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/readme-examples.ts'],
  format: ['esm'],
  // `CAIRN_TYPES=off` (the demo's build): no declaration files, which only type-checkers read.
  dts: process.env.CAIRN_TYPES === 'off' ? false : true,
  clean: true,
  target: 'node20',
});
