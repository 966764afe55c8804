import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/sanitise.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  onSuccess: async () => copyFileSync('src/styles.css', 'dist/styles.css'),
});
