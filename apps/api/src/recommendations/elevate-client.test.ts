import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElevateClient, ElevateError } from './elevate-client.ts';

type Seen = { path: string; query: Record<string, string>; body: unknown };

/** A fake Elevate cluster over real HTTP: records each request and answers canned shapes. */
function fakeElevate(seen: Seen[]) {
  const group = (key: string) => ({
    key: `${key}-group`,
    products: [{ key, ticket: `ticket-${key}`, title: key, variants: [] }],
  });
  const app = new Hono();
  app.use(async (c, next) => {
    seen.push({
      path: c.req.path,
      query: c.req.query(),
      body: c.req.method === 'POST' ? await c.req.json() : null,
    });
    await next();
  });
  app.post('/api/storefront/v3/queries/landing-page', (c) =>
    c.json({
      recommendationLists: [
        { id: 'bestsellers', algorithm: 'TOP_PRODUCTS', productGroups: [group('P1')] },
      ],
    }),
  );
  app.post('/api/storefront/v3/queries/product-page', (c) =>
    c.req.query('productKey') === 'missing'
      ? c.json({ message: 'Product not found' }, 404)
      : c.json({ productGroup: group('P2'), recommendationLists: [] }),
  );
  app.post('/api/storefront/v3/queries/cart-page', (c) =>
    c.json({ cart: { productGroups: [] }, recommendationLists: [] }),
  );
  app.post('/api/storefront/v3/notifications/click', async (c) =>
    (await c.req.json()).ticket === 'bad'
      ? c.json({ message: 'Invalid ticket' }, 400)
      : c.body(null, 204),
  );
  app.post('/api/storefront/v3/notifications/payment', (c) => c.body(null, 204));
  app.post('/api/storefront/v3/notifications/add-to-cart', (c) => c.text('down', 503));
  return app;
}

describe('the Elevate adapter against a fake Elevate server', () => {
  const seen: Seen[] = [];
  let server: ServerType;
  let client: ReturnType<typeof createElevateClient>;
  const visitor = { customerKey: 'c-1', sessionKey: 's-1' };
  const common = { market: 'UK', customerKey: 'c-1', sessionKey: 's-1' };

  beforeAll(async () => {
    server = serve({ fetch: fakeElevate(seen).fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    client = createElevateClient({
      baseUrl: `http://127.0.0.1:${port}`,
      market: 'UK',
      locale: 'en-GB',
      touchpoint: 'DESKTOP',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for a landing page with the visitor in the query and the lists in the body', async () => {
    const answer = await client.landingPage(visitor, '/all/clothing', [
      { id: 'bestsellers', algorithm: 'TOP_PRODUCTS', limit: 6 },
    ]);
    expect(answer.recommendationLists[0]?.productGroups[0]?.products[0]?.ticket).toBe('ticket-P1');
    expect(seen.at(-1)).toEqual({
      path: '/api/storefront/v3/queries/landing-page',
      query: { ...common, locale: 'en-GB', touchpoint: 'DESKTOP', pageReference: '/all/clothing' },
      body: { recommendationLists: [{ id: 'bestsellers', algorithm: 'TOP_PRODUCTS', limit: 6 }] },
    });
  });

  it('sends the cart as pipe-separated variant keys', async () => {
    await client.cartPage(visitor, ['V1', 'V2'], [{ id: 'cart', algorithm: 'CART' }]);
    expect(seen.at(-1)?.query.cart).toBe('V1|V2');
  });

  it('reads a product page, and a product Elevate does not know as null', async () => {
    expect(
      (await client.productPage(visitor, 'P2', [], { notify: false }))?.productGroup?.key,
    ).toBe('P2-group');
    expect(seen.at(-1)?.query).toMatchObject({ productKey: 'P2', notify: 'false' });
    expect(await client.productPage(visitor, 'missing', [])).toBeNull();
  });

  it('sends click and payment notifications, and says what Elevate refused', async () => {
    await client.notify(visitor, 'click', 'ticket-P1');
    expect(seen.at(-1)).toEqual({
      path: '/api/storefront/v3/notifications/click',
      query: common,
      body: { ticket: 'ticket-P1' },
    });
    await client.payment(visitor, [{ variantKey: 'V1', quantity: 2, sellingPrice: 49.5 }]);
    expect(seen.at(-1)?.body).toEqual({
      lines: [{ variantKey: 'V1', quantity: 2, sellingPrice: 49.5 }],
    });
    await expect(client.notify(visitor, 'click', 'bad')).rejects.toEqual(
      new ElevateError(400, 'Invalid ticket'),
    );
    await expect(client.notify(visitor, 'add-to-cart', 'x')).rejects.toMatchObject({ status: 503 });
  });
});
