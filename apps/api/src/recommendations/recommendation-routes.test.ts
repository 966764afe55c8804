import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../app.ts';
import { readAnswer, readJson, testDatabases, useTestApi } from '../testing/test-api.ts';
import { embeddedElevate } from './embedded-elevate.ts';
import { insertTestCatalogue, insertTestOrder, testSku, testVariantSku } from './testing.ts';

/*
 * A hand-made catalogue and order history. Home /test/packs unless said; all unisex but F.
 *   A £100 #ff0000   B £110 #f00a0a   C £90 #00ff00   D £125 #e01010 (sold out)
 *   E £200 #ff2020   F £105 #0000ff (female)   G £100 #ee0000 (a colourway of A)
 *   H £100 #ff0000 (home /test/other)
 * Orders: A+2B, A+C, A+B+D, 3C, E+H, and 10F sixty days ago (outside the window).
 * Review counts of E, F and G outnumber every demo product's, so lists filled up with the
 * most reviewed products take them first.
 */
const catalogue = [
  { letter: 'A', priceMinor: 10000, colourHex: '#ff0000', stock: 5 },
  { letter: 'B', priceMinor: 11000, colourHex: '#f00a0a', stock: 5 },
  { letter: 'C', priceMinor: 9000, colourHex: '#00ff00', stock: 5 },
  { letter: 'D', priceMinor: 12500, colourHex: '#e01010', stock: 0 },
  { letter: 'E', priceMinor: 20000, colourHex: '#ff2020', stock: 5, ratingCount: 50_000 },
  {
    letter: 'F',
    priceMinor: 10500,
    colourHex: '#0000ff',
    stock: 5,
    gender: 'female',
    ratingCount: 100_000,
  },
  {
    letter: 'G',
    code: 'TA',
    priceMinor: 10000,
    colourHex: '#ee0000',
    stock: 5,
    ratingCount: 10_000,
  },
  { letter: 'H', home: '/test/other', priceMinor: 10000, colourHex: '#ff0000', stock: 5 },
];

const shopper = { session: 'session-1', customer: 'customer-1' };
const skus = (products: { sku: string }[]) => products.map((product) => product.sku);
const letters = (...names: string[]) => names.map(testSku);
/** Posts JSON to `/api/elevate/{path}` of the describe block's API. */
const poster = (api: Api) => (path: string, body: unknown) =>
  api.app.request(`/api/elevate/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.each(testDatabases())('recommendations on $name', (database) => {
  const api = useTestApi(database);
  const post = poster(api);

  beforeAll(async () => {
    const { db } = api.database;
    await insertTestCatalogue(db, catalogue);
    await insertTestOrder(db, [
      ['A', 1],
      ['B', 2],
    ]);
    await insertTestOrder(db, [
      ['A', 1],
      ['C', 1],
    ]);
    await insertTestOrder(db, [
      ['A', 1],
      ['B', 1],
      ['D', 1],
    ]);
    await insertTestOrder(db, [['C', 3]]);
    await insertTestOrder(db, [
      ['E', 1],
      ['H', 1],
    ]);
    await insertTestOrder(db, [['F', 10]], 60);
  });

  it('ranks bestsellers by units sold in the window, leaving out sold-out products', async () => {
    const response = await post('product-collection', {
      ...shopper,
      list: 'bestsellers',
      limit: 6,
    });
    expect(response.status).toBe(200);
    // Sold in the window: C, A, B, E, H; then filled up with the most reviewed: F. G, another
    // colour of A's style, is in A's group rather than a place of its own.
    expect(skus((await readJson(response)).products)).toEqual(
      letters('C', 'A', 'B', 'E', 'H', 'F'),
    );
    const two = await readAnswer(
      await post('product-collection', { ...shopper, list: 'bestsellers', limit: 2 }),
      'recommendedProducts',
    );
    expect(skus(two.products)).toEqual(letters('C', 'A'));
    const other = await readAnswer(
      await post('product-collection', {
        ...shopper,
        list: 'bestsellers',
        reference: '/test/other',
      }),
      'recommendedProducts',
    );
    expect(skus(other.products)).toEqual(letters('H'));
  });

  it('answers Elevate product groups per style, its best-ranked colour first', async () => {
    const query = new URLSearchParams({
      market: 'UK',
      locale: 'en-GB',
      touchpoint: 'MOBILE',
      customerKey: 'customer-1',
      sessionKey: 'session-1',
      pageReference: '/',
    });
    // The engine answers in-process only (it is not on the public app).
    const response = await embeddedElevate({ db: api.database.db }).request(
      `/api/storefront/v3/queries/landing-page?${query}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          recommendationLists: [{ id: 'top', algorithm: 'TOP_PRODUCTS', limit: 2 }],
        }),
      },
    );
    expect(response.status).toBe(200);
    const [list] = (await readJson(response)).recommendationLists;
    expect(
      list.productGroups.map((group: { key: string; products: { key: string }[] }) => [
        group.key,
        group.products.map((product) => product.key),
      ]),
    ).toEqual([
      ['TC', letters('C')],
      ['TA', letters('A', 'G')],
    ]);
  });

  it('recommends co-purchases for the cart, then its category, never what is in it', async () => {
    const response = await post('cart', { ...shopper, skus: [testVariantSku('A'), 'NO-SUCH-SKU'] });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(skus(body.cart)).toEqual(letters('B', 'C', 'F', 'E', 'G'));
    // Bag bestsellers: 6 at most (requirements R-CONST-7), the cart's products left out.
    expect(skus(body.bestsellers)).toEqual(letters('C', 'B', 'E', 'H', 'F', 'G'));
    const limited = await readAnswer(
      await post('cart', { ...shopper, skus: [testSku('A')], limit: 3 }),
      'cartRecommendations',
    );
    expect(skus(limited.cart)).toEqual(letters('B', 'C', 'F'));
    const empty = await readAnswer(
      await post('cart', { ...shopper, skus: [] }),
      'cartRecommendations',
    );
    expect(empty.cart).toEqual([]);
    expect(skus(empty.bestsellers)).toEqual(letters('C', 'A', 'B', 'E', 'H', 'F'));
  });

  it('finds similar products and similar colours for a product page', async () => {
    const body = await readAnswer(
      await post('product-recommendations', { ...shopper, sku: testSku('A') }),
      'productRecommendations',
    );
    // Same category and gender, within 30% of £100, not A's own colourway G: closest price first.
    expect(skus(body.similar)).toEqual(letters('B', 'C'));
    // Colour distance under 120: B is 20.6 away, E 45.3; D is sold out, H in another category.
    expect(skus(body.similarColours)).toEqual(letters('B', 'E'));
    expect(body.recentlyViewed).toEqual([]);
    const unknown = await readAnswer(
      await post('product-recommendations', { ...shopper, sku: 'NOPE' }),
      'productRecommendations',
    );
    expect(unknown).toEqual({ similar: [], similarColours: [], recentlyViewed: [] });
  });

  it('remembers views per customer key or session key, latest first', async () => {
    const viewer = { session: 'session-2', customer: 'customer-2' };
    for (const letter of ['B', 'C', 'D', 'A', 'B']) {
      const response = await post('notify', { ...viewer, event: 'view', sku: testSku(letter) });
      expect(response.status).toBe(200);
    }
    expect((await post('notify', { ...viewer, event: 'view', sku: 'NOPE' })).status).toBe(200);
    const onA = await readAnswer(
      await post('product-recommendations', { ...viewer, sku: testSku('A') }),
      'productRecommendations',
    );
    expect(skus(onA.recentlyViewed)).toEqual(letters('B', 'C'));
    const sameSession = { session: 'session-2', customer: 'someone-else' };
    const collection = await readAnswer(
      await post('product-collection', { ...sameSession, list: 'recently-viewed' }),
      'recommendedProducts',
    );
    expect(skus(collection.products)).toEqual(letters('B', 'A', 'C'));
  });

  it('puts bestsellers of viewed categories first in search recommendations', async () => {
    const viewer = { session: 'session-3', customer: 'customer-3' };
    await post('notify', { ...viewer, event: 'view', sku: testSku('H') });
    const body = await readAnswer(
      await post('product-collection', {
        ...viewer,
        list: 'search',
        reference: '/search',
        limit: 4,
      }),
      'recommendedProducts',
    );
    expect(skus(body.products)).toEqual(letters('H', 'C', 'A', 'B'));
    const longer = await readAnswer(
      await post('product-collection', {
        ...viewer,
        list: 'search',
        reference: '/search',
        limit: 6,
      }),
      'recommendedProducts',
    );
    expect(skus(longer.products)).toEqual(letters('H', 'C', 'A', 'B', 'E', 'F'));
  });

  it('carries a ticket on each recommendation and records the click by it', async () => {
    const { cart } = await readAnswer(
      await post('cart', { ...shopper, skus: [testSku('A')] }),
      'cartRecommendations',
    );
    const [first] = cart;
    if (!first) throw new Error('no recommendation for A');
    expect(first.ticket).toEqual(expect.any(String));
    const response = await post('notify', { ...shopper, event: 'click', ticket: first.ticket });
    expect(response.status).toBe(200);
    const { rows } = (await api.database.db.execute(
      sql`select kind, product_key, list, customer_key from recommendation_events where ticket = ${first.ticket}`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(rows).toEqual([
      { kind: 'click', product_key: testSku('B'), list: 'cart', customer_key: 'customer-1' },
    ]);
    const forged = await post('notify', { ...shopper, event: 'click', ticket: 'not-a-ticket' });
    expect(forged.status).toBe(400);
  });

  it('records payment lines in the embedded engine, ignoring unknown sizes', async () => {
    // In-process only: `/api/elevate/order` sends a real order's lines here (anonymous-writes.test.ts).
    const query = new URLSearchParams({
      market: 'UK',
      customerKey: 'customer-1',
      sessionKey: 'session-1',
    });
    const response = await embeddedElevate({ db: api.database.db }).request(
      `/api/storefront/v3/notifications/payment?${query}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lines: [
            { quantity: 2, variantKey: testVariantSku('A'), sellingPrice: 100 },
            { quantity: 1, variantKey: 'NO-SUCH-SIZE', sellingPrice: 5 },
          ],
        }),
      },
    );
    expect(response.status).toBe(204);
    const { rows } = (await api.database.db.execute(
      sql`select product_key, variant_key, quantity, selling_price_minor from recommendation_purchases where customer_key = 'customer-1'`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toEqual([
      {
        product_key: testSku('A'),
        variant_key: testVariantSku('A'),
        quantity: 2,
        selling_price_minor: 10000,
      },
    ]);
  });

  it('answers bad input with a 400 and a message', async () => {
    const cases: [string, unknown][] = [
      ['cart', { skus: [] }],
      ['product-collection', { ...shopper, list: 'everything' }],
      ['product-collection', { ...shopper, list: 'bestsellers', limit: 51 }],
      ['product-recommendations', { ...shopper }],
      ['notify', { ...shopper, event: 'click' }],
      ['notify', { ...shopper, event: 'view' }],
      ['order', { customer: 'customer-1' }],
      ['order', { ...shopper, lines: [{ quantity: 0, variantKey: 'x', sellingPrice: 1 }] }],
    ];
    for (const [path, body] of cases) {
      const response = await post(path, body);
      expect(response.status, path).toBe(400);
      expect((await readJson(response)).error).toEqual(expect.any(String));
    }
  });
});

describe.each(testDatabases())('recommendations before the first sale on $name', (database) => {
  const api = useTestApi(database);
  const post = poster(api);

  beforeAll(async () => {
    await insertTestCatalogue(api.database.db, [
      // Review counts above any demo product's (see above); C is sold out.
      { letter: 'A', priceMinor: 10000, colourHex: '#ff0000', stock: 5, ratingCount: 30_000 },
      { letter: 'B', priceMinor: 10000, colourHex: '#ff0000', stock: 5, ratingCount: 80_000 },
      { letter: 'C', priceMinor: 10000, colourHex: '#ff0000', stock: 0, ratingCount: 500_000 },
      {
        letter: 'H',
        home: '/test/other',
        priceMinor: 10000,
        colourHex: '#ff0000',
        stock: 5,
        ratingCount: 10_000,
      },
    ]);
  });

  it('still fills bestsellers: the most reviewed products in stock', async () => {
    const body = await readAnswer(
      await post('product-collection', { ...shopper, list: 'bestsellers', limit: 3 }),
      'recommendedProducts',
    );
    expect(skus(body.products)).toEqual(letters('B', 'A', 'H'));
    const bag = await readAnswer(
      await post('cart', { ...shopper, skus: [testSku('B')], bestsellersLimit: 2 }),
      'cartRecommendations',
    );
    expect(skus(bag.bestsellers)).toEqual(letters('A', 'H'));
  });

  it('fills search recommendations from the categories viewed first', async () => {
    const viewer = { session: 'session-9', customer: 'customer-9' };
    await post('notify', { ...viewer, event: 'view', sku: testSku('H') });
    const body = await readAnswer(
      await post('product-collection', {
        ...viewer,
        list: 'search',
        reference: '/search',
        limit: 3,
      }),
      'recommendedProducts',
    );
    expect(skus(body.products)).toEqual(letters('H', 'B', 'A'));
  });
});
