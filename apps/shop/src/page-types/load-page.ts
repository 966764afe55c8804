import type { PageMeta } from '@cairn/commerce-client';
import {
  brandProductsQueryOptions,
  categoryProductsQueryOptions,
  pageQueryOptions,
  productsBySkuQueryOptions,
} from '@cairn/commerce-client/query';
import { notFound } from '@tanstack/react-router';
import { brandListingState, listedBrandOf } from '../catalogue/brand-listing.ts';
import { bundleSkus } from '../catalogue/bundle-skus.ts';
import { type ListingSearch, listingRequest } from '../catalogue/listing-search.ts';
import {
  jsonForScript,
  productBreadcrumbs,
  productStructuredData,
} from '../catalogue/structured-data.ts';
import type { LayoutName, RouterContext } from '../router-context.ts';
import { pageHead } from '../seo/page-head.ts';
import { refusalStatus } from '../site/refusal-status.ts';
import { isServiceUnavailable } from '../site/service-unavailable.ts';

export type PageDeps = { preview: boolean; release?: string };

/** What the catalogue says when a listing's filters cannot be met as asked (too many, say). */
export type BadListingRequest = { status: 400; message: string };

/**
 * Resolves the page at `uri` into the query cache, and the data its type needs: a category's
 * or a brand page's listing for the state in the URL, a bundle's parts, a story's block data.
 * An unknown page, or one the resolver failed on, throws notFound, which renders the 404 story
 * with HTTP status 404; a page whose data waits on a service that is down throws the 503.
 * `listedBrand` names the brand whose listing the page shows below its blocks, if any.
 */
export async function loadPage(
  context: RouterContext,
  uri: string,
  deps: PageDeps,
  listing: ListingSearch = { filters: {} },
) {
  const query = pageQueryOptions(context.shop, uri, deps);
  let resolverFailed = false;
  const page = await context.queryClient.ensureQueryData(query).catch(async (error: unknown) => {
    // A service behind the API is down (503, Retry-After): the page exists or not, nobody can
    // say yet, so it is the "short break" page with its 503, not a 404.
    if (isServiceUnavailable(error)) throw error;
    // An address that cannot be a page (the resolver refuses it, or nothing answers for it) is
    // a 404 like any other, and so is a failed resolver (requirements R-ERR-2): 'Page Not Found:
    // {path}' over the 404 story. A failure is logged; the error page is for when even the 404
    // story cannot be read.
    const status = refusalStatus(error);
    if (status !== 400 && status !== 404) {
      resolverFailed = true;
      console.error(`The resolver failed for ${uri}:`, error);
    }
    const story = await context.shop.getStory('general-pages/404-page', deps);
    const notFoundPage = {
      type: 'error' as const,
      story,
      meta: { ...notFoundMeta(uri), title: `Page Not Found: ${uri}` },
    };
    context.queryClient.setQueryData(query.queryKey, notFoundPage);
    return notFoundPage;
  });
  // A failure's 404 must not be kept by a cache as if the page were gone (entry-server.tsx).
  if (page.type === 'error') throw notFound({ data: { uri, resolverFailed } });
  const head = pageHead(page.meta, context.origin);
  let layout: LayoutName = 'default';
  // The server answers a product no longer sold with status 410 (entry-server.tsx).
  if (page.type === 'retired') {
    return { uri, layout, head, listedBrand: null, badRequest: undefined, gone: true };
  }
  if (page.type === 'category') {
    const refused = await refusedListing(
      context.queryClient.ensureQueryData(
        categoryProductsQueryOptions(context.catalogue, page.category.uri, listingRequest(listing)),
      ),
    );
    if (refused) return { uri, layout, head, listedBrand: null, badRequest: refused };
    head.links = withListingCanonical(head.links, page.meta.canonicalPath, listing, context.origin);
  } else if (page.type !== 'story') {
    if (page.product.bundleInfo) {
      await context.queryClient.ensureQueryData(
        productsBySkuQueryOptions(context.catalogue, bundleSkus(page.product)),
      );
    }
    // JSON-LD is for crawlers, which read the server's HTML (and the first page hydrates with
    // the server's head); a client navigation's document needs none. Building it on the server
    // only keeps the builder out of the bundle every page loads (issue 16).
    const scripts: { type: string; children: string }[] = [];
    if (import.meta.env.SSR) {
      const data = productStructuredData(
        page.product,
        productBreadcrumbs(page.product),
        context.origin,
      );
      scripts.push({ type: 'application/ld+json', children: jsonForScript(data) });
    }
    return { uri, layout, head: { ...head, scripts }, listedBrand: null, badRequest: undefined };
  } else {
    const brand = listedBrandOf(page.story);
    const [, listed] = await Promise.all([
      // Its code is a chunk of its own, which only a client navigation loads: a first load
      // hydrates with the data the server sent (story-blocks/kept-block-data.tsx).
      import('../story-blocks/kept-block-data.tsx').then((kept) =>
        kept.loadStoryBlockData(context, page.story, deps.preview),
      ),
      brand ? loadBrandListing(context, brand, listing) : false,
    ]);
    if (page.story.content.component === 'info-page') layout = 'info';
    if (listed === 'refused') {
      return {
        uri,
        layout,
        head,
        listedBrand: null,
        badRequest: { status: 400, message: tooManyFilters } satisfies BadListingRequest,
      };
    }
    if (listed) {
      head.links = withListingCanonical(
        head.links,
        page.meta.canonicalPath,
        listing,
        context.origin,
      );
      return { uri, layout, head, listedBrand: brand, badRequest: undefined };
    }
  }
  return { uri, layout, head, listedBrand: null, badRequest: undefined };
}

const tooManyFilters =
  'This page cannot be shown with these filters: there are too many of them, or they cannot be combined. Clear some filters and try again.';

/** A listing the catalogue refused as asked (400): what to tell the shopper; else undefined. */
async function refusedListing(load: Promise<unknown>): Promise<BadListingRequest | undefined> {
  try {
    await load;
    return undefined;
  } catch (error) {
    if (refusalStatus(error) !== 400) throw error;
    return { status: 400, message: tooManyFilters };
  }
}

/**
 * A brand page's listing into the cache; false when the catalogue does not know the brand the
 * story names (an editor's slip), so the page shows its blocks alone rather than failing.
 */
async function loadBrandListing(
  context: RouterContext,
  brand: string,
  listing: ListingSearch,
): Promise<boolean | 'refused'> {
  try {
    await context.queryClient.ensureQueryData(
      brandProductsQueryOptions(
        context.catalogue,
        brand,
        listingRequest(brandListingState(listing)),
      ),
    );
    return true;
  } catch (error) {
    if (refusalStatus(error) === 400) return 'refused';
    if (refusalStatus(error) !== 404) throw error;
    console.warn(`No brand '${brand}' in the catalogue: its brand page lists no products`);
    return false;
  }
}

/** Filtered and sorted views are the same page for search engines; pages are not. */
function withListingCanonical(
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

function notFoundMeta(uri: string): PageMeta {
  return {
    title: `Page Not Found: ${uri}`,
    description: 'We could not find the page you were looking for.',
    canonicalPath: '/',
    hreflangs: [],
    ogTitle: 'Page not found',
    ogDescription: '',
    ogImage: null,
    ogType: 'website',
    twitterTitle: 'Page not found',
    twitterDescription: '',
    twitterImage: null,
    datePublished: null,
    dateModified: null,
  };
}
