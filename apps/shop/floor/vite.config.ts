import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The framework floor's build: the shop's React plugin and its brotli copies (vite.config.ts at
 * the shop's root), nothing of the shop's own. Written to dist/floor, beside the shop's build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  build: {
    outDir: fileURLToPath(new URL('../dist/floor', import.meta.url)),
    emptyOutDir: true,
  },
});
