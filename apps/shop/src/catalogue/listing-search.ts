import {
  type ListingRequest,
  type ListingSort,
  listingFilterName,
  listingSorts,
} from '@cairn/commerce-client';

/**
 * A listing's state, as the listing routes validate it and their loaders and components read
 * it. In the URL its filters stand flat beside sort and page, in name order, defaults left
 * out: `?brand=northwall,fellcraft&size=M&sort=price-asc&page=2`. Every state is a plain,
 * shareable and crawlable link; several values of one filter are comma-separated.
 */
export type ListingSearch = {
  /** Filter name to comma-separated values. */
  filters: Record<string, string>;
  /** Left out (or undefined) for the default, `recommended`. */
  sort?: ListingSort;
  /** Left out (or undefined) for page one. */
  page?: number;
};

/**
 * Analytics' parameters (`gclid`, `fbclid`, `utm_*`): never filters, so no listing reads them
 * and the page cache's key leaves them out (site/route-search.ts).
 */
export const trackingParam =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|igshid|ttclid|twclid|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

/** Search keys that are not filters. */
const reserved = new Set(['page', 'sort', 'q', '_storyblok', '_storyblok_release']);

/**
 * The listing state of a page's search params, as the listing routes validate them: read once
 * from the URL's flat params (`?brand=a,b&size=M&sort=price-asc&page=2`), or from a state
 * already grouped (a link's `{ filters, sort, page }`, or the router validating its own search
 * again), by the same rule. The router writes it back flat (site/plain-search.ts).
 *
 * `sort` and `page` are always keys, undefined at their defaults: the router lays what a route
 * validates over the URL's own params, and a raw `page=1` or `sort=cheapest` left showing
 * through would reach the loader, and a match id the page cache's key does not know. For the
 * same reason a link gives its state whole (`toggleFilter`, `withSort`), never laid over the
 * router's previous search, where the URL's flat filters still stand beside the group.
 */
export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const page = Number(search.page);
  const sort = listingSorts.find((known) => known === search.sort && known !== 'recommended');
  return {
    filters: filtersOf(isRecord(search.filters) ? search.filters : search),
    sort,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : undefined,
  };
}

function filtersOf(params: Record<string, unknown>): Record<string, string> {
  const filters: Record<string, string> = {};
  // By name, whatever order the URL gave: `?size=M&brand=a` and `?brand=a&size=M` are one
  // page, with one cache key and the same loader deps (so the same match ids to hydrate).
  for (const key of Object.keys(params).sort()) {
    // As the catalogue names them (the contract's rule): fixed facets and attribute keys.
    if (reserved.has(key) || !listingFilterName.test(key) || trackingParam.test(key)) continue;
    const values = String(params[key])
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0 && part.length <= 100);
    if (values.length > 0) filters[key] = [...new Set(values)].join(',');
  }
  return filters;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What to ask the catalogue for: the filters grouped by name, as the URL has them. */
export function listingRequest(state: ListingSearch): ListingRequest {
  return {
    page: state.page ?? 1,
    sort: state.sort ?? 'recommended',
    filters: Object.fromEntries(
      Object.entries(state.filters).map(([name, values]) => [name, values.split(',')]),
    ),
  };
}
