import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { appointmentRoutes } from './appointments/appointment-routes.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { seedCatalogue } from './catalogue/seed-catalogue.ts';
import { addItemRoute } from './commerce/cart/add-item-route.ts';
import { commerceService } from './commerce/commerce-service.ts';
import type { LoginLimits } from './commerce/customers/login-limits.ts';
import { createMailer } from './commerce/mail/mailer.ts';
import { seedVouchers } from './commerce/vouchers/vouchers.ts';
import type { Config } from './config/config.ts';
import { cacheContentSource } from './content/cached-content-source.ts';
import { contentEntriesRoutes } from './content/content-entries-routes.ts';
import { contentService } from './content/content-service.ts';
import { createContentSource } from './content/content-source.ts';
import { readReleaseFiles, readStoryFiles } from './content/story-files.ts';
import { storyRoutes } from './content/story-routes.ts';
import { seedStories } from './content/story-store.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './db/database.ts';
import { generateDemoCatalogue } from './demo/index.ts';
import { createEngageForwarder } from './engage/engage-forwarder.ts';
import { engageRoutes } from './engage/engage-routes.ts';
import { createDemoProductImageFinder, imageRoutes } from './images/index.ts';
import { createElevateClient, elevateClusterUrl } from './recommendations/elevate-client.ts';
import { embeddedElevate } from './recommendations/embedded-elevate.ts';
import { recommendationRoutes } from './recommendations/recommendation-routes.ts';
import { resolverRoutes } from './resolver/resolver-routes.ts';
import { seedCountries } from './setup/countries.ts';
import { setupRoutes } from './setup/setup-routes.ts';
import { sitemapRoutes } from './sitemap/sitemap-routes.ts';
import { trackingRoutes } from './tracking/tracking-routes.ts';

export type Api = {
  /** Serves `/healthz`, `/api/*`, the embedded `/commerce/*` and `/content/*` services. */
  app: Hono;
  database: DatabaseHandle;
  close(): Promise<void>;
};

export type CreateApiOptions = {
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'CONTENT_API_URL'
    | 'CONTENT_TOKEN'
    | 'CONTENT_PREVIEW_TOKEN'
    | 'PUBLIC_URL'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'VOYADO_ENGAGE_URL'
    | 'VOYADO_ENGAGE_API_KEY'
    | 'KLARNA_CLIENT_ID'
    | 'STUDENT_DISCOUNT_SCRIPT_URL'
    | 'STUDENT_DISCOUNT_IFRAME_URL'
    | 'STORYBLOK_BRIDGE_URL'
    | 'ELEVATE_CLUSTER_ID'
    | 'ELEVATE_MARKET'
    | 'ELEVATE_LOCALE'
    | 'ELEVATE_TOUCHPOINT'
  >;
  /** Overrides where the database lives (tests use memory or a schema of their own). */
  database?: DatabaseOptions;
  /** Overrides the login rate limits of the commerce backend (tests lower them). */
  loginLimits?: Partial<LoginLimits>;
};

/**
 * Opens the database (migrating and seeding it) and builds the API app. The content source
 * reads the real Storyblok when CONTENT_API_URL is set, otherwise this app's own embedded
 * content service, in-process but over the same HTTP shape.
 */
export async function createApi({ config, database, loginLimits }: CreateApiOptions): Promise<Api> {
  const handle = await openDatabase(
    database ??
      (config.DATABASE_URL
        ? { url: config.DATABASE_URL }
        : // The database in a folder of its own: DATA_DIR also holds the image cache.
          { dataDir: join(config.DATA_DIR, 'pglite') }),
  );
  const { db } = handle;
  await seedCountries(db);
  await seedStories(db, readStoryFiles());
  // Generated once: seeded here, and indexed by the image routes on their first product image.
  const catalogue = generateDemoCatalogue();
  await seedCatalogue(db, catalogue);
  await seedVouchers(db);
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });

  const app = new Hono();
  // Published stories are reused for a few seconds (globals and the 404 story on nearly every
  // page); drafts and releases are always read afresh.
  const content = cacheContentSource(
    createContentSource({
      baseUrl: config.CONTENT_API_URL ?? 'http://embedded/content',
      token: config.CONTENT_TOKEN,
      previewToken: config.CONTENT_PREVIEW_TOKEN,
      fetch: config.CONTENT_API_URL
        ? fetch
        : (input) => Promise.resolve(app.request(String(input))),
    }),
  );

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ error: 'Request body too large (64 KB at most)' }, 413),
    }),
  );
  app.route(
    '/commerce',
    commerceService({
      db,
      mailer,
      publicUrl: config.PUBLIC_URL ?? 'http://localhost:3000',
      loginLimits,
    }),
  );
  app.get('/healthz', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: handle.engine });
  });
  app.route(
    '/content',
    contentService({
      db,
      publicToken: config.CONTENT_TOKEN,
      previewToken: config.CONTENT_PREVIEW_TOKEN,
      releases: readReleaseFiles(),
    }),
  );
  app.route(
    '/api',
    setupRoutes({
      db,
      content,
      integrations: {
        klarnaClientId: config.KLARNA_CLIENT_ID ?? null,
        studentDiscount:
          config.STUDENT_DISCOUNT_SCRIPT_URL && config.STUDENT_DISCOUNT_IFRAME_URL
            ? {
                scriptUrl: config.STUDENT_DISCOUNT_SCRIPT_URL,
                iframeUrl: config.STUDENT_DISCOUNT_IFRAME_URL,
              }
            : null,
        storyblokBridgeUrl: config.STORYBLOK_BRIDGE_URL,
      },
    }),
  );
  app.route('/api', storyRoutes({ content }));
  app.route('/api', contentEntriesRoutes({ content }));
  app.route('/api', resolverRoutes({ db, content }));
  app.route('/api', catalogueRoutes({ db }));
  app.route('/api', addItemRoute({ db }));
  app.route(
    '/api',
    engageRoutes({
      db,
      forwarder:
        config.VOYADO_ENGAGE_URL && config.VOYADO_ENGAGE_API_KEY
          ? createEngageForwarder({
              url: config.VOYADO_ENGAGE_URL,
              apiKey: config.VOYADO_ENGAGE_API_KEY,
            })
          : undefined,
    }),
  );
  app.route('/api', sitemapRoutes({ db }));
  // Recommendations: Voyado Elevate when a cluster is configured, else the embedded engine,
  // in-process but over the same Storefront API v3 shapes.
  app.route('/elevate', embeddedElevate({ db }));
  app.route(
    '/api',
    recommendationRoutes({
      db,
      elevate: createElevateClient({
        baseUrl: config.ELEVATE_CLUSTER_ID
          ? elevateClusterUrl(config.ELEVATE_CLUSTER_ID)
          : 'http://embedded/elevate',
        market: config.ELEVATE_MARKET ?? 'UK',
        locale: config.ELEVATE_LOCALE ?? 'en-GB',
        touchpoint: config.ELEVATE_TOUCHPOINT ?? 'DESKTOP',
        fetch: config.ELEVATE_CLUSTER_ID
          ? undefined
          : (request) => Promise.resolve(app.request(request)),
      }),
    }),
  );
  app.route('/api', appointmentRoutes({ db, mailer }));
  app.route('/api', trackingRoutes({ db }));
  app.route(
    '/',
    imageRoutes({
      cacheDir: join(config.DATA_DIR, 'image-cache'),
      findProductImage: createDemoProductImageFinder(() => catalogue),
    }),
  );
  app.all('/api/*', (c) =>
    c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404),
  );
  app.all('/content/*', (c) => c.json({ error: 'This record could not be found' }, 404));
  app.onError((error, c) => {
    // Hono's own 4xx (such as malformed JSON) keep their status and message.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message }, error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: 'Something went wrong on our side; please try again.' }, 500);
  });

  return { app, database: handle, close: () => handle.close() };
}
