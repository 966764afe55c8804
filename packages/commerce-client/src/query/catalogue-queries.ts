import { queryOptions } from '@tanstack/react-query';
import type { CatalogueClient } from '../catalogue/catalogue-client.ts';
import type { ListingRequest } from '../catalogue/types.ts';
import type { OwnServerClient } from '../own-server/own-server-client.ts';
import { ownServerKeys } from './own-server-queries.ts';

/** Query keys for the catalogue. */
export const catalogueKeys = {
  all: ['cairn', 'catalogue'] as const,
  category: (uri: string, request: ListingRequest) =>
    [...catalogueKeys.all, 'category', uri, request] as const,
  brand: (slug: string, request: ListingRequest) =>
    [...catalogueKeys.all, 'brand', slug, request] as const,
  search: (q: string, request: ListingRequest) =>
    [...catalogueKeys.all, 'search', q, request] as const,
  bySku: (skus: string[]) => [...catalogueKeys.all, 'by-sku', skus] as const,
  suggest: (q: string) => [...catalogueKeys.all, 'suggest', q] as const,
};

/**
 * A page of a category listing. Listings answer only what a listing shows of each product
 * (`ListedProduct`): the query's data is what a server-rendered page sends to hydrate.
 */
export function categoryProductsQueryOptions(
  client: CatalogueClient,
  uri: string,
  request: ListingRequest = {},
) {
  return queryOptions({
    queryKey: catalogueKeys.category(uri, request),
    queryFn: ({ signal }) => client.categoryProducts({ ...request, uri }, { signal }),
    staleTime: 60 * 1000,
  });
}

/** A page of a brand's listing with the brand (its name and description). */
export function brandProductsQueryOptions(
  client: CatalogueClient,
  brand: string,
  request: ListingRequest = {},
) {
  return queryOptions({
    queryKey: catalogueKeys.brand(brand, request),
    queryFn: ({ signal }) => client.brandProducts({ ...request, brand }, { signal }),
    staleTime: 60 * 1000,
  });
}

export function searchQueryOptions(
  client: CatalogueClient,
  q: string,
  request: ListingRequest = {},
) {
  return queryOptions({
    queryKey: catalogueKeys.search(q, request),
    queryFn: ({ signal }) => client.search({ ...request, q }, { signal }),
    staleTime: 60 * 1000,
  });
}

export function productsBySkuQueryOptions(client: CatalogueClient, skus: string[]) {
  return queryOptions({
    queryKey: catalogueKeys.bySku(skus),
    queryFn: ({ signal }) => client.productsBySku(skus, { signal }),
    staleTime: 60 * 1000,
  });
}

/** Stories of a folder or chosen by uuid, for article-listing blocks. */
export function contentEntriesQueryOptions(
  client: OwnServerClient,
  query: { startsWith?: string; uuids?: string[]; perPage?: number },
  preview = false,
) {
  return queryOptions({
    queryKey: ownServerKeys.contentEntries(query, preview),
    queryFn: ({ signal }) => client.getContentEntries(query, { signal, preview }),
    staleTime: preview ? 0 : 5 * 60 * 1000,
  });
}
