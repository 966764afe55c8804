import type { AnyRouter } from '@tanstack/react-router';

/**
 * The search params a page renders from: what the `validateSearch` of each route matching
 * `pathname` keeps, root first, each given the URL's params with its parents' kept ones laid
 * over them (as TanStack Router validates a match). A parameter no route keeps (analytics'
 * `utm_*`, `gclid` or `fbclid`, a cache buster such as `_cb`, a misspelt page number) changes
 * nothing on the page: the page cache leaves it out of its key (server/page-cache/page-key.ts)
 * and the links that mark the page shown ignore it (plain-links.ts), so the server's HTML is
 * the same bytes with or without it.
 *
 * Routes validate with plain functions here; a route given a schema instead would be a route
 * whose params this cannot read, so it says so rather than leaving them out.
 */
export function routeSearchOf(
  router: Pick<AnyRouter, 'getMatchedRoutes'>,
  pathname: string,
  search: Record<string, unknown>,
): Record<string, unknown> {
  const [routes] = router.getMatchedRoutes(pathname);
  let kept: Record<string, unknown> = {};
  for (const route of routes) {
    const validate: unknown = route.options.validateSearch;
    if (validate === undefined) continue;
    if (typeof validate !== 'function') {
      throw new Error(`Route ${route.id} validates its search with a schema: use a function`);
    }
    const own: unknown = validate({ ...search, ...kept });
    if (own && typeof own === 'object') kept = { ...kept, ...own };
  }
  return kept;
}
