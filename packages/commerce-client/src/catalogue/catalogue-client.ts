import { type Fetch, requestJson } from '../http/request.ts';
import type { Brand, Category, Listing, ListingRequest, Product, Suggestions } from './types.ts';

export type CatalogueClientOptions = { baseUrl: string; fetch?: Fetch };
export type CatalogueClient = ReturnType<typeof createCatalogueClient>;

type Call = { signal?: AbortSignal; country?: string };

/** Typed calls to the catalogue (`/api/catalog/*`). */
export function createCatalogueClient(options: CatalogueClientOptions) {
  const fetchImpl: Fetch = options.fetch ?? ((request) => fetch(request));
  const post = async <T>(path: string, body: unknown, { signal, country }: Call) =>
    (
      await requestJson<T>(options.baseUrl, fetchImpl, path, {
        method: 'POST',
        body,
        signal,
        query: { country },
      })
    ).data;

  return {
    async productsById(ids: number[], call: Call = {}): Promise<Product[]> {
      return (await post<{ products: Product[] }>('/api/catalog/products-by-id', { ids }, call))
        .products;
    },
    /** Products by product sku or size sku; unknown skus are left out. */
    async productsBySku(skus: string[], call: Call = {}): Promise<Product[]> {
      return (await post<{ products: Product[] }>('/api/catalog/products-by-sku', { skus }, call))
        .products;
    },
    /** A page of a category listing; `meta` adds the category with breadcrumbs and children. */
    async categoryProducts(
      request: ListingRequest & { uri: string; meta?: boolean },
      call: Call = {},
    ): Promise<Listing & { category?: Category }> {
      return post('/api/catalog/get-category-products', request, call);
    },
    /**
     * A page of a brand's listing, with the brand. Its facets leave out the brand, which the
     * listing fixes; a `brand` filter is refused (400), an unknown brand is a 404 `ApiError`.
     */
    async brandProducts(
      request: ListingRequest & { brand: string },
      call: Call = {},
    ): Promise<Listing & { brand: Brand }> {
      return post('/api/catalog/get-brand-products', request, call);
    },
    /** Predictive search while typing: matching categories and brands, and the top products. */
    async suggest(q: string, { signal }: Call = {}): Promise<Suggestions> {
      return (
        await requestJson<Suggestions>(options.baseUrl, fetchImpl, '/api/catalog/suggest', {
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
      return post('/api/catalog/search', request, call);
    },
  };
}
