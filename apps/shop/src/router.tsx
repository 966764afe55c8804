import {
  createCatalogueClient,
  createOwnServerClient,
  createStoresClient,
} from '@cairn/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { pageLoaderDataOf } from './page-types/page-loader-data.ts';
import type { LayoutName, RouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';
import { preloadDeferred } from './site/deferred.tsx';
import { shouldDehydrateQuery } from './site/dehydration.ts';
import { ErrorPage } from './site/ErrorPage.tsx';
import { parsePlainSearch, stringifyPlainSearch } from './site/plain-search.ts';
import { shouldRetryQuery } from './site/service-unavailable.ts';
import { pageTransitions } from './site/view-transitions.ts';

/**
 * A fresh router and query cache: one per request on the server, one per page load in the
 * browser. Query data fetched by loaders on the server is streamed to the browser with the
 * HTML, so hydration does not fetch it again: all but the data only the server's kept markup
 * shows, which nothing hydrating reads.
 */
export function getRouter({
  shop,
  catalogue,
  origin,
  buildId,
  commerceUrl,
  demo = false,
  previewVerified = false,
  nonce,
  // The server passes one over its in-process API; the browser calls its own origin.
  stores = createStoresClient({ baseUrl: origin }),
}: Pick<RouterContext, 'shop' | 'catalogue' | 'origin' | 'buildId'> &
  Partial<Pick<RouterContext, 'stores' | 'demo' | 'previewVerified' | 'commerceUrl'>> & {
    /** The CSP nonce the server's inline scripts carry (server only). */
    nonce?: string | undefined;
  }) {
  // In the browser, the moment this page load began: the data that came with its HTML is what
  // the shopper is looking at, however long ago a cached page was rendered.
  const pageLoadedAt = typeof window === 'undefined' ? undefined : Date.now();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: (query) => freshFor(query.state.dataUpdatedAt, pageLoadedAt),
        retry: retryOnce,
      },
    },
  });
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      shop,
      catalogue,
      stores,
      origin,
      buildId,
      commerceUrl,
      demo,
      previewVerified,
    },
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    // Route changes use the View Transitions API where the browser has it; never the first
    // paint, a change of query only or reduced motion (site/view-transitions.ts).
    defaultViewTransition: pageTransitions,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    // The page's deferred components (site/deferred.tsx), as its loaders listed them: the
    // browser loads their code before it hydrates, so nothing on the page waits on a chunk.
    dehydrate: (): DehydratedPage => ({
      deferred: router.state.matches.flatMap((match) => pageLoaderDataOf(match)?.deferred ?? []),
    }),
    // A chunk that fails to load must not stop the page from hydrating: its component then
    // loads as it renders, and fails there, inside the page's error boundary.
    hydrate: (dehydrated: DehydratedPage) =>
      preloadDeferred(dehydrated.deferred ?? []).catch((error: unknown) =>
        console.warn('A page chunk did not load before hydration:', error),
      ),
  });
  // Not the data only kept server markup shows (site/dehydration.ts): no hydrating code reads it.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    dehydrateOptions: { shouldDehydrateQuery },
  });
  return router;
}

type DehydratedPage = { deferred?: string[] };

/** How long fetched data stays fresh: a query is not fetched again within this time. */
export const freshnessMs = 30_000;

/**
 * How long data updated at `updatedAt` stays fresh (TanStack Query's `staleTime`). Data that
 * came with the page (updated before the page loaded: a cached page's data can be minutes old)
 * counts from the page load, not from its server render: hydration must not fetch again what
 * the page already shows (issue 16: four requests and a second render of the home page on
 * every cached load). What changes quickly says so itself (the product page's stock has its
 * own `staleTime: 0`); the page cache's own TTL bounds how old the HTML can be.
 */
export function freshFor(updatedAt: number, pageLoadedAt: number | undefined): number {
  if (pageLoadedAt === undefined || updatedAt >= pageLoadedAt) return freshnessMs;
  return pageLoadedAt - updatedAt + freshnessMs;
}

/**
 * Retries a failed query once in the browser (a dropped connection), never a refusal (4xx:
 * asking again gets the same answer) nor a 503 (the API has said when to come back), and never
 * on the server, where a retry only holds the page back: the browser tries again after
 * hydration if it must.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (typeof window === 'undefined') return false;
  return shouldRetryQuery(failureCount, error);
}

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges interfaces only
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges interfaces only
  interface StaticDataRouteOption {
    /** The layout the route renders in. */
    layout?: LayoutName;
    /**
     * `public`: the route shows every visitor the same page (content, catalogue), so shared
     * caches may keep it; personal data fills in after hydration. Any other route is
     * `private, no-store`.
     */
    cache?: 'public';
  }
}

/**
 * A router that matches addresses and builds links but never loads: its clients have nowhere
 * to go, so anything that tried would throw. The server keys its page cache with one
 * (entry-server.tsx); tests match routes and build links with one.
 */
export function createRouteMatcher() {
  const nowhere = {
    baseUrl: 'http://route-matcher.invalid',
    fetch: async () => {
      throw new Error('The route matcher loads nothing');
    },
  };
  return getRouter({
    shop: createOwnServerClient(nowhere),
    catalogue: createCatalogueClient(nowhere),
    stores: createStoresClient(nowhere),
    origin: nowhere.baseUrl,
    buildId: 'route-matcher',
  });
}
