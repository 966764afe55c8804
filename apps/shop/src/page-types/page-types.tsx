import type { ResolvedPage } from '@cairn/commerce-client';
import { pageQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ListingSearch } from '../catalogue/listing-search.ts';
import { bundlePageType } from './bundle.tsx';
import { categoryPageType } from './category.tsx';
import { errorPageType } from './error.tsx';
import type { PageDeps, PageOf, PageType } from './page-type.ts';
import { productPageType } from './product.tsx';
import { retiredPageType } from './retired.tsx';
import { storyPageType } from './story.tsx';

/** Every page type the resolver answers, by its `type`: the one place a page's type is switched on. */
export const pageTypes: { [Type in ResolvedPage['type']]: PageType<PageOf<Type>> } = {
  product: productPageType,
  bundle: bundlePageType,
  category: categoryPageType,
  story: storyPageType,
  retired: retiredPageType,
  error: errorPageType,
};

/** The page type of `page`: its loader, chunks and component. */
export function pageTypeOf<Page extends ResolvedPage>(page: Page): PageType<Page> {
  // The map's type pairs each key with its page's module; TypeScript cannot follow that pairing
  // through an index by a union, so it is said here once.
  return pageTypes[page.type] as unknown as PageType<Page>;
}

const noListing: ListingSearch = { filters: {} };

/**
 * Renders the resolved page at `uri` with its page type's component (`pageTypes`): product
 * or bundle, a product no longer sold, category, content story (with its brand's listing on a
 * brand page), or the 404 story.
 */
export function PageContent({
  uri,
  deps,
  listing = noListing,
  listedBrand,
}: {
  uri: string;
  deps: PageDeps;
  listing?: ListingSearch;
  /** The brand whose products the story lists below its blocks (the loader checked it). */
  listedBrand?: string | undefined;
}) {
  const { shop } = useRouteContext({ from: '__root__' });
  const { data: page } = useSuspenseQuery(pageQueryOptions(shop, uri, deps));
  const { Component } = pageTypeOf(page);
  return <Component page={page} request={{ uri, deps, listing }} listedBrand={listedBrand} />;
}
