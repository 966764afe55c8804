import { type Fetch, requestJson } from '../http/request.ts';
import type { AnswerName } from '../schemas/answers.ts';
import type { Brand, Listing, ListingRequest, Product, Suggestions } from './types.ts';

export type CatalogueClientOptions = { baseUrl: string; fetch?: Fetch };
export type CatalogueClient = ReturnType<typeof createCatalogueClient>;

type Call = { signal?: AbortSignal; country?: string };

/** Typed calls to the catalogue (`/api/catalog/*`). */
export function createCatalogueClient(options: CatalogueClientOptions) {
  const fetchImpl: Fetch = options.fetch ?? ((request) => fetch(request));
  const post = async <Name extends AnswerName>(
    path: string,
    answer: Name,
    body: unknown,
    { signal, country }: Call,
  ) =>
    (
      await requestJson(options.baseUrl, fetchImpl, path, answer, {
        method: 'POST',
        body,
        signal,
        query: { country },
      })
    ).data;

  return {
    async productsById(ids: number[], call: Call = {}): Promise<Product[]> {
      return (await post('/api/catalog/products-by-id', 'products', { ids }, call)).products;
    },
    /** Products by product sku or size sku; unknown skus are left out. */
    async productsBySku(skus: string[], call: Call = {}): Promise<Product[]> {
      return (await post('/api/catalog/products-by-sku', 'products', { skus }, call)).products;
    },
    /** A page of a category listing (the category itself is the resolver's: `resolvePage`). */
    async categoryProducts(
      request: ListingRequest & { uri: string },
      call: Call = {},
    ): Promise<Listing> {
      return post('/api/catalog/get-category-products', 'categoryListing', request, call);
    },
    /**
     * A page of a brand's listing, with the brand. Its facets leave out the brand, which the
     * listing fixes; a `brand` filter is refused (400), an unknown brand is a 404 `ApiError`.
     */
    async brandProducts(
      request: ListingRequest & { brand: string },
      call: Call = {},
    ): Promise<Listing & { brand: Brand }> {
      return post('/api/catalog/get-brand-products', 'brandListing', request, call);
    },
    /** Predictive search while typing: matching categories and brands, and the top products. */
    async suggest(q: string, { signal }: Call = {}): Promise<Suggestions> {
      return (
        await requestJson(options.baseUrl, fetchImpl, '/api/catalog/suggest', 'suggestions', {
          query: { q },
          signal,
        })
      ).data;
    },
    /** Typo-tolerant product search with the same filters, sorts and facets as listings. */
    async search(
      request: ListingRequest & { q: string },
      call: Call = {},
    ): Promise<Listing & { query: string }> {
      return post('/api/catalog/search', 'searchListing', request, call);
    },
  };
}
