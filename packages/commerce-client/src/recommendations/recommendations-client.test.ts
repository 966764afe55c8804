import { describe, expect, it } from 'vitest';
import { sampleRecommendedProduct } from '../testing/sample-answers.ts';
import { createRecommendationsClient } from './recommendations-client.ts';

const keys = { sessionKey: 's-1', customerKey: 'c-1' };

function recording(answer: unknown, status = 200) {
  const requests: { url: string; body: unknown; token?: string | null }[] = [];
  const client = createRecommendationsClient({
    baseUrl: 'https://shop.example/',
    fetch: async (request) => {
      const token = request.headers.get('API-Token');
      requests.push({ url: request.url, body: await request.json(), ...(token ? { token } : {}) });
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, requests };
}

describe('createRecommendationsClient', () => {
  it('posts the cart skus with the keys as session and customer', async () => {
    const { client, requests } = recording({ cart: [], bestsellers: [] });
    expect(await client.cart(keys, ['V1'], { bestsellersLimit: 6 })).toEqual({
      cart: [],
      bestsellers: [],
    });
    expect(requests).toEqual([
      {
        url: 'https://shop.example/api/elevate/cart',
        body: { session: 's-1', customer: 'c-1', skus: ['V1'], bestsellersLimit: 6 },
      },
    ]);
  });

  it('answers a collection as its products', async () => {
    const product = sampleRecommendedProduct({ sku: 'P1', ticket: 't' });
    const { client, requests } = recording({ products: [product] });
    expect(await client.productCollection(keys, { list: 'search', limit: 4 })).toEqual([product]);
    expect(requests[0]?.body).toEqual({
      session: 's-1',
      customer: 'c-1',
      list: 'search',
      limit: 4,
    });
  });

  it('sends notify and order bodies as R-CALL-19 names them', async () => {
    const { client, requests } = recording({ received: true });
    await client.notify(keys, 'click', { ticket: 't-1' });
    await client.order(keys, [{ quantity: 1, variantKey: 'V1', sellingPrice: 9.99 }], {
      token: 'session-token',
    });
    expect(requests.map((request) => request.body)).toEqual([
      { session: 's-1', customer: 'c-1', event: 'click', ticket: 't-1' },
      {
        session: 's-1',
        customer: 'c-1',
        lines: [{ quantity: 1, variantKey: 'V1', sellingPrice: 9.99 }],
      },
    ]);
    // The order is the session's: its token goes with the report, never in the body.
    expect(requests.map((request) => request.token)).toEqual([undefined, 'session-token']);
  });

  it('throws the server message on bad input', async () => {
    const { client } = recording({ error: 'Invalid request' }, 400);
    await expect(client.productRecommendations(keys, '')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid request',
    });
  });
});
