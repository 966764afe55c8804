import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts', 'src/seed.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/seed.ts'] },
  clean: true,
  target: 'node20',
});
