import { brandProductsQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { brandListingAnchor, brandListingState } from './brand-listing.ts';
import { type ListingSearch, listingRequest } from './listing-search.ts';
import { ProductCount, ProductListing } from './ProductListing.tsx';

/**
 * Every product of a brand, below its brand page's blocks: the category listing's filters
 * (without the brand), sort and pages, loaded by the page's loader.
 */
export function BrandListing({
  brand,
  state,
  path,
}: {
  brand: string;
  state: ListingSearch;
  path: string;
}) {
  const { catalogue } = useRouteContext({ from: '__root__' });
  const brandState = brandListingState(state);
  const { data } = useSuspenseQuery(
    brandProductsQueryOptions(catalogue, brand, listingRequest(brandState)),
  );
  const name = data.brand.name;
  return (
    <section
      id={brandListingAnchor}
      className="shop-listing shop-brand-listing"
      aria-labelledby={`${brandListingAnchor}-title`}
    >
      <header className="shop-listing__header">
        <h2 id={`${brandListingAnchor}-title`}>All {name}</h2>
        <ProductCount total={data.pagination.total_products} />
      </header>
      <ProductListing
        listing={data}
        state={brandState}
        path={path}
        labels={{ products: `${name} products`, pages: `${name} pages` }}
        anchor={brandListingAnchor}
      />
    </section>
  );
}
