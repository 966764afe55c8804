import { join } from 'node:path';
import {
  type Config,
  cacheEvents,
  cacheTag,
  closeRedis,
  connectRedis,
  createLogger,
  createPreviewAccess,
  createPurgeBus,
  createRedisClient,
  demoContentTokens,
  demoSettingsAllowed,
  duplicateRedisClient,
  type Logger,
  type MissingPart,
  observeRequests,
  type PurgeBus,
  publicOrigin,
  type Readiness,
  readinessAnswer,
  redisReachable,
  requestLogger,
  sharedChannel,
  watchDatabasePool,
  watchRedis,
  withConfigDefaults,
} from '@cairn/server-kit';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Redis } from 'ioredis';
import { appointmentRoutes } from './appointments/appointment-routes.ts';
import { personalByDefault } from './cache/cache-control.ts';
import { cachedAnswers } from './cache/cached-answers.ts';
import { createDataCache, type DataCache } from './cache/data-cache.ts';
import { createSharedPurge } from './cache/shared-purge.ts';
import { storyblokWebhookRoutes, tagsForStoryEvent } from './cache/storyblok-webhook.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import {
  type CatalogueSearch,
  createIndexedCatalogueSearch,
} from './catalogue/catalogue-search.ts';
import type { CentraSource } from './catalogue-import/centra/centra-client.ts';
import { centraWebhookRoutes } from './catalogue-import/centra/centra-webhook-routes.ts';
import { catalogueDeltaRoutes, catalogueDeltasPath } from './catalogue-import/delta-routes.ts';
import type { ImportSummary } from './catalogue-import/import-catalogue.ts';
import { watchCatalogueImports } from './catalogue-import/import-watcher.ts';
import { addItemRoute } from './commerce/cart/add-item-route.ts';
import { centraAddItemRoute } from './commerce/cart/centra-add-item-route.ts';
import { centraCustomerEmail } from './commerce/centra-customer.ts';
import { commerceService } from './commerce/commerce-service.ts';
import {
  createPasswordHasher,
  type PasswordHasherOptions,
} from './commerce/customers/passwords.ts';
import { demoOutboxRoutes } from './commerce/mail/demo-outbox-routes.ts';
import { createMailer } from './commerce/mail/mailer.ts';
import { cacheContentSource } from './content/cached-content-source.ts';
import { contentEntriesRoutes } from './content/content-entries-routes.ts';
import { contentService, embeddedRequestsPerSecond } from './content/content-service.ts';
import { createContentSource } from './content/content-source.ts';
import { previewRoutes } from './content/preview-routes.ts';
import { readReleaseFiles } from './content/story-files.ts';
import { storyRoutes } from './content/story-routes.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './db/database.ts';
import { createEngageForwarder } from './engage/engage-forwarder.ts';
import { engageRoutes } from './engage/engage-routes.ts';
import { limitBody } from './http/body-limit.ts';
import { clientAddresses } from './http/client-address.ts';
import { allowCrossOrigin } from './http/cross-origin.ts';
import {
  createRateLimits,
  limiterFactory,
  type RateLimitRules,
  type RateLimitStore,
} from './http/rate-limits.ts';
import { databaseImageSources, imageRoutes } from './images/index.ts';
import { createKnownContentImages } from './images/known-content-images.ts';
import { schedulePurge } from './maintenance/purge.ts';
import { centraOrderReports } from './recommendations/centra-order-reports.ts';
import { createElevateClient, elevateClusterUrl } from './recommendations/elevate-client.ts';
import { embeddedElevate } from './recommendations/embedded-elevate.ts';
import { recommendationRoutes } from './recommendations/recommendation-routes.ts';
import { isDatabaseUnavailable } from './resilience/database-unavailable.ts';
import { dependencyStatuses, guardedFetch } from './resilience/dependency-guard.ts';
import { dependencyUnavailableIn } from './resilience/dependency-unavailable.ts';
import { resolverRoutes } from './resolver/resolver-routes.ts';
import { seedCountries } from './setup/countries.ts';
import { setupRoutes } from './setup/setup-routes.ts';
import { missingShopContents } from './setup/shop-contents.ts';
import { sitemapRoutes } from './sitemap/sitemap-routes.ts';
import { trackingRoutes } from './tracking/tracking-routes.ts';

export type Api = {
  /** Serves `/healthz`, `/api/*`, the embedded `/commerce/*` and `/content/*` services. */
  app: Hono;
  database: DatabaseHandle;
  /**
   * The Redis client replicas share state through, when REDIS_URL is set (keys prefixed with
   * REDIS_KEY_PREFIX). Commands fail at once while Redis is away: keep a local fallback.
   * For pub/sub, `redis.duplicate()` a connection of your own and name channels with
   * `sharedChannel`.
   */
  redis: Redis | undefined;
  logger: Logger;
  /**
   * Whether the API can serve: the database answers (Redis away is degraded, still ready). The
   * details, for operators only (`metricsPlacement`): each check, the database engine and the
   * circuit of every guarded service in this process.
   */
  ready(): Promise<Readiness>;
  /**
   * Purge messages: what the API purges (a webhook, an order) every subscriber hears, in this
   * process and, with REDIS_URL, in every replica. The shop's page cache subscribes.
   */
  purges: PurgeBus;
  /** Purges tags from the data cache (and Redis) and tells every subscriber. */
  purge(tags: string[]): Promise<void>;
  /**
   * What the shop still lacks before it has pages (no catalogue, no content): for the one
   * start-up line (`describeMissingShopContents`); `[]` once it has both.
   */
  missingContents(): Promise<MissingPart[]>;
  /** Listings, search and predictive search; `warm()` it after seeding, before serving. */
  catalogue: CatalogueSearch;
  /**
   * Purges what a catalogue import made in this process touched (the seed, a pushed delta), on
   * every replica, so that the import watcher does not purge it here a second time.
   */
  purgeCatalogueImport(summary: Pick<ImportSummary, 'importId' | 'purgedTags'>): Promise<void>;
  /** Closes the database pool and the Redis connections. */
  close(): Promise<void>;
};

export type CreateApiOptions = {
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'IMAGE_CACHE_DIR'
    | 'IMAGE_CACHE_MAX_MB'
    | 'TRUST_PROXY'
    | 'NODE_ENV'
    | 'DEMO'
    | 'STORYBLOK_SPACE_ID'
    | 'CONTENT_API_URL'
    | 'CONTENT_TOKEN'
    | 'CONTENT_PREVIEW_TOKEN'
    | 'PUBLIC_URL'
    | 'PORT'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'VOYADO_ENGAGE_URL'
    | 'VOYADO_ENGAGE_API_KEY'
    | 'KLARNA_CLIENT_ID'
    | 'LOQATE_KEY'
    | 'LOQATE_SCRIPT_URL'
    | 'LOQATE_STYLE_URL'
    | 'STUDENT_DISCOUNT_SCRIPT_URL'
    | 'STUDENT_DISCOUNT_IFRAME_URL'
    | 'STORYBLOK_BRIDGE_URL'
    | 'EMBED_IFRAME_HOSTS'
    | 'ELEVATE_CLUSTER_ID'
    | 'ELEVATE_MARKET'
    | 'ELEVATE_LOCALE'
    | 'ELEVATE_TOUCHPOINT'
  > &
    Partial<
      Pick<
        Config,
        | 'REDIS_URL'
        | 'TEST_PAYMENTS'
        | 'COMMERCE_API_URL'
        | 'COMMERCE_SHARED_SECRET'
        | 'REDIS_KEY_PREFIX'
        | 'LOG_LEVEL'
        | 'LOG_FORMAT'
        | 'STORYBLOK_WEBHOOK_SECRET'
        | 'CATALOGUE_IMPORT_TOKEN'
        | 'CENTRA_WEBHOOK_SECRET'
        | 'PAGE_CACHE_TTL'
        | 'PAGE_CACHE_STALE'
        | 'DATA_CACHE'
        | 'DATA_CACHE_MAX_MB'
        | 'CORS_ORIGINS'
      >
    >;
  /** Overrides where the database lives (tests use memory or a schema of their own). */
  database?: DatabaseOptions;
  /** Overrides rate limits (tests lower them); see `defaultRateLimitRules`. */
  rateLimits?: Partial<RateLimitRules>;
  /**
   * Where rate-limit counters live; default Redis when REDIS_URL is set (shared by every
   * replica), else the database (shared by replicas on one PostgreSQL).
   */
  rateLimitStore?: RateLimitStore;
  /** Password hashing; OWASP's scrypt parameters unless a test lowers them. */
  passwordHashing?: PasswordHasherOptions;
  /** How often the outbox worker looks for mail to send (with SMTP_URL). Default 5 s. */
  mailWorkerIntervalMs?: number;
  /**
   * How often the API looks for catalogue imports made by another process (the command), to
   * purge what they touched. Default 3 s.
   */
  importWatchIntervalMs?: number;
  /**
   * The embedded commerce backend served apart from the shop (`pnpm commerce:serve`): where
   * browsers reach it (its test payment page's address) and the shop origins a payment may
   * return to. Default: the shop's own `/commerce` and PUBLIC_URL's origin.
   */
  commerce?: { ownUrl: string; returnOrigins: readonly string[] };
  /** Where the API logs (default: a logger made from LOG_LEVEL and LOG_FORMAT). */
  logger?: Logger;
  /**
   * The Centra Checkout API the catalogue comes from (`COMMERCE_API_URL` and its shared
   * secret): `POST /api/webhooks/centra` reads the changed products there. Unset: no webhook.
   */
  centraCatalogue?: CentraSource;
  /**
   * The embedded backend's shared secret (`COMMERCE_SHARED_SECRET`): its catalogue calls then
   * answer only server-side calls carrying it.
   */
  commerceSharedSecret?: string;
  /**
   * Served inside the shop process, which logs and measures each request itself: the API then
   * only adopts the shop's request id and logs its errors (default false: a line and a duration
   * sample per request).
   */
  inProcess?: boolean;
};

/**
 * Opens the database (migrating it) and builds the API app: wiring only. The data comes from
 * the seed step (`seedDemoData` in seed.ts) in demo mode, or from a real deployment's own. The content source
 * reads the real Storyblok when CONTENT_API_URL is set, otherwise this app's own embedded
 * content service, in-process but over the same HTTP shape.
 */
export async function createApi({
  config: givenConfig,
  database,
  rateLimits,
  rateLimitStore,
  passwordHashing,
  mailWorkerIntervalMs = 5000,
  importWatchIntervalMs = 3000,
  logger: givenLogger,
  inProcess = false,
  centraCatalogue,
  commerceSharedSecret,
  commerce,
}: CreateApiOptions): Promise<Api> {
  // Settings a caller left out (a test's partial configuration) at loadConfig's defaults.
  const config = withConfigDefaults(givenConfig);
  const logger =
    givenLogger ?? createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const handle = await openDatabase(
    database ??
      (config.DATABASE_URL
        ? { url: config.DATABASE_URL }
        : // The database in a folder of its own: DATA_DIR also holds the image cache.
          { dataDir: join(config.DATA_DIR, 'pglite') }),
    (message) => logger.warn(message),
  );
  const { db } = handle;
  // Where the shop delivers is its own configuration, not demo data: a retailer's first start
  // (no seed) needs it for the checkout as much as the demo does. Adds only what is missing.
  await handle.exclusively(() => seedCountries(db));
  const unwatchPool = watchDatabasePool(handle.poolStats);
  const redis = config.REDIS_URL
    ? createRedisClient({
        url: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
        logger,
        name: 'cairn-shared-state',
      })
    : undefined;
  const unwatchRedis = redis ? watchRedis(() => redis.status === 'ready') : () => false;
  if (redis) await connectRedis(redis);
  const mailer = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    // A demo without SMTP has no mailbox but the log: a registration is finished from there.
    logBodies: config.DEMO && !config.SMTP_URL,
  });
  // Mail that could not be sent (the server down) goes out when it is back, with no new mail
  // needed to trigger a delivery run.
  mailer.startWorker(mailWorkerIntervalMs);

  // With REDIS_URL, the data cache's level 2 and the purge messages are shared by replicas.
  // Subscribing needs a connection of its own; the bus subscribes whenever it is ready.
  const purgeSubscriber = redis
    ? duplicateRedisClient(redis, 'cairn-purge-subscriber', logger)
    : undefined;
  if (purgeSubscriber) await connectRedis(purgeSubscriber);
  const purges = createPurgeBus(
    redis && purgeSubscriber
      ? {
          redis: { publisher: redis, subscriber: purgeSubscriber },
          channel: sharedChannel(config.REDIS_KEY_PREFIX, 'purge'),
        }
      : {},
  );
  const ttlSeconds = config.PAGE_CACHE_TTL;
  const dataCache: DataCache | undefined =
    config.DATA_CACHE === 'off'
      ? undefined
      : createDataCache({
          maxBytes: config.DATA_CACHE_MAX_MB * 1024 * 1024,
          ttlMs: ttlSeconds * 1000,
          staleMs: config.PAGE_CACHE_STALE * 1000,
          redis,
          // The client puts REDIS_KEY_PREFIX before it.
          keyPrefix: 'data:',
        });
  const unsubscribeData = purges.subscribe((tags) => {
    if (!dataCache) return;
    dataCache.drop(tags);
    cacheEvents.inc({ cache: 'data', result: 'purge' });
  });
  // What Redis misses while it is away is replayed when it returns (cache/shared-purge.ts).
  const sharedPurge = createSharedPurge({ dataCache, purges, redis });
  const purge = sharedPurge.purge;
  const catalogue = createIndexedCatalogueSearch({
    db,
    purges,
    log: (message) => logger.warn(message),
  });
  // A catalogue import run by the command in another process: heard through its row in
  // catalogue_imports, also where no Redis carries its purge message.
  const importWatcher = watchCatalogueImports({
    db,
    purgeHere: (tags) => purges.publishHere(tags),
    purges,
    intervalMs: importWatchIntervalMs,
    log: (message) => logger.warn(message),
  });
  const purgeCatalogueImport = async ({
    importId,
    purgedTags,
  }: Pick<ImportSummary, 'importId' | 'purgedTags'>) => {
    if (importId !== undefined) importWatcher.handled(importId);
    if (purgedTags.length > 0) await purge(purgedTags);
  };

  // One limiter design (http/rate-limits.ts): counters in Redis when REDIS_URL is set, so
  // every replica counts the same attempts; else in the database.
  const limits = createRateLimits(
    limiterFactory(rateLimitStore ?? (redis ? { kind: 'redis', redis } : { kind: 'database', db })),
    rateLimits,
  );

  const releases = readReleaseFiles();
  const app = new Hono();
  app.use('*', observeRequests({ logger, logRequests: !inProcess, measure: !inProcess }));
  // Every call to a service elsewhere has a time-out and a circuit breaker: a dead dependency
  // costs microseconds a request once its circuit is open, not a time-out each
  // (src/resilience). The embedded services answer in-process and need neither.
  const contentFetch = config.CONTENT_API_URL
    ? guardedFetch({ name: 'content', timeoutMs: 3000 })
    : undefined;
  const elevateFetch = config.ELEVATE_CLUSTER_ID
    ? guardedFetch({ name: 'elevate', timeoutMs: 1500 })
    : undefined;
  const engageFetch = guardedFetch({ name: 'engage', timeoutMs: 5000 });
  // A Centra checkout API (COMMERCE_API_URL) for the server's own commerce calls.
  const commerceFetch = config.COMMERCE_API_URL
    ? guardedFetch({ name: 'commerce', timeoutMs: 5000 })
    : undefined;
  const guards = [contentFetch, elevateFetch, engageFetch, commerceFetch].flatMap((f) =>
    f ? [f.guard] : [],
  );
  // Before the routes: every limit below keys on the client address this works out.
  app.use('*', clientAddresses({ trustedHops: config.TRUST_PROXY }));
  // Browser apps on the origins CORS_ORIGINS names, before any cache or limit answers them.
  allowCrossOrigin(app, config.CORS_ORIGINS ?? []);
  // Drafts and releases only for a browser holding the preview cookie (content/preview-access).
  const previewAccess = createPreviewAccess({
    previewToken: config.CONTENT_PREVIEW_TOKEN,
    spaceId: config.STORYBLOK_SPACE_ID,
    secure: publicOrigin(config).startsWith('https:'),
  });
  app.use('/api/*', previewAccess.middleware());
  app.route('/api', previewRoutes({ access: previewAccess, demo: demoSettingsAllowed(config) }));
  // Published stories are reused for a few seconds (globals and the 404 story on nearly every
  // page); drafts and releases are always read afresh. A content purge empties it.
  const content = cacheContentSource(
    createContentSource({
      baseUrl: config.CONTENT_API_URL ?? 'http://embedded/content',
      token: config.CONTENT_TOKEN,
      previewToken: config.CONTENT_PREVIEW_TOKEN,
      fetch: contentFetch ?? ((input) => Promise.resolve(app.request(String(input)))),
      // Storyblok's throttle for Storyblok; the embedded service answers in this process
      // and takes as many as its own limit.
      ...(!config.CONTENT_API_URL && { requestsPerSecond: embeddedRequestsPerSecond }),
    }),
  );
  const unsubscribeContent = purges.subscribe((tags) => {
    if (
      tags.some(
        (tag) =>
          tag === cacheTag.content ||
          tag.startsWith('story-') ||
          tag.startsWith('slug-') ||
          tag.startsWith('folder-'),
      )
    ) {
      content.clear();
    }
  });

  const smallBodies = limitBody(64 * 1024, (c) =>
    c.json({ error: 'Request body too large (64 KB at most)' }, 413),
  );
  // Catalogue deltas set their own, larger limit, after the token is checked.
  const deltasPath = `/api${catalogueDeltasPath}`;
  app.use('/api/*', (c, next) => (c.req.path === deltasPath ? next() : smallBodies(c, next)));
  // Every answer says who may keep it; routes with public data say so themselves.
  app.use('/api/*', personalByDefault());
  app.use('/commerce/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'private, no-store');
  });
  // Public data answers come from the data cache when they can (see cache/cached-answers.ts).
  if (dataCache) {
    const cached = cachedAnswers({ cache: dataCache });
    for (const path of [
      '/api/resolver/*',
      '/api/globals',
      '/api/setup',
      '/api/story/*',
      '/api/content/get-content-entries',
      '/api/catalog/products-by-id',
      '/api/catalog/products-by-sku',
      '/api/catalog/get-category-products',
      '/api/catalog/get-brand-products',
      '/api/catalog/search',
    ]) {
      app.use(path, cached);
    }
  }

  // With COMMERCE_API_URL the shopper's commerce is Centra's: no embedded backend to answer
  // (its tables are migrated with the rest, but nothing reads or seeds them).
  if (!config.COMMERCE_API_URL) {
    app.route(
      '/commerce',
      commerceService({
        db,
        mailer,
        publicUrl: publicOrigin(config),
        limits,
        passwords: createPasswordHasher(passwordHashing),
        // Orders take stock: the product's pages and data must not offer a size that sold out.
        onStockChanged: (productIds) => purge([...new Set(productIds)].map(cacheTag.product)),
        testPayments: config.TEST_PAYMENTS,
        sharedSecret: commerceSharedSecret,
        ...commerce,
      }),
    );
  }
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    // Up or down only: the engine and the circuits of the services elsewhere are operators'
    // figures, at /readyz behind the metrics credential or port.
    const up = await db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return up ? c.json({ status: 'ok' }) : c.json({ status: 'down' }, 503);
  });
  const ready = async (): Promise<Readiness> => {
    const [database, redisUp] = await Promise.all([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      redis ? redisReachable(redis) : Promise.resolve(undefined),
    ]);
    // Redis away is a degraded shop, not an unready one: every use of it has a per-process
    // fallback, and failing readiness would take every replica out of the load balancer at once.
    return {
      status: database ? 'ready' : 'not ready',
      details: {
        database,
        ...(redisUp === undefined ? {} : { redis: redisUp }),
        engine: handle.engine,
        dependencies: dependencyStatuses(),
      },
    };
  };
  // The load balancer's probe: ready or not, nothing more (the details: metricsPlacement).
  app.get('/readyz', async (c) => readinessAnswer(c, await ready()));
  app.route(
    '/content',
    contentService({
      db,
      publicToken: config.CONTENT_TOKEN,
      // The demo preview token is printed in the README: never a key to drafts in production.
      previewToken:
        !demoSettingsAllowed(config) &&
        config.CONTENT_PREVIEW_TOKEN === demoContentTokens.CONTENT_PREVIEW_TOKEN
          ? null
          : config.CONTENT_PREVIEW_TOKEN,
      releases,
      // Publishing in the embedded service purges as Storyblok's webhook does.
      onStoryEvent: (event) => purge(tagsForStoryEvent(event)),
    }),
  );
  app.route('/api', storyblokWebhookRoutes({ secret: config.STORYBLOK_WEBHOOK_SECRET, purge }));
  app.route(
    '/api',
    setupRoutes({
      db,
      content,
      integrations: {
        klarnaClientId: config.KLARNA_CLIENT_ID ?? null,
        addressLookup: config.LOQATE_KEY
          ? {
              key: config.LOQATE_KEY,
              scriptUrl: config.LOQATE_SCRIPT_URL,
              styleUrl: config.LOQATE_STYLE_URL,
            }
          : null,
        studentDiscount:
          config.STUDENT_DISCOUNT_SCRIPT_URL && config.STUDENT_DISCOUNT_IFRAME_URL
            ? {
                scriptUrl: config.STUDENT_DISCOUNT_SCRIPT_URL,
                iframeUrl: config.STUDENT_DISCOUNT_IFRAME_URL,
              }
            : null,
        storyblokBridgeUrl: config.STORYBLOK_BRIDGE_URL,
        embedIframeHosts: config.EMBED_IFRAME_HOSTS,
      },
    }),
  );
  app.route('/api', storyRoutes({ content }));
  app.route('/api', contentEntriesRoutes({ content }));
  app.route('/api', resolverRoutes({ db, content }));
  app.route('/api', catalogueRoutes({ db, search: catalogue }));
  app.route(
    '/api',
    catalogueDeltaRoutes({
      db,
      token: config.CATALOGUE_IMPORT_TOKEN,
      afterImport: purgeCatalogueImport,
    }),
  );
  app.route(
    '/api',
    centraWebhookRoutes({
      db,
      secret: config.CENTRA_WEBHOOK_SECRET,
      // The Centra that commerce points at, unless a caller names another.
      source:
        centraCatalogue ??
        (config.COMMERCE_API_URL
          ? { url: config.COMMERCE_API_URL, secret: config.COMMERCE_SHARED_SECRET }
          : undefined),
      afterImport: purgeCatalogueImport,
    }),
  );
  if (config.COMMERCE_API_URL && commerceFetch) {
    app.route(
      '/api',
      centraAddItemRoute({
        commerceUrl: config.COMMERCE_API_URL,
        sharedSecret: config.COMMERCE_SHARED_SECRET,
        fetch: (request) => commerceFetch(request),
      }),
    );
  } else {
    app.route('/api', addItemRoute({ db, limits, testPayments: config.TEST_PAYMENTS }));
  }
  app.route(
    '/api',
    engageRoutes({
      db,
      limits,
      mailer,
      publicUrl: publicOrigin(config),
      // On Centra the account is Centra's: the account-creation hook asks it whose it is.
      ...(config.COMMERCE_API_URL &&
        commerceFetch && {
          customerEmailOf: centraCustomerEmail({
            commerceUrl: config.COMMERCE_API_URL,
            sharedSecret: config.COMMERCE_SHARED_SECRET,
            fetch: (request) => commerceFetch(request),
          }),
        }),
      forwarder:
        config.VOYADO_ENGAGE_URL && config.VOYADO_ENGAGE_API_KEY
          ? createEngageForwarder({
              url: config.VOYADO_ENGAGE_URL,
              apiKey: config.VOYADO_ENGAGE_API_KEY,
              fetch: engageFetch,
            })
          : undefined,
    }),
  );
  app.route('/api', sitemapRoutes({ db }));
  // Recommendations: Voyado Elevate when a cluster is configured, else the embedded engine,
  // in-process but over the same Storefront API v3 shapes. The engine is not mounted on the
  // public app: its notifications write rows, and only `/api/elevate/*` (limited, and
  // tied to real orders) may cause that.
  const embeddedEngine = new Hono().route('/elevate', embeddedElevate({ db }));
  app.route(
    '/api',
    recommendationRoutes({
      db,
      elevate: createElevateClient({
        baseUrl: config.ELEVATE_CLUSTER_ID
          ? elevateClusterUrl(config.ELEVATE_CLUSTER_ID)
          : 'http://embedded/elevate',
        market: config.ELEVATE_MARKET,
        locale: config.ELEVATE_LOCALE,
        touchpoint: config.ELEVATE_TOUCHPOINT,
        fetch: elevateFetch ?? ((request) => Promise.resolve(embeddedEngine.request(request))),
      }),
      limits,
      // On Centra the paid order is Centra's: the order report reads the shopper's receipt there.
      ...(config.COMMERCE_API_URL &&
        commerceFetch && {
          takeOrderReportOf: centraOrderReports({
            commerceUrl: config.COMMERCE_API_URL,
            sharedSecret: config.COMMERCE_SHARED_SECRET,
            fetch: (request) => commerceFetch(request),
            once: limits.orderReportsPerCentraOrder,
          }),
        }),
    }),
  );
  app.route('/api', appointmentRoutes({ db, mailer, limits }));
  // A demo's mailbox (the shop shows it at /demo/mailbox); absent from any other shop.
  if (demoSettingsAllowed(config)) app.route('/api', demoOutboxRoutes({ db }));
  app.route('/api', trackingRoutes({ db, limits }));
  app.route(
    '/',
    imageRoutes({
      // Apart from the database: IMAGE_CACHE_DIR, capped at IMAGE_CACHE_MAX_MB.
      cacheDir: config.IMAGE_CACHE_DIR ?? join(config.DATA_DIR, 'image-cache'),
      maxCacheBytes: config.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      findSource: databaseImageSources(db),
      isKnownContentImage: createKnownContentImages({
        db,
        extraTexts: () =>
          [...releases.values()].flatMap((release) =>
            [...release.values()].map((story) => JSON.stringify(story.content)),
          ),
      }),
    }),
  );
  app.all('/api/*', (c) =>
    c.json({ error: `No API endpoint at this address for ${c.req.method}` }, 404),
  );
  app.all('/content/*', (c) => c.json({ error: 'This record could not be found' }, 404));
  app.onError((error, c) => {
    // Hono's own 4xx (such as malformed JSON) keep their status and message.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message }, error.status);
    }
    // A dependency down is not a fault of the request, and not for ever: 503 with Retry-After.
    const outage = dependencyUnavailableIn(error);
    if (outage || isDatabaseUnavailable(error)) {
      const dependency = outage?.dependency ?? 'database';
      const retryAfter = outage?.retryAfterSeconds ?? 5;
      console.warn(
        `${c.req.method} ${c.req.path} answered 503: ${dependency} unavailable (${outage?.message ?? (error as Error).message})`,
      );
      c.header('Retry-After', String(retryAfter));
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          error: `A service this page needs (${dependency}) is not answering; please try again in a few seconds.`,
          dependency,
        },
        503,
      );
    }
    requestLogger(logger).error({ err: error, method: c.req.method }, 'request failed');
    return c.json({ error: 'Something went wrong on our side; please try again.' }, 500);
  });

  // Expired sessions, anonymous carts, old attempts and sent mail: hourly, on every replica.
  const maintenance = schedulePurge(db, { log: (message) => logger.warn(message) });

  return {
    app,
    database: handle,
    redis,
    logger,
    ready,
    purges,
    purge,
    missingContents: () => missingShopContents({ db, content }),
    catalogue,
    purgeCatalogueImport,
    close: async () => {
      catalogue.close();
      for (const guard of guards) guard.shutdown();
      await importWatcher.stop();
      mailer.stop();
      await maintenance.stop();
      unwatchPool();
      unwatchRedis();
      unsubscribeData();
      unsubscribeContent();
      sharedPurge.close();
      await purges.close();
      await Promise.all([
        redis ? closeRedis(redis) : undefined,
        purgeSubscriber ? closeRedis(purgeSubscriber) : undefined,
      ]);
      await handle.close();
    },
  };
}
