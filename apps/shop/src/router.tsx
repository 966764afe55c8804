import {
  type CatalogueClient,
  createStoresClient,
  type OwnServerClient,
  type StoresClient,
} from '@cairn/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from './routeTree.gen.ts';
import { ErrorPage } from './site/ErrorPage.tsx';
import { parsePlainSearch, stringifyPlainSearch } from './site/plain-search.ts';

export type RouterContext = {
  queryClient: QueryClient;
  shop: OwnServerClient;
  catalogue: CatalogueClient;
  /** Store appointments and order tracking. */
  stores: StoresClient;
  /** The shop's public origin, for canonical and hreflang links. */
  origin: string;
  /** Which build this page runs: the hashed address of the client entry. */
  buildId: string;
};

/**
 * A fresh router and query cache: one per request on the server, one per page load in the
 * browser. Query data fetched by loaders on the server is streamed to the browser with the
 * HTML, so hydration does not fetch it again.
 */
export function getRouter({
  shop,
  catalogue,
  origin,
  buildId,
  // The server passes one over its in-process API; the browser calls its own origin.
  stores = createStoresClient({ baseUrl: origin }),
}: Pick<RouterContext, 'shop' | 'catalogue' | 'origin' | 'buildId'> &
  Partial<Pick<RouterContext, 'stores'>>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, shop, catalogue, stores, origin, buildId },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    // Plain query strings (`?brand=northwall&page=2`), not JSON: shareable, crawlable links.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
  interface StaticDataRouteOption {
    /** The layout the route renders in (seed 000: default, ecomm, info). */
    layout?: LayoutName;
  }
}

export type LayoutName = 'default' | 'ecomm' | 'info';
