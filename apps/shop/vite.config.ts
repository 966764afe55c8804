import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
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
