import type { CommerceClient, Order, OrdersPage } from '@cairn/commerce-client';
import { commerceKeys } from '@cairn/commerce-client/query';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

/** Orders on a page of `/account/orders`; the overview shows the 2 latest (requirements R-CONST-6). */
export const ordersPageSize = 10;
export const latestOrdersCount = 2;
/** The most the backend answers in one orders call. */
const scanSize = 50;

/** Query keys of the account pages that the commerce client's factory has none for. */
export const accountKeys = {
  order: (number: string) => [...commerceKeys.all, 'order', number] as const,
  /** Every page of the orders list (`commerceKeys.orders(from, size)` starts with it). */
  orderPages: () => [...commerceKeys.all, 'orders'] as const,
};

/** The `from` of a 1-based page of orders. */
export function ordersFrom(page: number, size = ordersPageSize): number {
  return (Math.max(1, Math.floor(page)) - 1) * size;
}

/**
 * One order by its number. The backend has no single-order call: the order is found in the
 * customer's list (requirements R-ROUTE-6), read 50 at a time; null when it is not theirs.
 */
export function orderQueryOptions(client: CommerceClient, number: string) {
  return queryOptions({
    queryKey: accountKeys.order(number),
    queryFn: async ({ signal }): Promise<Order | null> => {
      for (let from = 0; ; from += scanSize) {
        const page = await client.getOrders({ from, size: scanSize, signal });
        if (!page) return null;
        const order = page.orders.find((candidate) => candidate.order === number);
        if (order) return order;
        if (page.orders.length < scanSize || from + scanSize >= page.ordersPaging.total) {
          return null;
        }
      }
    },
    staleTime: 60 * 1000,
  });
}

/** The order as a list already in the cache has it, so opening it from the list is instant. */
export function cachedOrder(queryClient: QueryClient, number: string): Order | undefined {
  const pages = queryClient.getQueriesData<OrdersPage | null>({
    queryKey: accountKeys.orderPages(),
  });
  for (const [, page] of pages) {
    const order = page?.orders.find((candidate) => candidate.order === number);
    if (order) return order;
  }
  return undefined;
}
