import { createStoresClient } from '@cairn/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { LayoutName, RouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';
import { preloadDeferred } from './site/deferred.tsx';
import { ErrorPage } from './site/ErrorPage.tsx';
import { parsePlainSearch, stringifyPlainSearch } from './site/plain-search.ts';
import { shouldRetryQuery } from './site/service-unavailable.ts';

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
  demo = false,
  previewVerified = false,
  nonce,
  // The server passes one over its in-process API; the browser calls its own origin.
  stores = createStoresClient({ baseUrl: origin }),
}: Pick<RouterContext, 'shop' | 'catalogue' | 'origin' | 'buildId'> &
  Partial<Pick<RouterContext, 'stores' | 'demo' | 'previewVerified'>> & {
    /** The CSP nonce the server's inline scripts carry (server only). */
    nonce?: string | undefined;
  }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce } },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, shop, catalogue, stores, origin, buildId, demo, previewVerified },
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    // Plain query strings (`?brand=northwall&page=2`), not JSON: shareable, crawlable links.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    // The page's deferred components (site/deferred.tsx), as its loaders listed them: the
    // browser loads their code before it hydrates, so nothing on the page waits on a chunk.
    dehydrate: (): DehydratedPage => ({ deferred: deferredOfMatches(router.state.matches) }),
    // A chunk that fails to load must not stop the page from hydrating: its component then
    // loads as it renders, and fails there, inside the page's error boundary.
    hydrate: (dehydrated: DehydratedPage) =>
      preloadDeferred(dehydrated.deferred ?? []).catch((error: unknown) =>
        console.warn('A page chunk did not load before hydration:', error),
      ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

type DehydratedPage = { deferred?: string[] };

function deferredOfMatches(matches: readonly { loaderData?: unknown }[]): string[] {
  return matches.flatMap(
    (match) => (match.loaderData as DehydratedPage | undefined)?.deferred ?? [],
  );
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
