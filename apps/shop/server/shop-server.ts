import type { Api } from '@cairn/api';
import { parseAnswer } from '@cairn/commerce-client/contract';
import { type RedirectsOptions, redirects } from '@cairn/redirects';
import {
  type Config,
  createPreviewAccess,
  demoSettingsAllowed,
  type PurgeBus,
  publicOrigin,
  withConfigDefaults,
} from '@cairn/server-kit';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RenderOptions } from '../src/entry-server.tsx';
import { buildIdOf, type RouterManifest } from '../src/router-manifest.ts';
import { apiFetcher, apiRoutes } from './api-forwarding.ts';
import type { ShopConfig } from './config.ts';
import { demoMailbox } from './demo-mailbox/demo-mailbox.ts';
import { firstStart } from './first-start.ts';
import { pageCache } from './page-cache/page-cache.ts';
import type { PageSearch } from './page-cache/page-key.ts';
import { PageStore } from './page-cache/page-store.ts';
import { pageRenderer } from './page-rendering.ts';
import {
  cspNonce,
  noStoreForPersonal,
  pageSecurity,
  pageSecurityOptions,
} from './page-security.ts';
import { previewSession } from './preview-session.ts';
import { renderQueue } from './render-queue.ts';
import { logFailedRequests } from './request-errors.ts';
import { sitemapRoutes } from './sitemap-routes.ts';
import { staticAssets } from './static-assets.ts';

export type ShopServerOptions = {
  config: Pick<Config, 'PUBLIC_URL'> &
    Pick<ShopConfig, 'API_URL'> &
    Partial<
      Pick<ShopConfig, 'RENDER_QUEUE_LIMIT'> &
        Pick<
          Config,
          | 'PAGE_CACHE'
          | 'PAGE_CACHE_MAX_MB'
          | 'PAGE_CACHE_TTL'
          | 'PAGE_CACHE_STALE'
          | 'PORT'
          | 'NODE_ENV'
          | 'DEMO'
          | 'CONTENT_PREVIEW_TOKEN'
          | 'STORYBLOK_SPACE_ID'
          | 'STORYBLOK_BRIDGE_URL'
          | 'KLARNA_CLIENT_ID'
          | 'LOQATE_KEY'
          | 'LOQATE_SCRIPT_URL'
          | 'LOQATE_STYLE_URL'
          | 'STUDENT_DISCOUNT_SCRIPT_URL'
          | 'STUDENT_DISCOUNT_IFRAME_URL'
          | 'CONTENT_API_URL'
          | 'COMMERCE_API_URL'
        >
    >;
  /** The API in-process; when absent, API_URL must be set and requests are forwarded there. */
  api?: Api;
  render: (options: RenderOptions) => Promise<Response>;
  /** The SSR entry's `pageSearchOf`: the query a page reads, for the page cache's key. */
  pageSearch?: PageSearch;
  manifest: RouterManifest;
  /** The client build (dist/client); absent in development, where vite serves assets. */
  clientDir?: string;
  /** Legacy addresses answered with a redirect before any page renders. */
  redirects?: RedirectsOptions;
  /** Where operators hear of page requests turned away (at most once a minute). Default console.warn. */
  warn?: (message: string) => void;
  /**
   * Purge messages for the page cache: the in-process API's by default; with API_URL, a bus
   * over Redis shared with the API's processes (none: pages expire by their TTL only).
   */
  purges?: PurgeBus;
};

/**
 * The one production process: hashed assets with a year's cache, the API (in-process, or
 * forwarded to API_URL), legacy redirects, and server rendering for every other GET. The
 * composition only: each idea is a module of its own, in the order a request meets them.
 */
export function createShopServer(options: ShopServerOptions): Hono & {
  /** The page cache, for tests and the operators' figures; absent with PAGE_CACHE=off. */
  pageStore?: PageStore;
} {
  const { api } = options;
  // Settings a caller left out (a test's partial configuration) at loadConfig's defaults.
  const config = withConfigDefaults(options.config);
  if (!api && !config.API_URL) throw new Error('createShopServer needs an api or API_URL');
  const apiFetchFor = apiFetcher({
    ...(api ? { api } : {}),
    ...(config.API_URL ? { apiUrl: config.API_URL } : {}),
  });
  const apiFetch = apiFetchFor(undefined);
  // Links name PUBLIC_URL only (on a developer's or demo machine http://localhost:PORT), never
  // the request's Host header, which the client chooses.
  const origin = publicOrigin(config);
  const previewAccess = createPreviewAccess({
    previewToken: config.CONTENT_PREVIEW_TOKEN,
    spaceId: config.STORYBLOK_SPACE_ID,
    secure: origin.startsWith('https:'),
  });
  const warn = options.warn ?? console.warn;

  const app = new Hono();
  app.onError(logFailedRequests(api?.logger));
  // Preview first: the CSP below depends on it. A Visual Editor link gets the cookie here.
  app.use('*', previewSession(previewAccess));
  app.use('*', pageSecurity(pageSecurityOptions(config)));
  app.use('*', noStoreForPersonal());
  // Text answers (HTML, JSON, files without a precompressed copy) gzipped as they go out;
  // images are compressed already.
  app.use('*', compress());
  if (options.clientDir) app.route('/', staticAssets(options.clientDir));
  // Old addresses first: the table includes old static paths such as /images/banners/...
  if (options.redirects) app.use('*', redirects(options.redirects));
  app.route('/', apiRoutes(apiFetchFor));

  const buildId = buildIdOf(options.manifest);
  app.get('/build-manifest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ id: buildId });
  });
  app.route('/', sitemapRoutes({ origin, apiFetch }));

  const renderTurns = renderQueue({ limit: config.RENDER_QUEUE_LIMIT, warn });
  const demo = demoSettingsAllowed({ NODE_ENV: config.NODE_ENV, DEMO: config.DEMO ?? false });
  const renderPage = pageRenderer({
    render: options.render,
    manifest: options.manifest,
    apiFetchFor,
    apiBaseUrl: config.API_URL ?? origin,
    origin,
    // The browser calls Centra itself (the plugin's allowed origins admit the shop); only the
    // address goes into the page, never COMMERCE_SHARED_SECRET, which this server never reads.
    commerceUrl: config.COMMERCE_API_URL,
    demo,
    logger: api?.logger,
  });

  // Anonymous pages answered from memory skip the render queue altogether (page-cache/).
  const ttl = config.PAGE_CACHE_TTL;
  const stale = config.PAGE_CACHE_STALE;
  const pageStore =
    config.PAGE_CACHE === 'off'
      ? undefined
      : new PageStore({
          maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
          ttlMs: ttl * 1000,
          staleMs: stale * 1000,
        });
  const purges = options.purges ?? api?.purges;
  purges?.subscribe((tags) => pageStore?.purge(tags));
  // The demo's outbox as pages (a demo only: any other shop renders its 404 story there).
  if (demo) app.route('/demo', demoMailbox({ fetch: apiFetch, origin }));
  // Before its first import and content, the shop answers pages 503 saying so (first-start.ts).
  app.get(
    '*',
    firstStart({
      missing: async () => {
        const response = await apiFetch(new Request(new URL('/api/shop-contents', origin)));
        // An API without the question (older, or a stand-in) has nothing to report.
        if (response.status === 404) return [];
        if (!response.ok) throw new Error(`GET /api/shop-contents answered ${response.status}`);
        return parseAnswer('shopContents', await response.json(), 'GET /api/shop-contents').missing;
      },
      subscribe: (listener) => purges?.subscribe(listener),
      warn,
    }),
  );
  app.get(
    '*',
    pageCache({
      store: pageStore,
      policy: { sMaxAge: ttl, staleWhileRevalidate: stale, staleIfError: 86_400 },
      refresh: (request, tags, nonce) => renderPage(request, tags, nonce),
      // Each answer, cached or not, carries its own request's CSP nonce (page-security.ts).
      nonceOf: cspNonce,
      ...(options.pageSearch ? { pageSearch: options.pageSearch } : {}),
    }),
    renderTurns,
    async (c) => renderPage(c.req.raw, c.get('cacheTags') ?? new Set(), cspNonce(c), c),
  );

  return Object.assign(app, pageStore ? { pageStore } : {});
}
