import type { ListingSort } from '@cairn/commerce-client';
import { stringifyPlainSearch } from '../site/plain-search.ts';
import type { ListingSearch } from './listing-search.ts';

/*
 * The states next to a listing's current one, for its links and controls. A module apart from
 * `listing-search.ts`: the router's search validation and the page loader need that one in the
 * code every page loads; these load with the listing's own code (issue 16).
 */

/**
 * The address of a listing state on the page at `path`, keeping `extra` params (the search
 * words) and landing on `anchor` when the listing is not at the top of its page.
 */
export function listingHref(
  path: string,
  state: ListingSearch,
  {
    extra,
    anchor,
  }: { extra?: Record<string, string> | undefined; anchor?: string | undefined } = {},
): string {
  // Written as the router writes a link's search: the filters flat, defaults left out.
  return `${path}${stringifyPlainSearch({ ...extra, ...state })}${anchor ? `#${anchor}` : ''}`;
}

/**
 * Link options for a change of filters: with JavaScript the page does not scroll; the anchor
 * is for the full page load without it.
 */
export function stayInPlace(anchor: string | undefined) {
  return {
    resetScroll: false,
    ...(anchor ? { hash: anchor, hashScrollIntoView: false } : {}),
  } as const;
}

/** The state after choosing or removing one filter value; back to page one either way. */
export function toggleFilter(state: ListingSearch, name: string, value: string): ListingSearch {
  const current = state.filters[name]?.split(',') ?? [];
  const next = current.includes(value)
    ? current.filter((existing) => existing !== value)
    : [...current, value];
  const filters = { ...state.filters };
  if (next.length > 0) filters[name] = next.join(',');
  else delete filters[name];
  return { filters, ...(state.sort ? { sort: state.sort } : {}) };
}

/** The state on page `page`; page one is the listing's own address, with no `page`. */
export function withPage(state: ListingSearch, page: number): ListingSearch {
  return { ...state, page: page > 1 ? page : undefined };
}

export function withSort(state: ListingSearch, sort: ListingSort): ListingSearch {
  const { page: _page, ...rest } = state;
  return sort === 'recommended' ? { filters: rest.filters } : { ...rest, sort };
}

export const sortLabels: Record<ListingSort, string> = {
  recommended: 'Recommended',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'top-rated': 'Top rated',
  'biggest-discount': 'Biggest discount',
};
