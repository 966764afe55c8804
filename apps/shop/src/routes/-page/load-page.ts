import type { ApiError, PageMeta } from '@cairn/commerce-client';
import {
  brandProductsQueryOptions,
  categoryProductsQueryOptions,
  pageQueryOptions,
  productsBySkuQueryOptions,
} from '@cairn/commerce-client/query';
import { notFound } from '@tanstack/react-router';
import { brandListingState, listedBrandOf } from '../../catalogue/brand-listing.ts';
import { bundleSkus } from '../../catalogue/bundle-skus.ts';
import { type ListingSearch, listingRequest } from '../../catalogue/listing-search.ts';
import {
  jsonForScript,
  productBreadcrumbs,
  productStructuredData,
} from '../../catalogue/structured-data.ts';
import type { LayoutName, RouterContext } from '../../router.tsx';
import { pageHead } from '../../seo/page-head.ts';
import { loadStoryBlockData } from './story-block-data.tsx';

export type PageDeps = { preview: boolean; release?: string };

/**
 * Resolves the page at `uri` into the query cache, and the data its type needs: a category's
 * or a brand page's listing for the state in the URL, a bundle's parts, a story's block data.
 * An unknown page throws notFound, which renders the 404 story with HTTP status 404.
 * `listedBrand` names the brand whose listing the page shows below its blocks, if any.
 */
export async function loadPage(
  context: RouterContext,
  uri: string,
  deps: PageDeps,
  listing: ListingSearch = { filters: {} },
) {
  const query = pageQueryOptions(context.shop, uri, deps);
  const page = await context.queryClient.ensureQueryData(query).catch(async (error: unknown) => {
    // An address that cannot be a page (the resolver refuses it) is a 404 like any other:
    // 'Page Not Found: {path}' over the 404 story.
    if ((error as Partial<ApiError> | null)?.status !== 400) throw error;
    const story = await context.shop.getStory('general-pages/404-page', deps);
    const notFoundPage = {
      type: 'error' as const,
      story,
      meta: { ...notFoundMeta(uri), title: `Page Not Found: ${uri}` },
    };
    context.queryClient.setQueryData(query.queryKey, notFoundPage);
    return notFoundPage;
  });
  if (page.type === 'error') throw notFound({ data: { uri } });
  const head = pageHead(page.meta, context.origin);
  let layout: LayoutName = 'default';
  if (page.type === 'category') {
    await context.queryClient.ensureQueryData(
      categoryProductsQueryOptions(context.catalogue, page.category.uri, listingRequest(listing)),
    );
    head.links = withListingCanonical(head.links, page.meta.canonicalPath, listing, context.origin);
  } else if (page.type !== 'story') {
    if (page.product.bundleInfo) {
      await context.queryClient.ensureQueryData(
        productsBySkuQueryOptions(context.catalogue, bundleSkus(page.product)),
      );
    }
    const data = productStructuredData(
      page.product,
      productBreadcrumbs(page.product),
      context.origin,
    );
    return {
      uri,
      layout,
      head: {
        ...head,
        scripts: [{ type: 'application/ld+json', children: jsonForScript(data) }],
      },
      listedBrand: null,
    };
  } else {
    const brand = listedBrandOf(page.story);
    const [, listed] = await Promise.all([
      loadStoryBlockData(context, page.story, deps.preview),
      brand ? loadBrandListing(context, brand, listing) : false,
    ]);
    if (page.story.content.component === 'info-page') layout = 'info';
    if (listed) {
      head.links = withListingCanonical(
        head.links,
        page.meta.canonicalPath,
        listing,
        context.origin,
      );
      return { uri, layout, head, listedBrand: brand };
    }
  }
  return { uri, layout, head, listedBrand: null };
}

/**
 * A brand page's listing into the cache; false when the catalogue does not know the brand the
 * story names (an editor's slip), so the page shows its blocks alone rather than failing.
 */
async function loadBrandListing(
  context: RouterContext,
  brand: string,
  listing: ListingSearch,
): Promise<boolean> {
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
    if ((error as Partial<ApiError> | null)?.status !== 404) throw error;
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
