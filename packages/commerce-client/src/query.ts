import { queryOptions } from '@tanstack/react-query';
import type { CatalogueClient } from './catalogue/catalogue-client.ts';
import { withListedProducts } from './catalogue/listed-product.ts';
import type { ListingRequest } from './catalogue/types.ts';
import type { CommerceClient } from './commerce/commerce-client.ts';
import type { OwnServerClient } from './own-server/own-server-client.ts';
import type { RecommendationsClient } from './recommendations/recommendations-client.ts';
import type { CollectionName, RecommendationKeys } from './recommendations/types.ts';
import type { StoresClient } from './stores/stores-client.ts';
import type { SlotsRequest } from './stores/types.ts';

/** Query keys for the own server, one factory per resource so keys are never written inline. */
export const ownServerKeys = {
  all: ['cairn'] as const,
  setup: () => [...ownServerKeys.all, 'setup'] as const,
  globals: (preview: boolean) => [...ownServerKeys.all, 'globals', { preview }] as const,
  contentEntries: (
    query: { startsWith?: string; uuids?: string[]; perPage?: number },
    preview: boolean,
  ) => [...ownServerKeys.all, 'content-entries', query, { preview }] as const,
  /** Every resolved page in the cache, whatever its address (to update or refetch them all). */
  pages: () => [...ownServerKeys.all, 'page'] as const,
  page: (uri: string, preview: boolean, release?: string) =>
    [...ownServerKeys.pages(), uri, { preview, release }] as const,
};

export function setupQueryOptions(client: OwnServerClient) {
  return queryOptions({
    queryKey: ownServerKeys.setup(),
    queryFn: ({ signal }) => client.getSetup({ signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function globalsQueryOptions(client: OwnServerClient, preview = false) {
  return queryOptions({
    queryKey: ownServerKeys.globals(preview),
    queryFn: ({ signal }) => client.getGlobals({ signal, preview }),
    staleTime: preview ? 0 : 5 * 60 * 1000,
  });
}

/** The resolved page at a full path, keyed by the path as the catch-all route is. */
export function pageQueryOptions(
  client: OwnServerClient,
  uri: string,
  { preview = false, release }: { preview?: boolean; release?: string } = {},
) {
  return queryOptions({
    queryKey: ownServerKeys.page(uri, preview, release),
    queryFn: ({ signal }) => client.resolvePage(uri, { signal, preview, release }),
    staleTime: preview ? 0 : 60 * 1000,
  });
}

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
 * A page of a category listing with its category meta (breadcrumbs, children). The listing
 * queries keep of each product only what a listing shows (`ListedProduct`): the query's data
 * is what a server-rendered page sends to hydrate.
 */
export function categoryProductsQueryOptions(
  client: CatalogueClient,
  uri: string,
  request: ListingRequest = {},
) {
  return queryOptions({
    queryKey: catalogueKeys.category(uri, request),
    queryFn: async ({ signal }) =>
      withListedProducts(
        await client.categoryProducts({ ...request, uri, meta: true }, { signal }),
      ),
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
    queryFn: async ({ signal }) =>
      withListedProducts(await client.brandProducts({ ...request, brand }, { signal })),
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
    queryFn: async ({ signal }) =>
      withListedProducts(await client.search({ ...request, q }, { signal })),
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

/**
 * Query keys for the commerce backend. They name the session's data, not the token: after
 * login, logout or an order, invalidate `commerceKeys.all`.
 */
export const commerceKeys = {
  all: ['cairn', 'commerce'] as const,
  selection: () => [...commerceKeys.all, 'selection'] as const,
  customer: () => [...commerceKeys.all, 'customer'] as const,
  orders: (from: number, size: number) => [...commerceKeys.all, 'orders', { from, size }] as const,
  wishlist: (wishlistId: number) => [...commerceKeys.all, 'wishlist', wishlistId] as const,
  receipt: () => [...commerceKeys.all, 'receipt'] as const,
};

/** The cart (a first load starts a session and stores its token). */
export function selectionQueryOptions(client: CommerceClient) {
  return queryOptions({
    queryKey: commerceKeys.selection(),
    queryFn: ({ signal }) => client.getSelection({ signal }),
    staleTime: 0,
  });
}

/** The logged-in customer; fails with a 401 `ApiError` for a guest. */
export function customerQueryOptions(client: CommerceClient) {
  return queryOptions({
    queryKey: commerceKeys.customer(),
    queryFn: ({ signal }) => client.getCustomer({ signal }),
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** A page of the customer's orders (the account page shows the 2 latest: `size: 2`). */
export function ordersQueryOptions(
  client: CommerceClient,
  { from = 0, size = 10 }: { from?: number; size?: number } = {},
) {
  return queryOptions({
    queryKey: commerceKeys.orders(from, size),
    queryFn: ({ signal }) => client.getOrders({ from, size, signal }),
    staleTime: 60 * 1000,
  });
}

/** The whole wishlist, read 50 at a time; null without a stored token. */
export function wishlistQueryOptions(client: CommerceClient, wishlistId = 0) {
  return queryOptions({
    queryKey: commerceKeys.wishlist(wishlistId),
    queryFn: ({ signal }) => client.getWholeWishlist({ wishlistId, signal }),
    staleTime: 30 * 1000,
  });
}

/** The order the session placed last (the success page). */
export function receiptQueryOptions(client: CommerceClient) {
  return queryOptions({
    queryKey: commerceKeys.receipt(),
    queryFn: ({ signal }) => client.getReceipt({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Predictive search for the words typed so far. */
export function suggestQueryOptions(client: CatalogueClient, q: string) {
  return queryOptions({
    queryKey: catalogueKeys.suggest(q),
    queryFn: ({ signal }) => client.suggest(q, { signal }),
    staleTime: 60 * 1000,
  });
}

/** Query keys for stores: appointment stores and free slots (bookings change the slots). */
export const storesKeys = {
  all: ['cairn', 'stores'] as const,
  appointmentStores: () => [...storesKeys.all, 'appointment-stores'] as const,
  slots: (request: SlotsRequest) =>
    [...storesKeys.all, 'slots', request.store, request.service, request.from ?? null] as const,
};

/** The stores that take appointments, with their services. */
export function appointmentStoresQueryOptions(client: StoresClient) {
  return queryOptions({
    queryKey: storesKeys.appointmentStores(),
    queryFn: ({ signal }) => client.appointmentStores({ signal }),
    staleTime: 60 * 60 * 1000,
  });
}

/** Free slots of a store's service, by UK day; refetched often, as others book them. */
export function appointmentSlotsQueryOptions(client: StoresClient, request: SlotsRequest) {
  return queryOptions({
    queryKey: storesKeys.slots(request),
    queryFn: ({ signal }) => client.appointmentSlots(request, { signal }),
    staleTime: 15 * 1000,
  });
}

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
