import type { Api } from '@cairn/api';
import {
  createCatalogueClient,
  createOwnServerClient,
  createStoresClient,
  type Fetch,
} from '@cairn/commerce-client';
import type { SitemapFileEntries, SitemapIndex } from '@cairn/commerce-client/contract';
import { type RedirectsOptions, redirects } from '@cairn/redirects';
import {
  type Config,
  createPreviewAccess,
  currentRequestId,
  demoSettingsAllowed,
  loggablePath,
  type MissingPart,
  type PurgeBus,
  parseCacheTags,
  publicOrigin,
  requestLogger,
} from '@cairn/server-kit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { RenderOptions } from '../src/entry-server.tsx';
import { buildIdOf, type RouterManifest } from '../src/router-manifest.ts';
import { busyPage } from './busy-page.ts';
import type { ShopConfig } from './config.ts';
import { demoMailbox } from './demo-mailbox/demo-mailbox.ts';
import { firstStart } from './first-start.ts';
import { pageCache } from './page-cache/page-cache.ts';
import { PageStore } from './page-cache/page-store.ts';
import {
  cspNonce,
  isVerifiedPreview,
  markVerifiedPreview,
  noStoreForPersonal,
  pageSecurity,
} from './page-security.ts';
import { watchRenderQueue } from './render-queue-metrics.ts';
import { robotsTxt, sitemapFileName, sitemapIndexXml, sitemapXml } from './sitemap.ts';
import { takeTurns } from './take-turns.ts';

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
        >
    >;
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
  /**
   * Purge messages for the page cache: the in-process API's by default; with API_URL, a bus
   * over Redis shared with the API's processes (none: pages expire by their TTL only).
   */
  purges?: PurgeBus;
};

const apiPrefixes = ['/api/', '/content/', '/commerce/', '/images/'];

/**
 * The one production process: hashed assets with a year's cache, the API (in-process, or
 * forwarded to API_URL), legacy redirects, and server rendering for every other GET.
 */
export function createShopServer(options: ShopServerOptions): Hono & {
  /** The page cache, for tests and the operators' figures; absent with PAGE_CACHE=off. */
  pageStore?: PageStore;
} {
  const { config, api } = options;
  if (!api && !config.API_URL) throw new Error('createShopServer needs an api or API_URL');
  /**
   * Calls the API for a client request: in-process with the socket's bindings (so the API sees
   * the client's real address, `getConnInfo`), or at API_URL with the socket's address added to
   * X-Forwarded-For (that API then trusts one more hop, TRUST_PROXY).
   */
  const apiFetchFor =
    (bindings: unknown): Fetch =>
    (request) => {
      if (api) return Promise.resolve(api.app.fetch(request, bindings));
      const url = new URL(request.url);
      const forwarded = new Request(new URL(url.pathname + url.search, config.API_URL), request);
      // One request id through the page and the API calls made for it (the in-process API
      // reads it from the request's async context).
      const requestId = currentRequestId();
      if (requestId && !forwarded.headers.has('x-request-id')) {
        forwarded.headers.set('x-request-id', requestId);
      }
      const socket = socketAddress(bindings);
      if (socket) {
        const chain = forwarded.headers.get('x-forwarded-for');
        forwarded.headers.set('x-forwarded-for', chain ? `${chain}, ${socket}` : socket);
      }
      // A fetched answer's headers are immutable; the shop's own (CSP, no-store) go on a copy.
      return fetch(forwarded).then(
        (response) =>
          new Response(response.body, {
            status: response.status,
            statusText: response.statusText,
            headers: new Headers(response.headers),
          }),
      );
    };
  const apiFetch = apiFetchFor(undefined);
  // Links name PUBLIC_URL only (on a developer's or demo machine http://localhost:PORT), never
  // the request's Host header, which the client chooses.
  const origin = publicOrigin({ PUBLIC_URL: config.PUBLIC_URL, PORT: config.PORT ?? 3000 });
  const previewAccess = createPreviewAccess({
    previewToken: config.CONTENT_PREVIEW_TOKEN ?? 'cairn-preview-demo-token',
    spaceId: config.STORYBLOK_SPACE_ID,
    secure: origin.startsWith('https:'),
  });

  const app = new Hono();
  // Anything thrown past the handlers is a 500 whose cause goes to the log with it (the request
  // line says only the status); Hono's own HTTP errors keep their answer.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    requestLogger(api?.logger).error(
      { err: error, method: c.req.method, path: loggablePath(c.req.path) },
      'request failed (500)',
    );
    return c.text('Something went wrong on our side; please try again.', 500);
  });
  // Preview first: the CSP below depends on it. A Visual Editor link gets the cookie here.
  app.use('*', async (c, next) => {
    let verified = await previewAccess.holds(c);
    let issued: { setCookie: string; pair: string } | undefined;
    const query = new URL(c.req.url).searchParams;
    if (!verified && c.req.method === 'GET' && query.has('_storyblok_tk[token]')) {
      if (previewAccess.verifiesEditorLink(query)) {
        issued = await previewAccess.issue();
        verified = true;
        c.set('previewCookiePair', issued.pair);
      }
    }
    markVerifiedPreview(c, verified);
    await next();
    if (issued) c.res.headers.append('Set-Cookie', issued.setCookie);
  });
  app.use(
    '*',
    pageSecurity({
      production: config.NODE_ENV === 'production',
      klarnaClientId: config.KLARNA_CLIENT_ID,
      studentDiscount:
        config.STUDENT_DISCOUNT_SCRIPT_URL && config.STUDENT_DISCOUNT_IFRAME_URL
          ? {
              scriptUrl: config.STUDENT_DISCOUNT_SCRIPT_URL,
              iframeUrl: config.STUDENT_DISCOUNT_IFRAME_URL,
            }
          : null,
      addressLookup:
        config.LOQATE_KEY && config.LOQATE_SCRIPT_URL && config.LOQATE_STYLE_URL
          ? { scriptUrl: config.LOQATE_SCRIPT_URL, styleUrl: config.LOQATE_STYLE_URL }
          : null,
      storyblokBridgeUrl:
        config.STORYBLOK_BRIDGE_URL ?? 'https://app.storyblok.com/f/storyblok-v2-latest.js',
      imageOrigins: config.CONTENT_API_URL ? ['https://a.storyblok.com'] : [],
    }),
  );
  app.use('*', noStoreForPersonal());
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

  const forward = (c: { req: { raw: Request }; env: unknown }) => apiFetchFor(c.env)(c.req.raw);
  app.all('/healthz', forward);
  for (const prefix of apiPrefixes) app.all(`${prefix}*`, forward);

  const buildId = buildIdOf(options.manifest);
  app.get('/build-manifest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ id: buildId });
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(origin));
  });

  // The index names the files (`/sitemaps/pages.xml`, `/sitemaps/products-1.xml`, …), each at
  // most 50,000 addresses; each answer reads one file's rows from the API.
  const sitemapUnavailable = 'The sitemap is unavailable; try again shortly.';
  const xmlAnswer = (c: Context, xml: string) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(xml);
  };
  app.get('/sitemap.xml', async (c) => {
    const response = await apiFetch(new Request(new URL('/api/sitemap', origin)));
    if (!response.ok) return c.text(sitemapUnavailable, 503);
    const { files } = (await response.json()) as SitemapIndex;
    return xmlAnswer(c, sitemapIndexXml(files, origin));
  });
  app.get('/sitemaps/:file{[^/]+\\.xml}', async (c) => {
    const name = c.req.param('file').slice(0, -'.xml'.length);
    if (!sitemapFileName.test(name)) return c.text('No such sitemap.', 404);
    const response = await apiFetch(new Request(new URL(`/api/sitemap/${name}`, origin)));
    if (response.status === 404) return c.text('No such sitemap.', 404);
    if (!response.ok) return c.text(sitemapUnavailable, 503);
    const { entries } = (await response.json()) as SitemapFileEntries;
    return xmlAnswer(c, sitemapXml(entries, origin));
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
  const demo = demoSettingsAllowed({
    NODE_ENV: config.NODE_ENV ?? 'production',
    DEMO: config.DEMO ?? false,
  });
  watchRenderQueue(() => renderTurns.waiting);
  /**
   * Renders a page; the tags of every API answer it reads go into `tags`. With the browser's
   * request (`c`), the page's API calls go as the browser's would: its address, and its preview
   * cookie (or the one just given for a Visual Editor link). A background refresh has none and
   * renders as an anonymous visitor would see the page. `nonce` goes on the inline scripts.
   */
  const renderPage = (
    request: Request,
    tags: Set<string>,
    nonce: string | undefined,
    c?: Context,
  ) => {
    const forBrowser = apiFetchFor(c?.env);
    const cookies = c ? [c.req.header('cookie'), c.get('previewCookiePair')].filter(Boolean) : [];
    const tagged: Fetch = async (apiRequest) => {
      let outgoing = apiRequest;
      if (cookies.length > 0) {
        outgoing = new Request(apiRequest);
        outgoing.headers.set('cookie', cookies.join('; '));
      }
      const response = await forBrowser(outgoing);
      for (const tag of parseCacheTags(response.headers.get('cache-tag'))) tags.add(tag);
      return response;
    };
    const api = { baseUrl: config.API_URL ?? origin, fetch: tagged };
    return options.render({
      request,
      shop: createOwnServerClient(api),
      catalogue: createCatalogueClient(api),
      stores: createStoresClient(api),
      origin,
      manifest: options.manifest,
      nonce,
      demo,
      previewVerified: c ? isVerifiedPreview(c) : false,
      onError: (error) =>
        requestLogger(options.api?.logger).error(
          { err: error, path: loggablePath(new URL(request.url).pathname) },
          'page failed (500)',
        ),
    });
  };

  // Anonymous pages answered from memory skip the render queue altogether (page-cache/).
  const ttl = config.PAGE_CACHE_TTL ?? 300;
  const stale = config.PAGE_CACHE_STALE ?? 3600;
  const pageStore =
    config.PAGE_CACHE === 'off'
      ? undefined
      : new PageStore({
          maxBytes: (config.PAGE_CACHE_MAX_MB ?? 64) * 1024 * 1024,
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
        return ((await response.json()) as { missing: MissingPart[] }).missing;
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
    }),
    renderTurns,
    async (c) => renderPage(c.req.raw, c.get('cacheTags') ?? new Set(), cspNonce(c), c),
  );

  return Object.assign(app, pageStore ? { pageStore } : {});
}

/** The socket's peer address in `@hono/node-server` bindings, if there is a socket. */
function socketAddress(bindings: unknown): string | undefined {
  if (!bindings) return undefined;
  try {
    return getConnInfo({ env: bindings } as Parameters<typeof getConnInfo>[0]).remote.address;
  } catch {
    return undefined;
  }
}
