import { describe, expect, it } from 'vitest';
import { createCatalogueClient } from './catalogue-client.ts';

function recorder(answer: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    requests.push({ url: request.url, method: request.method, body: await request.json() });
    return Response.json(answer);
  };
  return { fetch, requests };
}

describe('createCatalogueClient', () => {
  it('posts a category listing request with the country in the query', async () => {
    const server = recorder({ products: [], total_pages: 1, total_products: 0, facets: [] });
    const client = createCatalogueClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.categoryProducts(
      {
        uri: '/all/clothing',
        filters: [{ name: 'brand', value: 'northwall' }],
        sort: 'newest',
        page: 2,
      },
      { country: 'GB' },
    );
    expect(server.requests[0]).toEqual({
      url: 'http://shop.test/api/catalog/get-category-products?country=GB',
      method: 'POST',
      body: {
        uri: '/all/clothing',
        filters: [{ name: 'brand', value: 'northwall' }],
        sort: 'newest',
        page: 2,
      },
    });
  });

  it('answers the products of products-by-sku', async () => {
    const server = recorder({ products: [{ id: 7 }] });
    const client = createCatalogueClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    expect(await client.productsBySku(['104211-923-m'])).toEqual([{ id: 7 }]);
    expect(server.requests[0]?.body).toEqual({ skus: ['104211-923-m'] });
  });

  it('sends the search words as typed', async () => {
    const server = recorder({ query: 'goretex jaket', products: [] });
    const client = createCatalogueClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.search({ q: 'goretex jaket' });
    expect(server.requests[0]?.url).toBe('http://shop.test/api/catalog/search');
    expect(server.requests[0]?.body).toEqual({ q: 'goretex jaket' });
  });
});
