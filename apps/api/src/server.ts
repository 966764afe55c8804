import {
  ConfigError,
  createLogger,
  describeMissingShopContents,
  loadConfig,
  metricsPlacement,
  refuseDemoSettingsInProduction,
  timeoutServerOptions,
} from '@cairn/server-kit';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from './app.ts';

/** Runs the API on its own: `pnpm --filter @cairn/api start`. */
async function main() {
  const config = loadConfig();
  // Before anything opens: a production start on demo settings stops here, naming them.
  refuseDemoSettingsInProduction(config);
  const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const api = await createApi({ config, logger });
  if (config.DEMO) {
    // Loaded only in demo mode: a production start never imports the demo data. Replicas
    // starting together on one database seed one after the other.
    const { seedDemoShop } = await import('./seed.ts');
    await seedDemoShop(api, { embeddedCommerce: !config.COMMERCE_API_URL });
  }
  // The catalogue index is built before the first shopper asks (seconds at 250,000 products);
  // when the database is away it is built on the first listing instead.
  await api.catalogue
    .warm()
    .catch((error: Error) =>
      logger.warn(`The catalogue index will be built on first use: ${error.message}`),
    );
  // A retailer's first start, before its first import: one line saying what fills the shop.
  const missing = await api.missingContents();
  if (missing.length > 0) logger.warn(describeMissingShopContents(missing));
  const metrics = metricsPlacement(config, api.ready);
  const app = new Hono();
  // Before the API's own /readyz, which answers the load balancer's probe (up or down only).
  if (metrics.publicPort) app.route('/', metrics.publicPort);
  app.route('/', api.app);
  const serverOptions = timeoutServerOptions();
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions },
    (info) => {
      logger.info(
        `Cairn API listening on http://${info.address}:${info.port} (${api.database.engine})`,
      );
    },
  );
  const metricsServer = metrics.ownPort
    ? serve({
        fetch: metrics.ownPort.app.fetch,
        port: metrics.ownPort.port,
        hostname: config.HOST,
        serverOptions,
      })
    : undefined;
  const stop = () => {
    metricsServer?.close();
    server.close(() => void api.close().then(() => process.exit(0)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
