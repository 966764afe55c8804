import type { ListingSearch } from '../catalogue/listing-search.ts';
import { refusalStatus } from '../site/refusal-status.ts';
import type { BadListingRequest } from './page-type.ts';

/** What a page whose listing the catalogue refused (400) tells the shopper. */
export const tooManyFilters: BadListingRequest = {
  status: 400,
  message:
    'This page cannot be shown with these filters: there are too many of them, or they cannot be combined. Clear some filters and try again.',
};

/** A listing the catalogue refused as asked (400): what to tell the shopper; else undefined. */
export async function refusedListing(
  load: Promise<unknown>,
): Promise<BadListingRequest | undefined> {
  try {
    await load;
    return undefined;
  } catch (error) {
    if (refusalStatus(error) !== 400) throw error;
    return tooManyFilters;
  }
}

/** Filtered and sorted views are the same page for search engines; pages are not. */
export function withListingCanonical(
  links: Record<string, string>[],
  canonicalPath: string,
  listing: ListingSearch,
  origin: string,
): Record<string, string>[] {
  const canonical = new URL(canonicalPath, origin);
  if (listing.page && listing.page > 1) canonical.searchParams.set('page', String(listing.page));
  // The hreflang alternates name the same page as the canonical link.
  const pagePath = new URL(canonicalPath, origin).href;
  return links.map((link) =>
    link.rel === 'canonical' || (link.rel === 'alternate' && link.href === pagePath)
      ? { ...link, href: canonical.href }
      : link,
  );
}
