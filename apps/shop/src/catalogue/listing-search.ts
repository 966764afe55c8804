import {
  type ListingRequest,
  type ListingSort,
  listingFilterName,
  listingSorts,
} from '@cairn/commerce-client';

/**
 * A listing's state in the URL: `?brand=northwall,fellcraft&size=M&sort=price-asc&page=2`.
 * Every state is a plain, shareable and crawlable link; several values of one filter are
 * comma-separated.
 */
export type ListingSearch = {
  page?: number;
  sort?: ListingSort;
  /** Filter name to comma-separated values. */
  filters: Record<string, string>;
};

/**
 * Analytics' parameters (`gclid`, `fbclid`, `utm_*`): never filters, so no listing reads them
 * and the page cache's key leaves them out (site/route-search.ts).
 */
export const trackingParam =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|igshid|ttclid|twclid|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

/** Search keys that are not filters. */
const reserved = new Set(['page', 'sort', 'q', '_storyblok', '_storyblok_release']);

export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const result: ListingSearch = { filters: {} };
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 1000) result.page = page;
  if (listingSorts.includes(search.sort as ListingSort) && search.sort !== 'recommended') {
    result.sort = search.sort as ListingSort;
  }
  // By name, whatever order the URL gave: `?size=M&brand=a` and `?brand=a&size=M` are one
  // page, with one cache key and the same loader deps (so the same match ids to hydrate).
  for (const key of Object.keys(search).sort()) {
    // As the catalogue names them (the contract's rule): fixed facets and attribute keys.
    if (reserved.has(key) || !listingFilterName.test(key) || trackingParam.test(key)) continue;
    const values = String(search[key])
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0 && part.length <= 100);
    if (values.length > 0) result.filters[key] = [...new Set(values)].join(',');
  }
  return result;
}

/** The URL search params of a listing state, for links (page and sort left out at defaults). */
export function listingSearchParams(state: ListingSearch): Record<string, string | number> {
  return {
    ...state.filters,
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.page && state.page > 1 ? { page: state.page } : {}),
  };
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
