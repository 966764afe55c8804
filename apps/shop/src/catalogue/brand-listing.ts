import type { Story } from '@cairn/commerce-client';
import type { ListingSearch } from './listing-search.ts';

/** The element a brand page's listing sits in, below the story's blocks. */
export const brandListingAnchor = 'brand-products';

const brandSlug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The brand whose products a story lists below its blocks: a brand page (`/brands/{brand}`)
 * names it in `content.brand_slug`. Its sub-pages (`content.sub_page`: mens, snow, …) are
 * curated selections and list nothing more.
 */
export function listedBrandOf(story: Story): string | null {
  const { brand_slug: brand, sub_page: subPage } = story.content as {
    brand_slug?: unknown;
    sub_page?: unknown;
  };
  if (typeof brand !== 'string' || !brandSlug.test(brand)) return null;
  if (typeof subPage === 'string' && subPage !== '') return null;
  return brand;
}

/**
 * The listing state of a brand page: a `brand` filter in the address is dropped, as the page
 * fixes the brand (the catalogue refuses one), so no link carries it on either.
 */
export function brandListingState(state: ListingSearch): ListingSearch {
  if (!('brand' in state.filters)) return state;
  const { brand: _brand, ...filters } = state.filters;
  return { ...state, filters };
}
