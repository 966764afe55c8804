import type { ResolvedPage } from '@cairn/commerce-client';
import { categoryProductsQueryOptions, pageQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { BrandListing } from '../../catalogue/BrandListing.tsx';
import { CategoryPage } from '../../catalogue/CategoryPage.tsx';
import { type ListingSearch, listingRequest } from '../../catalogue/listing-search.ts';
import { ProductPage } from '../../catalogue/ProductPage.tsx';
import type { PageDeps } from './load-page.ts';
import { StoryPage } from './StoryPage.tsx';

/**
 * Renders the resolved page by its type: product or bundle, category, or content story (with
 * its brand's listing on a brand page).
 */
export function PageContent({
  uri,
  deps,
  listing,
  listedBrand = null,
}: {
  uri: string;
  deps: PageDeps;
  listing: ListingSearch;
  /** The brand whose products the story lists below its blocks (the loader checked it). */
  listedBrand?: string | null;
}) {
  const { shop } = useRouteContext({ from: '__root__' });
  const { data: page } = useSuspenseQuery(pageQueryOptions(shop, uri, deps));
  switch (page.type) {
    case 'product':
    case 'bundle':
      return <ProductPage key={page.product.id} product={page.product} />;
    case 'category':
      return <CategoryListing page={page} listing={listing} />;
    default:
      return (
        <StoryPage uri={uri} deps={deps}>
          {listedBrand ? (
            <BrandListing brand={listedBrand} state={listing} path={page.meta.canonicalPath} />
          ) : null}
        </StoryPage>
      );
  }
}

function CategoryListing({
  page,
  listing,
}: {
  page: Extract<ResolvedPage, { type: 'category' }>;
  listing: ListingSearch;
}) {
  const { catalogue } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(
    categoryProductsQueryOptions(catalogue, page.category.uri, listingRequest(listing)),
  );
  return (
    <CategoryPage
      category={data.category ?? page.category}
      story={page.story}
      listing={data}
      state={listing}
      path={page.category.uri}
    />
  );
}
