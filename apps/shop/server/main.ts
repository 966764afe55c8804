import { fileURLToPath } from 'node:url';
import { type Api, createApi } from '@cairn/api';
import { shippedOldHosts, shippedRedirectRules } from '@cairn/redirects/table';
import {
  ConfigError,
  connectRedis,
  createLogger,
  createPurgeBus,
  createRedisClient,
  describeMissingShopContents,
  duplicateRedisClient,
  type Logger,
  loadConfig,
  type PurgeBus,
  refuseDemoSettingsInProduction,
  sharedChannel,
} from '@cairn/server-kit';
import { readClientManifest } from './client-manifest.ts';
import { loadShopConfig, ShopConfigError } from './config.ts';
import { serveShop } from './operations/serve-shop.ts';
import { createShopServer } from './shop-server.ts';

/** `pnpm start`: the built shop, its assets and (unless API_URL is set) the API, on one port. */
async function main() {
  const startedAt = performance.now();
  const config = { ...loadConfig(), ...loadShopConfig() };
  // A production start on demo tokens, test payments or without PUBLIC_URL stops here, naming
  // each setting, unless DEMO=1 (`pnpm demo`).
  refuseDemoSettingsInProduction(config);
  const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  // React picks its build from process.env.NODE_ENV when first imported (by the SSR bundle
  // below): unset, it would be the development build, several times slower to render.
  process.env.NODE_ENV = config.NODE_ENV;
  const api: Api | undefined = config.API_URL
    ? undefined
    : await createApi({ config, logger, inProcess: true });
  if (api && config.DEMO) {
    // Loaded only in demo mode: a production start never imports the demo data. Replicas
    // starting together on one database seed one after the other.
    const { seedDemoShop } = await import('@cairn/api/seed');
    // With COMMERCE_API_URL the embedded commerce backend's data (vouchers) is not seeded.
    await seedDemoShop(api, { embeddedCommerce: !config.COMMERCE_API_URL });
  }
  // The catalogue index is built before the first shopper asks (seconds at 250,000 products);
  // when the database is away it is built on the first listing instead.
  await api?.catalogue
    .warm()
    .catch((error: Error) =>
      logger.warn(`The catalogue index will be built on first use: ${error.message}`),
    );
  // A retailer's first start, before its first import: one line saying what fills the shop
  // (its pages answer 503 meanwhile, first-start.ts). With API_URL the API's process says it.
  const missing = api ? await api.missingContents() : [];
  if (missing.length > 0) logger.warn(describeMissingShopContents(missing));
  // With the API in another process, its purge messages reach this page cache over Redis.
  const purges: PurgeBus | undefined =
    !api && config.REDIS_URL
      ? await remotePurges(config.REDIS_URL, config.REDIS_KEY_PREFIX, logger)
      : undefined;
  // Built by vite into dist/ssr beside this file's dist/server.
  const ssrEntry = new URL('../ssr/entry-server.js', import.meta.url).href;
  const { render, pageSearchOf } = (await import(
    ssrEntry
  )) as typeof import('../src/entry-server.tsx');
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const shop = createShopServer({
    config,
    ...(api ? { api } : {}),
    ...(purges ? { purges } : {}),
    redirects: { rules: shippedRedirectRules, oldHosts: [...shippedOldHosts] },
    render,
    pageSearch: pageSearchOf,
    manifest: readClientManifest(clientDir),
    clientDir,
    warn: (message) => logger.warn(message),
  });
  serveShop({
    config,
    shop,
    ...(api ? { api } : {}),
    logger,
    onListening: (info) => {
      const host =
        info.address === '127.0.0.1' || info.address === '::' ? 'localhost' : info.address;
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      const shared = api?.redis ? ', shared state: Redis' : '';
      logger.info(
        `Cairn shop on http://${host}:${info.port} (database: ${api?.database.engine ?? config.API_URL}${shared}, ready in ${seconds}s)`,
      );
    },
  });
}

/** The API's purge bus over Redis: the same channel (under REDIS_KEY_PREFIX) the API publishes on. */
async function remotePurges(url: string, keyPrefix: string, logger: Logger): Promise<PurgeBus> {
  const publisher = createRedisClient({ url, keyPrefix, logger, name: 'cairn-shop' });
  // Subscribing needs a connection of its own; the bus subscribes whenever it is ready.
  const subscriber = duplicateRedisClient(publisher, 'cairn-shop-purge-subscriber', logger);
  await Promise.all([connectRedis(publisher), connectRedis(subscriber)]);
  return createPurgeBus({
    redis: { publisher, subscriber },
    channel: sharedChannel(keyPrefix, 'purge'),
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof ShopConfigError ? error.message : error,
  );
  process.exit(1);
});
