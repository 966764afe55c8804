import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  commerceKeys,
  customerQueryOptions,
  ordersQueryOptions,
  receiptQueryOptions,
  selectionQueryOptions,
  wishlistQueryOptions,
} from '../query.ts';
import { createClientState, memoryStorage, storageKeys } from '../storage/client-storage.ts';
import {
  sampleCart,
  sampleCustomer,
  sampleOrder,
  sampleWishlist,
} from '../testing/sample-answers.ts';
import { createCommerceClient } from './commerce-client.ts';

describe('commerce query options', () => {
  it('key every resource under commerceKeys.all, so one invalidation refreshes the session', () => {
    for (const key of [
      commerceKeys.selection(),
      commerceKeys.customer(),
      commerceKeys.orders(0, 2),
      commerceKeys.wishlist(0),
      commerceKeys.receipt(),
    ]) {
      expect(key.slice(0, 2)).toEqual(['cairn', 'commerce']);
    }
    expect(commerceKeys.orders(0, 2)).toEqual([
      'cairn',
      'commerce',
      'orders',
      { from: 0, size: 2 },
    ]);
  });

  it('fetch through the client with the query signal', async () => {
    const paths: string[] = [];
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/commerce',
      state: createClientState(memoryStorage({ [storageKeys.cartToken]: 't' })),
      fetch: async (request) => {
        paths.push(`${request.method} ${new URL(request.url).pathname}`);
        expect(request.signal).toBeInstanceOf(AbortSignal);
        // One body that is every answer these calls read.
        return Response.json({
          ...sampleCart({ token: 't' }),
          customer: sampleCustomer({ email: 'a@b.c' }),
          orders: [],
          ordersPaging: { from: 0, size: 2, total: 0 },
          wishlist: sampleWishlist(),
          order: sampleOrder({ order: '100001' }),
        });
      },
    });
    const queries = new QueryClient();
    await queries.fetchQuery(selectionQueryOptions(client));
    expect((await queries.fetchQuery(customerQueryOptions(client))).email).toBe('a@b.c');
    expect((await queries.fetchQuery(ordersQueryOptions(client, { size: 2 })))?.orders).toEqual([]);
    expect(await queries.fetchQuery(wishlistQueryOptions(client))).toEqual([]);
    expect((await queries.fetchQuery(receiptQueryOptions(client))).order).toBe('100001');
    expect(paths).toEqual([
      'GET /commerce/selection',
      'GET /commerce/customer',
      'POST /commerce/orders',
      'POST /commerce/customer/wishlists/0',
      'GET /commerce/receipt',
    ]);
  });
});
