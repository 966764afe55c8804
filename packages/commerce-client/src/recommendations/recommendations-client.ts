import { tokenHeader } from '../commerce/token-header.ts';
import { type Fetch, requestJson } from '../http/request.ts';
import type { AnswerName } from '../schemas/answers.ts';
import type {
  CollectionName,
  OrderReportLine,
  RecommendationEvent,
  RecommendationKeys,
  RecommendedProduct,
} from './types.ts';

export type RecommendationsClientOptions = {
  /** The shop's origin; the calls go to `/api/elevate/*` there. */
  baseUrl: string;
  fetch?: Fetch;
};

export type RecommendationsClient = ReturnType<typeof createRecommendationsClient>;

type Call = { signal?: AbortSignal };

/**
 * The five recommendation calls of the own server, answered by Voyado
 * Elevate or the embedded engine alike. Every call names the shopper by the random keys the
 * client state holds (`state.recommendationKeys()`).
 */
export function createRecommendationsClient(options: RecommendationsClientOptions) {
  const fetchImpl: Fetch = options.fetch ?? ((request) => fetch(request));
  const post = async <Name extends AnswerName>(
    path: string,
    answer: Name,
    body: unknown,
    { signal }: Call,
    headers?: Record<string, string>,
  ) =>
    (
      await requestJson(options.baseUrl, fetchImpl, `/api/elevate/${path}`, answer, {
        method: 'POST',
        body,
        signal,
        headers,
      })
    ).data;
  const who = (keys: RecommendationKeys) => ({
    session: keys.sessionKey,
    customer: keys.customerKey,
  });

  return {
    /** Recommendations for the bag: co-purchases of its skus, and bestsellers. */
    cart: (
      keys: RecommendationKeys,
      skus: string[],
      {
        signal,
        limit,
        bestsellersLimit,
      }: Call & { limit?: number; bestsellersLimit?: number } = {},
    ) =>
      post(
        'cart',
        'cartRecommendations',
        { ...who(keys), skus, limit, bestsellersLimit },
        { signal },
      ),
    /** A named collection for a page or content block (`reference` a category path, or `/`). */
    async productCollection(
      keys: RecommendationKeys,
      { list, reference, limit }: { list: CollectionName; reference?: string; limit?: number },
      { signal }: Call = {},
    ): Promise<RecommendedProduct[]> {
      const { products } = await post(
        'product-collection',
        'recommendedProducts',
        { ...who(keys), list, reference, limit },
        { signal },
      );
      return products;
    },
    /** A product page's rows: similar products, similar colours, recently viewed. */
    productRecommendations: (
      keys: RecommendationKeys,
      sku: string,
      { signal, limit }: Call & { limit?: number } = {},
    ) =>
      post(
        'product-recommendations',
        'productRecommendations',
        { ...who(keys), sku, limit },
        { signal },
      ),
    /**
     * Tells the engine what the shopper did: `view` a product page (with its sku), `click` or
     * `add-to-cart` a recommended product (with its ticket).
     */
    notify: (
      keys: RecommendationKeys,
      event: RecommendationEvent,
      { ticket, sku }: { ticket?: string; sku?: string },
      { signal }: Call = {},
    ) => post('notify', 'received', { ...who(keys), event, ticket, sku }, { signal }),
    /**
     * Reports the paid order of the session whose commerce `token` is given, with the keys it
     * was shopped with. The API counts the order's own lines, once per order (`lines` is kept
     * for older servers); without a paid order it answers 409.
     */
    order: (
      keys: RecommendationKeys,
      lines: OrderReportLine[],
      { signal, token }: Call & { token: string | null },
    ) =>
      post(
        'order',
        'received',
        { ...who(keys), lines },
        { signal },
        { [tokenHeader]: token ?? 'none' },
      ),
  };
}
