import { queryOptions } from '@tanstack/react-query';
import type { RecommendationsClient } from '../recommendations/recommendations-client.ts';
import type { CollectionName, RecommendationKeys } from '../recommendations/types.ts';

/**
 * Query keys for recommendations. They include the shopper's keys, which change after an
 * order, so a new shopper identity never reads the last one's lists.
 */
export const recommendationKeys = {
  all: ['cairn', 'recommendations'] as const,
  cart: (keys: RecommendationKeys, skus: string[]) =>
    [...recommendationKeys.all, 'cart', keys.sessionKey, keys.customerKey, skus] as const,
  product: (keys: RecommendationKeys, sku: string, limit: number) =>
    [...recommendationKeys.all, 'product', keys.sessionKey, keys.customerKey, sku, limit] as const,
  collection: (
    keys: RecommendationKeys,
    request: { list: CollectionName; reference?: string; limit?: number },
  ) =>
    [...recommendationKeys.all, 'collection', keys.sessionKey, keys.customerKey, request] as const,
};

/** Bag recommendations: co-purchases of the cart's skus and the bag bestsellers (6). */
export function cartRecommendationsQueryOptions(
  client: RecommendationsClient,
  keys: RecommendationKeys,
  skus: string[],
) {
  return queryOptions({
    queryKey: recommendationKeys.cart(keys, skus),
    queryFn: ({ signal }) => client.cart(keys, skus, { signal, bestsellersLimit: 6 }),
    staleTime: 60 * 1000,
  });
}

/** A product page's rows (8 each unless `limit`). */
export function productRecommendationsQueryOptions(
  client: RecommendationsClient,
  keys: RecommendationKeys,
  sku: string,
  limit = 8,
) {
  return queryOptions({
    queryKey: recommendationKeys.product(keys, sku, limit),
    queryFn: ({ signal }) => client.productRecommendations(keys, sku, { signal, limit }),
    staleTime: 30 * 1000,
  });
}

/** A named collection (search recommendations: `{ list: 'search', limit: 4 }`). */
export function productCollectionQueryOptions(
  client: RecommendationsClient,
  keys: RecommendationKeys,
  request: { list: CollectionName; reference?: string; limit?: number },
) {
  return queryOptions({
    queryKey: recommendationKeys.collection(keys, request),
    queryFn: ({ signal }) => client.productCollection(keys, request, { signal }),
    staleTime: 60 * 1000,
  });
}
