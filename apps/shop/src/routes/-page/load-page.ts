import type { ApiError, PageMeta } from '@cairn/commerce-client';
import {
  categoryProductsQueryOptions,
  pageQueryOptions,
  productsBySkuQueryOptions,
} from '@cairn/commerce-client/query';
import { notFound } from '@tanstack/react-router';
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
 * listing for the state in the URL, a bundle's parts. An unknown page throws notFound, which
 * renders the 404 story with HTTP status 404.
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
    // Filtered and sorted views are the same page for search engines; pages are not.
    const canonical = new URL(page.meta.canonicalPath, context.origin);
    if (listing.page && listing.page > 1) canonical.searchParams.set('page', String(listing.page));
    // The hreflang alternates name the same page as the canonical link.
    const pagePath = new URL(page.meta.canonicalPath, context.origin).href;
    head.links = head.links.map((link) =>
      link.rel === 'canonical' || (link.rel === 'alternate' && link.href === pagePath)
        ? { ...link, href: canonical.href }
        : link,
    );
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
    };
  } else {
    await loadStoryBlockData(context, page.story, deps.preview);
    if (page.story.content.component === 'info-page') layout = 'info';
  }
  return { uri, layout, head };
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
