import type {
  ElevateCartPageResponse,
  ElevateLandingPageResponse,
  ElevateListRequest,
  ElevatePaymentLine,
  ElevateProductPageResponse,
  ElevateTouchpoint,
  ElevateVisitor,
} from './elevate-types.ts';

export type ElevateClientOptions = {
  /** `https://{cluster-id}.api.esales.apptus.cloud`, or the embedded engine's base. */
  baseUrl: string;
  market: string;
  locale: string;
  touchpoint: ElevateTouchpoint;
  fetch?: (request: Request) => Promise<Response>;
};

/** An answer from Elevate that was not a success. */
export class ElevateError extends Error {
  override name = 'ElevateError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type ElevateClient = ReturnType<typeof createElevateClient>;

/** The Storefront API address of an Elevate cluster. */
export function elevateClusterUrl(clusterId: string): string {
  return `https://${clusterId}.api.esales.apptus.cloud`;
}

/**
 * The Elevate Storefront API v3 adapter: the three queries and three notifications the shop
 * uses. The same code talks to a real cluster and to the embedded engine.
 */
export function createElevateClient(options: ElevateClientOptions) {
  const fetchImpl = options.fetch ?? ((request: Request) => fetch(request));
  const base = options.baseUrl.replace(/\/$/, '');

  async function post<T>(
    path: string,
    query: Record<string, string>,
    body: unknown,
  ): Promise<T | null> {
    const url = new URL(`${base}/api/storefront/v3${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetchImpl(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    const text = await response.text();
    if (!response.ok) {
      let message = `${response.status} ${response.statusText}`.trim();
      try {
        const data = JSON.parse(text) as { error?: unknown; message?: unknown };
        const detail = data.error ?? data.message;
        if (typeof detail === 'string') message = detail;
      } catch {
        // not JSON: keep the status line
      }
      throw new ElevateError(response.status, message);
    }
    return text ? (JSON.parse(text) as T) : null;
  }

  const visitorQuery = (visitor: ElevateVisitor) => ({
    market: options.market,
    customerKey: visitor.customerKey,
    sessionKey: visitor.sessionKey,
  });
  const queryParams = (visitor: ElevateVisitor) => ({
    ...visitorQuery(visitor),
    locale: options.locale,
    touchpoint: options.touchpoint,
  });
  const lists = (recommendationLists: ElevateListRequest[]) => ({ recommendationLists });

  return {
    /** Recommendation lists for a page (a category path, `/search`, or `/`). */
    async landingPage(
      visitor: ElevateVisitor,
      pageReference: string,
      recommendationLists: ElevateListRequest[],
    ): Promise<ElevateLandingPageResponse> {
      const answer = await post<ElevateLandingPageResponse>(
        '/queries/landing-page',
        { ...queryParams(visitor), pageReference },
        lists(recommendationLists),
      );
      return answer ?? { recommendationLists: [] };
    },
    /**
     * A product page: the product and lists for it. With `notify` (the default) Elevate counts
     * it as a view. Null for a product Elevate does not know (404).
     */
    async productPage(
      visitor: ElevateVisitor,
      productKey: string,
      recommendationLists: ElevateListRequest[],
      { notify = true }: { notify?: boolean } = {},
    ): Promise<ElevateProductPageResponse | null> {
      try {
        return await post<ElevateProductPageResponse>(
          '/queries/product-page',
          { ...queryParams(visitor), productKey, notify: String(notify) },
          lists(recommendationLists),
        );
      } catch (error) {
        if (error instanceof ElevateError && error.status === 404) return null;
        throw error;
      }
    },
    /** The cart page: `cart` is the variant keys in the cart. */
    async cartPage(
      visitor: ElevateVisitor,
      cart: string[],
      recommendationLists: ElevateListRequest[],
    ): Promise<ElevateCartPageResponse> {
      const answer = await post<ElevateCartPageResponse>(
        '/queries/cart-page',
        { ...queryParams(visitor), cart: cart.join('|') },
        lists(recommendationLists),
      );
      return answer ?? { cart: { productGroups: [] }, recommendationLists: [] };
    },
    /** A click on, or an add to cart of, something Elevate recommended, by its ticket. */
    async notify(visitor: ElevateVisitor, kind: 'click' | 'add-to-cart', ticket: string) {
      await post(`/notifications/${kind}`, visitorQuery(visitor), { ticket });
    },
    /** The lines of a paid order. */
    async payment(visitor: ElevateVisitor, lines: ElevatePaymentLine[]) {
      await post('/notifications/payment', visitorQuery(visitor), { lines });
    },
  };
}
