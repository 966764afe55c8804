import { describe, expect, it } from 'vitest';
import { sampleBrand, sampleListing, sampleProduct } from '../testing/sample-answers.ts';
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
  it('given no baseUrl, refuses with a message naming it: there is no localhost default', async () => {
    const client = createCatalogueClient({ baseUrl: undefined as unknown as string });
    await expect(client.productsBySku(['111111-001'])).rejects.toThrow(/needs a baseUrl/);
  });

  it('posts a category listing request with the country in the query', async () => {
    const server = recorder(sampleListing());
    const client = createCatalogueClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.categoryProducts(
      {
        uri: '/all/clothing',
        filters: { brand: ['northwall'] },
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
        filters: { brand: ['northwall'] },
        sort: 'newest',
        page: 2,
      },
    });
  });

  it("posts a brand listing request and answers the brand's listing", async () => {
    const answer = {
      ...sampleListing({
        products: [sampleProduct({ id: 3, brandSlug: 'fellcraft' })],
        pagination: { current: 2, total_pages: 2, total_products: 30 },
        sort: 'price-asc',
      }),
      brand: sampleBrand({ slug: 'fellcraft' }),
    };
    const server = recorder(answer);
    const client = createCatalogueClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    const listing = await client.brandProducts(
      { brand: 'fellcraft', filters: { size: ['M'] }, sort: 'price-asc', page: 2 },
      { country: 'GB' },
    );
    expect(server.requests[0]).toEqual({
      url: 'http://shop.test/api/catalog/get-brand-products?country=GB',
      method: 'POST',
      body: {
        brand: 'fellcraft',
        filters: { size: ['M'] },
        sort: 'price-asc',
        page: 2,
      },
    });
    expect(listing).toEqual(answer);
  });

  it('throws an ApiError with the server message for an unknown brand', async () => {
    const client = createCatalogueClient({
      baseUrl: 'http://shop.test',
      fetch: async () => Response.json({ error: 'No brand named nobody' }, { status: 404 }),
    });
    await expect(client.brandProducts({ brand: 'nobody' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'No brand named nobody',
    });
  });

  it('answers the products of products-by-sku', async () => {
    const product = sampleProduct({ id: 7 });
    const server = recorder({ products: [product] });
    const client = createCatalogueClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    expect(await client.productsBySku(['104211-923-m'])).toEqual([product]);
    expect(server.requests[0]?.body).toEqual({ skus: ['104211-923-m'] });
  });

  it('sends the search words as typed', async () => {
    const server = recorder({ ...sampleListing(), query: 'goretex jaket' });
    const client = createCatalogueClient({ baseUrl: 'http://shop.test', fetch: server.fetch });
    await client.search({ q: 'goretex jaket' });
    expect(server.requests[0]?.url).toBe('http://shop.test/api/catalog/search');
    expect(server.requests[0]?.body).toEqual({ q: 'goretex jaket' });
  });
});
