import { createServer as createHttpServer } from 'node:http';
import { ConfigError, createApi, loadConfig } from '@cairn/api';
import { shippedOldHosts, shippedRedirectRules } from '@cairn/redirects/table';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { developmentManifest } from './client-manifest.ts';
import { createShopServer } from './shop-server.ts';

/** `pnpm dev`: vite with hot reload for the shop, the API in-process, one port. */
async function main() {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const api = config.API_URL ? undefined : await createApi({ config });
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  const app = createShopServer({
    config,
    ...(api ? { api } : {}),
    redirects: { rules: shippedRedirectRules, oldHosts: [...shippedOldHosts] },
    manifest: developmentManifest,
    // Loaded per request so edits show without a restart.
    render: async (options) => {
      const entry = (await vite.ssrLoadModule(
        '/src/entry-server.tsx',
      )) as typeof import('../src/entry-server.tsx');
      return entry.render(options);
    },
  });
  const listener = getRequestListener(app.fetch);
  createHttpServer((req, res) => {
    vite.middlewares(req, res, () => listener(req, res));
  }).listen(config.PORT, config.HOST, () => {
    console.log(`Cairn shop (development) on http://localhost:${config.PORT}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
