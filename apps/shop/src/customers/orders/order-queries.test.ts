import type { CommerceClient, Order, OrdersPage } from '@cairn/commerce-client';
import { ordersQueryOptions } from '@cairn/commerce-client/query';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cachedOrder, orderQueryOptions, ordersFrom } from './order-queries.ts';

const order = (number: string) => ({ order: number }) as Order;

/** A client whose orders are numbered 1..total, newest (highest) first. */
function clientWith(total: number) {
  const numbers = Array.from({ length: total }, (_, index) => String(total - index));
  const getOrders = vi.fn(
    async ({ from = 0, size = 10 }: { from?: number; size?: number }): Promise<OrdersPage> => ({
      orders: numbers.slice(from, from + size).map(order),
      ordersPaging: { from, size, total },
    }),
  );
  return { client: { getOrders } as unknown as CommerceClient, getOrders };
}

async function run(client: CommerceClient, number: string) {
  const options = orderQueryOptions(client, number);
  return new QueryClient().fetchQuery(options);
}

describe('orderQueryOptions', () => {
  it('finds an order on a later page, reading 50 at a time', async () => {
    const { client, getOrders } = clientWith(120);
    expect(await run(client, '3')).toEqual(order('3'));
    expect(getOrders.mock.calls.map(([call]) => [call?.from, call?.size])).toEqual([
      [0, 50],
      [50, 50],
      [100, 50],
    ]);
  });

  it('answers null for an order that is not the customer’s, after the last page', async () => {
    const { client, getOrders } = clientWith(50);
    expect(await run(client, '999')).toBeNull();
    expect(getOrders).toHaveBeenCalledTimes(1);
  });

  it('answers null without a stored token (the client sends nothing)', async () => {
    const client = { getOrders: async () => null } as unknown as CommerceClient;
    expect(await run(client, '1')).toBeNull();
  });
});

describe('cachedOrder', () => {
  it('finds an order in any list page in the cache', async () => {
    const { client } = clientWith(12);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(ordersQueryOptions(client, { from: 10, size: 10 }));
    expect(cachedOrder(queryClient, '2')).toEqual(order('2'));
    expect(cachedOrder(queryClient, '12')).toBeUndefined();
  });
});

describe('ordersFrom', () => {
  it('turns a page into an offset, page 1 for nonsense', () => {
    expect(ordersFrom(1)).toBe(0);
    expect(ordersFrom(3)).toBe(20);
    expect(ordersFrom(0)).toBe(0);
  });
});
