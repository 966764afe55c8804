import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: {
    // Workspace packages ship CSS imports and ESM; bundle them into the server build.
    noExternal: [/^@cairn\//],
  },
}));
