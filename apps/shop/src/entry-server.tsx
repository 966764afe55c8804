import type { CatalogueClient, OwnServerClient, StoresClient } from '@cairn/commerce-client';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { pageLoaderDataOf } from './page-types/page-loader-data.ts';
import { createRouteMatcher, getRouter } from './router.tsx';
import { buildIdOf, type RouterManifest } from './router-manifest.ts';
import { serverDeferredReady } from './site/deferred.tsx';
import { parsePlainSearch, stringifyPlainSearch } from './site/plain-search.ts';
import { routeSearchOf } from './site/route-search.ts';
import { serviceUnavailableOf } from './site/service-unavailable.ts';

export { buildIdOf, type RouterManifest };

// Page types whose code is a chunk of its own in the browser (site/deferred.tsx) are loaded
// before the first render here: a component still loading would stream its HTML late, out of
// order, and a browser without JavaScript would never show it. Route chunks load during a
// request, so the modules that define deferred components are imported now.
const deferredReady = import('./page-types/page-types.tsx').then(serverDeferredReady);

// Matches addresses to routes for the page cache's key; it never loads or renders anything.
const routeMatcher = createRouteMatcher();

/**
 * The query of `url` as its page reads it (site/route-search.ts): the page cache keys pages by
 * path and this, so parameters no route reads (`utm_*`, `gclid`, `fbclid`, `_cb`) make no new
 * page, and two orders of the same filters are one.
 */
export function pageSearchOf(url: URL): string {
  return stringifyPlainSearch(
    routeSearchOf(routeMatcher, url.pathname, parsePlainSearch(url.search)),
  );
}

export type RenderOptions = {
  request: Request;
  /** The own-server client; on the server it calls the API in-process or at API_URL. */
  shop: OwnServerClient;
  catalogue: CatalogueClient;
  /** Appointments and order tracking, over the same API transport as `shop`. */
  stores?: StoresClient;
  origin: string;
  /** The commerce backend's address for the browser (see RouterContext.commerceUrl). */
  commerceUrl?: string | undefined;
  /** The entry script and stylesheets of the client build, linked from the root route. */
  manifest: RouterManifest;
  /** The CSP nonce for the inline scripts (dehydrated state, bootstrap). */
  nonce?: string | undefined;
  /** DEMO=1: the footer says the shop is a demo. */
  demo?: boolean;
  /** The request is in verified preview (see RouterContext.previewVerified). */
  previewVerified?: boolean;
  /**
   * Hears the error behind a page answered 500 (a loader or the route failed), which the
   * browser's error hook never sees on the server: the shop server logs it.
   */
  onError?: (error: unknown) => void;
};

/**
 * Renders one request to a streamed HTML response with the router's status (200, 400, 404, 410), and
 * `Cache-Control: public` when the page's route says it shows everyone the same thing (and it
 * is not a preview nor a 400), `no-store` when such a page is shown without some of its parts
 * this time, else `private, no-store`. How long shared caches keep a public page is the
 * server's setting (server/page-cache). A page whose data waits on a service that is down
 * answers 503 with the API's `Retry-After`, and nobody keeps it.
 */
export async function render({
  request,
  shop,
  catalogue,
  stores,
  origin,
  commerceUrl,
  manifest,
  nonce,
  demo = false,
  previewVerified = false,
  onError,
}: RenderOptions): Promise<Response> {
  await deferredReady;
  let router: ReturnType<typeof getRouter> | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      router = getRouter({
        shop,
        catalogue,
        stores,
        origin,
        ...(commerceUrl ? { commerceUrl } : {}),
        buildId: buildIdOf(manifest),
        nonce,
        demo,
        previewVerified,
      });
      return router;
    },
    getRouterManifest: () => manifest,
  });
  const response = await handler(defaultStreamHandler);
  // Loaders have run by now: the matches are the page's.
  const matches = router?.state.matches ?? [];
  const unavailable = serviceUnavailableOf(matches);
  if (unavailable) {
    const headers = new Headers(response.headers);
    headers.set('Retry-After', unavailable.retryAfter);
    headers.set('Cache-Control', 'no-store');
    return new Response(response.body, { status: 503, headers });
  }
  // A 500 is never logged without its cause: the failed matches' errors go to the server's log.
  if (response.status >= 500) {
    const failed = matches.filter((match) => match.status === 'error' && match.error);
    if (failed.length === 0) onError?.(new Error(`The router answered ${response.status}`));
    for (const match of failed) onError?.(match.error);
  }
  // The router knows 200, 404 and 500; a page that could not be shown as asked says 400.
  const badRequest =
    response.status === 200 &&
    matches.some((match) => pageLoaderDataOf(match)?.badRequest?.status === 400);
  // The 404 story shown for a failed resolver is no answer to keep (page-types/load-page.ts).
  const resolverFailed = matches.some(
    (match) =>
      (match.error as { data?: { resolverFailed?: unknown } } | undefined)?.data?.resolverFailed ===
      true,
  );
  // A product the shop no longer sells answers 410, public like the product page it was.
  const gone = response.status === 200 && matches.some((match) => pageLoaderDataOf(match)?.gone);
  // A page shown without some of its parts (page-types/story.tsx) is no answer to keep either.
  const partial = matches.some((match) => pageLoaderDataOf(match)?.partial);
  const leaf = matches.at(-1);
  const isPublic =
    !badRequest &&
    !resolverFailed &&
    leaf?.staticData?.cache === 'public' &&
    !previewVerified &&
    !new URL(request.url).searchParams.has('_storyblok') &&
    (response.status === 200 || response.status === 404);
  // A page for everyone shown without some of its parts: kept by no cache, this time only (the
  // page cache keeps a stale copy, and the next whole render).
  const cacheControl = !isPublic ? 'private, no-store' : partial ? 'no-store' : 'public';
  response.headers.set('Cache-Control', cacheControl);
  if (gone) return new Response(response.body, { status: 410, headers: response.headers });
  if (!badRequest) return response;
  return new Response(response.body, { status: 400, headers: response.headers });
}
