import { queryOptions } from '@tanstack/react-query';
import type { CatalogueClient } from '../catalogue/catalogue-client.ts';
import type { CommerceClient } from '../commerce/commerce-client.ts';
import { catalogueKeys } from './catalogue-queries.ts';

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
