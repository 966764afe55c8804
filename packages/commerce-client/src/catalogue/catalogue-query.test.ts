import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  brandProductsQueryOptions,
  catalogueKeys,
  categoryProductsQueryOptions,
} from '../query.ts';
import { sampleBrand, sampleListing } from '../testing/sample-answers.ts';
import { createCatalogueClient } from './catalogue-client.ts';

function recordingClient() {
  const requests: { path: string; body: unknown; signal: AbortSignal }[] = [];
  const client = createCatalogueClient({
    baseUrl: 'http://shop.test',
    fetch: async (request) => {
      requests.push({
        path: new URL(request.url).pathname,
        body: await request.json(),
        signal: request.signal,
      });
      return Response.json({ ...sampleListing(), brand: sampleBrand({ slug: 'fellcraft' }) });
    },
  });
  return { client, requests };
}

describe('catalogue query options', () => {
  it('key listings by kind, slug or path, and request, under catalogueKeys.all', () => {
    const request = { page: 2, sort: 'newest' as const };
    expect(
      brandProductsQueryOptions(recordingClient().client, 'fellcraft', request).queryKey,
    ).toEqual(['cairn', 'catalogue', 'brand', 'fellcraft', request]);
    expect(
      categoryProductsQueryOptions(recordingClient().client, '/all/clothing', request).queryKey,
    ).toEqual(['cairn', 'catalogue', 'category', '/all/clothing', request]);
    // A brand and a category of the same name are different listings.
    expect(catalogueKeys.brand('tents', {})).not.toEqual(catalogueKeys.category('tents', {}));
  });

  it("load a brand's listing through the client", async () => {
    const { client, requests } = recordingClient();
    const queries = new QueryClient();
    const filters = { colour: ['Red'] };
    const listing = await queries.ensureQueryData(
      brandProductsQueryOptions(client, 'fellcraft', { filters, page: 3 }),
    );
    expect(listing.brand.slug).toBe('fellcraft');
    expect(requests).toEqual([
      {
        path: '/api/catalog/get-brand-products',
        body: { filters, page: 3, brand: 'fellcraft' },
        signal: expect.any(AbortSignal),
      },
    ]);
    // Cached: a second ensure for the same listing does not fetch again.
    await queries.ensureQueryData(
      brandProductsQueryOptions(client, 'fellcraft', { filters, page: 3 }),
    );
    expect(requests).toHaveLength(1);
  });

  it("pass the query's signal on, so a cancelled listing stops its request", async () => {
    let seen: AbortSignal | undefined;
    const client = createCatalogueClient({
      baseUrl: 'http://shop.test',
      fetch: (request) =>
        new Promise<Response>((_resolve, reject) => {
          seen = request.signal;
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const queries = new QueryClient();
    const options = brandProductsQueryOptions(client, 'fellcraft');
    const pending = queries.fetchQuery(options).catch(() => 'cancelled');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queries.cancelQueries({ queryKey: options.queryKey });
    expect(await pending).toBe('cancelled');
    expect(seen?.aborted).toBe(true);
  });

  it("ask for the listing alone: the category is the page's, which the resolver answered", async () => {
    const { client, requests } = recordingClient();
    await new QueryClient().ensureQueryData(categoryProductsQueryOptions(client, '/all/clothing'));
    expect(requests[0]?.path).toBe('/api/catalog/get-category-products');
    expect(requests[0]?.body).toEqual({ uri: '/all/clothing' });
  });
});
