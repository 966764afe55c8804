import { tokenHeader } from '@cairn/commerce-client/contract';
import { requestLogger } from '@cairn/server-kit';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { productIdsForSkus } from '../catalogue/catalogue-store.ts';
import { type ApiProduct, loadProducts } from '../catalogue/product-view.ts';
import { CommerceSession } from '../commerce/session/commerce-session.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { RateLimited, type RateLimits, tooManyRequests } from '../http/rate-limits.ts';
import { identifier, text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import { dependencyUnavailableIn } from '../resilience/dependency-unavailable.ts';
import { type ElevateClient, ElevateError } from './elevate-client.ts';
import type {
  ElevateAlgorithm,
  ElevatePaymentLine,
  ElevateRecommendationList,
  ElevateVisitor,
} from './elevate-types.ts';
import { takeOrderReport } from './order-reports.ts';
import { defaultListLimit } from './run-list.ts';

/** A recommended product: the API product plus the ticket to send when it is clicked. */
export type RecommendedProduct = ApiProduct & { ticket: string };

/** 6 minicart bestsellers, 4 search, 8 recently viewed, default 8 (requirements R-CONST-7). */
export const recommendationLimits = {
  bagBestsellers: 6,
  search: 4,
  recentlyViewed: 8,
  default: defaultListLimit,
} as const;

/** Named collections for content blocks and pages, and the algorithm behind each. */
export const productCollections = {
  bestsellers: 'TOP_PRODUCTS',
  newest: 'NEWEST_PRODUCTS',
  'recently-viewed': 'RECENTLY_VIEWED',
  search: 'PERSONAL',
} as const satisfies Record<string, ElevateAlgorithm>;

const key = text({ min: 1, max: 100, error: 'a recommendation key' }).regex(
  /^[\w.:-]+$/,
  'letters, digits and - _ . : only',
);
const sku = identifier({ max: 64 });
const limit = z.number().int().min(0).max(50);
const keys = { session: key, customer: key };

/**
 * `/api/elevate/*` (requirements R-CALL-18, R-CALL-19): recommendations and their notifications, answered by
 * an Elevate Storefront API v3 client, whether the real service or the embedded engine. Unknown
 * skus are left out; every answer lists only in-stock products.
 */
export function recommendationRoutes({
  db,
  elevate,
  limits,
  takeOrderReportOf = async (token) =>
    takeOrderReport(db, (await CommerceSession.open(db, token)).record),
  log = (message) => requestLogger().warn(message),
}: {
  db: Database;
  elevate: ElevateClient;
  /** Every event written for an anonymous client counts against its address (429 past it). */
  limits: Pick<RateLimits, 'recommendationEventsPerAddress'>;
  /**
   * The lines of the order a session token paid last, the first time it is asked (null after,
   * or when it paid nothing). Default: the embedded backend's orders; a shop on Centra asks
   * Centra (`centraOrderReports`).
   */
  takeOrderReportOf?: (token: string | undefined) => Promise<ElevatePaymentLine[] | null>;
  log?: (message: string) => void;
}) {
  /** Takes one event of the client's allowance; a 429 answer when it is used up. */
  const overLimit = async (c: Context) => {
    try {
      await limits.recommendationEventsPerAddress.take(clientAddress(c));
      return null;
    } catch (error) {
      if (error instanceof RateLimited) return tooManyRequests(c, error);
      throw error;
    }
  };
  const visitor = (body: { session: string; customer: string }): ElevateVisitor => ({
    sessionKey: body.session,
    customerKey: body.customer,
  });

  /** The products of a list, in its order, with their tickets; sold-out ones left out. */
  async function productsOf(
    list: ElevateRecommendationList | undefined,
    exclude: ReadonlySet<number> = new Set(),
  ): Promise<RecommendedProduct[]> {
    const recommended = (list?.productGroups ?? []).flatMap((group) => group.products.slice(0, 1));
    const ticketBySku = new Map(recommended.map((product) => [product.key, product.ticket]));
    const ids = await productIdsForSkus(db, [...ticketBySku.keys()]);
    return (await loadProducts(db, ids)).flatMap((product) =>
      product.available && !exclude.has(product.id)
        ? [{ ...product, ticket: ticketBySku.get(product.sku) ?? '' }]
        : [],
    );
  }
  const listById = (lists: ElevateRecommendationList[], id: string) =>
    lists.find((list) => list.id === id);

  const app = new Hono()
    .post(
      '/elevate/cart',
      validate(
        'json',
        z.object({
          ...keys,
          skus: z.array(sku).max(100, 'at most 100 skus').default([]),
          limit: limit.default(recommendationLimits.default),
          bestsellersLimit: limit.default(recommendationLimits.bagBestsellers),
        }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const answer = await elevate.cartPage(visitor(body), body.skus, [
          { id: 'cart', algorithm: 'CART', limit: body.limit },
          { id: 'bestsellers', algorithm: 'TOP_PRODUCTS', limit: body.bestsellersLimit },
        ]);
        // Products already in the cart are never recommended for it.
        const inCart = new Set(await productIdsForSkus(db, body.skus));
        const [cart, bestsellers] = await Promise.all([
          productsOf(listById(answer.recommendationLists, 'cart'), inCart),
          productsOf(listById(answer.recommendationLists, 'bestsellers'), inCart),
        ]);
        return c.json({ cart, bestsellers });
      },
    )
    .post(
      '/elevate/product-collection',
      validate(
        'json',
        z.object({
          ...keys,
          reference: text({ min: 1, max: 300 }).default('/'),
          list: z.enum(Object.keys(productCollections) as [keyof typeof productCollections]),
          limit: limit.default(recommendationLimits.default),
        }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const answer = await elevate.landingPage(visitor(body), body.reference, [
          { id: body.list, algorithm: productCollections[body.list], limit: body.limit },
        ]);
        return c.json({
          products: await productsOf(listById(answer.recommendationLists, body.list)),
        });
      },
    )
    .post(
      '/elevate/product-recommendations',
      validate(
        'json',
        z.object({ ...keys, sku, limit: limit.default(recommendationLimits.default) }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        // The view is notified separately (`notify` with event view); this only reads.
        const answer = await elevate.productPage(
          visitor(body),
          body.sku,
          [
            { id: 'similar', algorithm: 'ALTERNATIVES', limit: body.limit },
            { id: 'similar-colours', algorithm: 'SIMILAR_COLOURS', limit: body.limit },
            {
              id: 'recently-viewed',
              algorithm: 'RECENTLY_VIEWED',
              limit: Math.min(body.limit, recommendationLimits.recentlyViewed),
            },
          ],
          { notify: false },
        );
        const lists = answer?.recommendationLists ?? [];
        const [similar, similarColours, recentlyViewed] = await Promise.all([
          productsOf(listById(lists, 'similar')),
          productsOf(listById(lists, 'similar-colours')),
          productsOf(listById(lists, 'recently-viewed')),
        ]);
        return c.json({ similar, similarColours, recentlyViewed });
      },
    )
    .post(
      '/elevate/notify',
      validate(
        'json',
        z
          .object({
            ...keys,
            event: z.enum(['view', 'click', 'add-to-cart']),
            ticket: text({ min: 1, max: 1000 }).optional(),
            sku: sku.optional(),
          })
          .refine((body) => body.event === 'view' || body.ticket, {
            message: 'a click or add-to-cart needs the ticket of the recommended product',
            path: ['ticket'],
          })
          .refine((body) => body.event !== 'view' || body.sku, {
            message: 'a view needs the sku of the product viewed',
            path: ['sku'],
          }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const refused = await overLimit(c);
        if (refused) return refused;
        if (body.event === 'view') {
          // A product-page query is Elevate's record of a view; an unknown sku is ignored.
          await elevate.productPage(visitor(body), body.sku ?? '', [], { notify: true });
        } else {
          await elevate.notify(visitor(body), body.event, body.ticket ?? '');
        }
        return c.json({ received: true });
      },
    )
    .post(
      '/elevate/order',
      validate(
        'json',
        z.object({
          ...keys,
          // Kept for older clients and ignored: the lines reported are the order's own.
          lines: z
            .array(
              z.object({
                quantity: z.number().int().min(1).max(999),
                variantKey: sku,
                productKey: sku.optional(),
                sellingPrice: z.number().min(0).max(1_000_000),
              }),
            )
            .max(200)
            .optional(),
        }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const refused = await overLimit(c);
        if (refused) return refused;
        // A purchase counts only as a real order: the last one paid in the session whose
        // token comes with the report, once, with the lines the order holds.
        const lines = await takeOrderReportOf(c.req.header(tokenHeader));
        if (!lines) {
          return c.json({ error: 'There is no paid order to report from this session' }, 409);
        }
        if (lines.length > 0) await elevate.payment(visitor(body), lines);
        return c.json({ received: true });
      },
    );

  app.onError((error, c) => {
    // Hono's own 4xx (malformed JSON) keep their status and message.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message }, error.status);
    }
    if (error instanceof ElevateError) {
      if (error.status >= 400 && error.status < 500) {
        // Its message may quote this request's input back: logged, not answered.
        log(`Elevate refused a request (${error.status}): ${error.message}`);
        return c.json({ error: 'The recommendation service refused this request' }, 400);
      }
      log(`Elevate answered ${error.status}: ${error.message}`);
    } else if (error instanceof TypeError || dependencyUnavailableIn(error)) {
      log(`Elevate could not be reached: ${error.message}`);
      c.header('Retry-After', String(dependencyUnavailableIn(error)?.retryAfterSeconds ?? 5));
    } else {
      requestLogger().error({ err: error, method: c.req.method }, 'request failed');
      return c.json({ error: 'Something went wrong on our side; please try again.' }, 500);
    }
    return c.json({ error: 'The recommendation service is not answering; try again.' }, 502);
  });
  return app;
}
