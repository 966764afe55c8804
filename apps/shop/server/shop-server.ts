import type { Api, Config } from '@cairn/api';
import {
  createCatalogueClient,
  createOwnServerClient,
  createStoresClient,
  type Fetch,
} from '@cairn/commerce-client';
import { type RedirectsOptions, redirects } from '@cairn/redirects';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RenderOptions } from '../src/entry-server.tsx';
import { buildIdOf, type RouterManifest } from '../src/router-manifest.ts';
import { busyPage } from './busy-page.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { takeTurns } from './take-turns.ts';

type SitemapEntry = { path: string; lastModified: string | null };

export type ShopServerOptions = {
  config: Pick<Config, 'API_URL' | 'PUBLIC_URL'> & Partial<Pick<Config, 'RENDER_QUEUE_LIMIT'>>;
  /** The API in-process; when absent, API_URL must be set and requests are forwarded there. */
  api?: Api;
  render: (options: RenderOptions) => Promise<Response>;
  manifest: RouterManifest;
  /** The client build (dist/client); absent in development, where vite serves assets. */
  clientDir?: string;
  /** Legacy addresses answered with a redirect before any page renders. */
  redirects?: RedirectsOptions;
  /** Where operators hear of page requests turned away (at most once a minute). Default console.warn. */
  warn?: (message: string) => void;
};

const apiPrefixes = ['/api/', '/content/', '/commerce/', '/images/'];

/**
 * The one production process: hashed assets with a year's cache, the API (in-process, or
 * forwarded to API_URL), legacy redirects, and server rendering for every other GET.
 */
export function createShopServer(options: ShopServerOptions): Hono {
  const { config, api } = options;
  if (!api && !config.API_URL) throw new Error('createShopServer needs an api or API_URL');
  const apiFetch: Fetch = api
    ? async (request) => api.app.fetch(request)
    : (request) => {
        const url = new URL(request.url);
        return fetch(new Request(new URL(url.pathname + url.search, config.API_URL), request));
      };

  const app = new Hono();
  // Text answers (HTML, JSON, files without a precompressed copy) gzipped as they go out;
  // images are compressed already.
  app.use('*', compress());

  if (options.clientDir) {
    const root = options.clientDir;
    // The build writes gzip and brotli copies beside the text files (vite.config.ts): a client
    // that accepts one gets it as it is (brotli first), with Content-Encoding, Vary and its
    // length; any other gets the file itself, which compress() above treats as before.
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
  }

  // Old addresses first: the table includes old static paths such as /images/banners/...
  if (options.redirects) app.use('*', redirects(options.redirects));

  const forward = (c: { req: { raw: Request } }) => apiFetch(c.req.raw);
  app.all('/healthz', forward);
  for (const prefix of apiPrefixes) app.all(`${prefix}*`, forward);

  const buildId = buildIdOf(options.manifest);
  app.get('/build-manifest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ id: buildId });
  });

  app.get('/robots.txt', (c) => {
    const origin = config.PUBLIC_URL ?? new URL(c.req.url).origin;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = config.PUBLIC_URL ?? new URL(c.req.url).origin;
    const response = await apiFetch(new Request(new URL('/api/sitemap', c.req.url)));
    if (!response.ok) return c.text('The sitemap is unavailable; try again shortly.', 503);
    const { entries } = (await response.json()) as { entries: SitemapEntry[] };
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemapXml(entries, origin));
  });

  // Renders start one event-loop turn apart, in arrival order, and past RENDER_QUEUE_LIMIT
  // waiting a newcomer gets a 503 with Retry-After at once (see take-turns.ts). Assets, the
  // API and /healthz are answered above and never wait here.
  const warn = options.warn ?? console.warn;
  let turnedAway = 0;
  let lastWarnedAt = Number.NEGATIVE_INFINITY;
  const renderTurns = takeTurns({
    maxWaiting: config.RENDER_QUEUE_LIMIT ?? Number.POSITIVE_INFINITY,
    onBusy: (c) => {
      // Shoppers see the busy page; operators need to know it happens, without a line per request.
      turnedAway += 1;
      if (performance.now() - lastWarnedAt >= 60_000) {
        warn(
          `Render queue full (RENDER_QUEUE_LIMIT ${config.RENDER_QUEUE_LIMIT}): ${turnedAway} page request(s) answered 503 since the last warning`,
        );
        turnedAway = 0;
        lastWarnedAt = performance.now();
      }
      return busyPage(c);
    },
  });
  app.get('*', renderTurns, async (c) => {
    const origin = config.PUBLIC_URL ?? new URL(c.req.url).origin;
    const api = { baseUrl: config.API_URL ?? origin, fetch: apiFetch };
    return options.render({
      request: c.req.raw,
      shop: createOwnServerClient(api),
      catalogue: createCatalogueClient(api),
      stores: createStoresClient(api),
      origin,
      manifest: options.manifest,
    });
  });

  return app;
}
