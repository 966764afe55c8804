import { createServer as createHttpServer } from 'node:http';
import { createApi } from '@cairn/api';
import { shippedOldHosts, shippedRedirectRules } from '@cairn/redirects/table';
import { ConfigError, createLogger, loadConfig } from '@cairn/server-kit';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { developmentManifest } from './client-manifest.ts';
import { loadShopConfig, ShopConfigError } from './config.ts';
import { createShopServer } from './shop-server.ts';

/** `pnpm dev`: vite with hot reload for the shop, the API in-process, one port. */
async function main() {
  const env = { NODE_ENV: 'development', ...process.env };
  const config = { ...loadConfig(env), ...loadShopConfig(env) };
  const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT ?? 'pretty' });
  const api = config.API_URL ? undefined : await createApi({ config, logger });
  if (api && config.DEMO) {
    const { seedDemoShop } = await import('@cairn/api/seed');
    await seedDemoShop(api);
  }
  // The catalogue index is built before the first shopper asks (seconds at 250,000 products);
  // when the database is away it is built on the first listing instead.
  await api?.catalogue
    .warm()
    .catch((error: Error) =>
      logger.warn(`The catalogue index will be built on first use: ${error.message}`),
    );
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  const app = createShopServer({
    config,
    ...(api ? { api } : {}),
    redirects: { rules: shippedRedirectRules, oldHosts: [...shippedOldHosts] },
    manifest: developmentManifest,
    warn: (message) => logger.warn(message),
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
    logger.info(`Cairn shop (development) on http://localhost:${config.PORT}`);
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof ShopConfigError ? error.message : error,
  );
  process.exit(1);
});
