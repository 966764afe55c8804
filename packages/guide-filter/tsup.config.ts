import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/react.tsx'],
  format: ['esm'],
  // `CAIRN_TYPES=off` (the demo's build): no declaration files, which only type-checkers read.
  dts: process.env.CAIRN_TYPES === 'off' ? false : true,
  clean: true,
  target: 'es2022',
  onSuccess: async () => copyFileSync('src/styles.css', 'dist/styles.css'),
});
