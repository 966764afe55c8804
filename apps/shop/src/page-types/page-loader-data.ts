import type { MakeRouteMatchUnion } from '@tanstack/react-router';
import type { PageLoaderData } from './load-page.ts';

/**
 * The page loader's data of a route match (`loadPage`: the catch-all, the home page and the
 * other content routes), as TanStack Router types each route's loader data; undefined for a
 * route with a loader of its own, or none. The server reads its status from it
 * (entry-server.tsx), the root its layout, and the browser the chunks to load before it
 * hydrates (router.tsx).
 */
export function pageLoaderDataOf(match: MakeRouteMatchUnion): PageLoaderData | undefined {
  const data = match.loaderData;
  return data && typeof data === 'object' && 'deferred' in data ? data : undefined;
}
