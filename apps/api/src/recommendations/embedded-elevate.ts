import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdsForSkus } from '../catalogue/catalogue-store.ts';
import { type ApiProduct, loadProducts } from '../catalogue/product-view.ts';
import type { Database } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { identifier, text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import {
  type ElevateCartPageResponse,
  type ElevateLandingPageResponse,
  type ElevateProductGroup,
  type ElevateProductPageResponse,
  type ElevateRecommendationList,
  elevateAlgorithms,
} from './elevate-types.ts';
import { recordView } from './recently-viewed.ts';
import { recordPurchases, recordTicket } from './record-events.ts';
import { defaultListLimit, type ListContext, runList } from './run-list.ts';
import { createTicket } from './tickets.ts';

const key = text({ min: 1, max: 100 }).regex(/^[\w.:-]+$/, 'letters, digits and - _ . : only');

const visitor = {
  market: text({ min: 1, max: 20 }),
  customerKey: key,
  sessionKey: key,
};
const queryVisitor = z.object({
  ...visitor,
  locale: text({ min: 2, max: 20 }),
  touchpoint: z.enum(['DESKTOP', 'MOBILE']),
  notify: z.enum(['true', 'false']).default('true'),
});

const listsBody = z.object({
  recommendationLists: z
    .array(
      z.object({
        id: text({ max: 60 }).regex(/^[\w-]{1,60}$/, 'a list id of letters, digits, - and _'),
        algorithm: z.enum(elevateAlgorithms),
        limit: z.number().int().min(0).max(60).optional(),
      }),
    )
    .max(10)
    .default([]),
});

const base = '/api/storefront/v3';

/**
 * The embedded recommendation engine: answers the Elevate Storefront API v3 queries and
 * notifications this shop uses with SQL over the catalogue, order lines and view events, so
 * the adapter talks to it exactly as to a real Elevate cluster.
 */
export function embeddedElevate({ db }: { db: Database }) {
  async function lists(
    requested: z.infer<typeof listsBody>['recommendationLists'],
    context: ListContext,
  ): Promise<ElevateRecommendationList[]> {
    return Promise.all(
      requested.map(async (list) => {
        // Elevate answers a list of styles (product groups, a style's colours inside), and a
        // limit counts styles; the algorithms rank single products. Ask them for more, then
        // fold each colour into its style's group, so a row never shows one jacket twice.
        const limit = list.limit ?? defaultListLimit;
        const ranked = await runList(
          db,
          { ...list, limit: Math.min(limit * coloursPerStyle, maxRanked) },
          context,
        );
        // Only the first `limit` styles are answered: load just their colours.
        const ids = await firstStyles(db, ranked, limit);
        return {
          id: list.id,
          algorithm: list.algorithm,
          productGroups: styleGroups(await loadProducts(db, ids), list.id),
        };
      }),
    );
  }
  const keysOf = (query: { customerKey: string; sessionKey: string }) => ({
    customerKey: query.customerKey,
    sessionKey: query.sessionKey,
  });

  return new Hono()
    .post(
      `${base}/queries/landing-page`,
      validate('query', queryVisitor.extend({ pageReference: text({ min: 1, max: 300 }) })),
      validate('json', listsBody),
      async (c) => {
        const query = c.req.valid('query');
        const answer: ElevateLandingPageResponse = {
          recommendationLists: await lists(c.req.valid('json').recommendationLists, {
            keys: keysOf(query),
            pageReference: query.pageReference,
          }),
        };
        return c.json(answer);
      },
    )
    .post(
      `${base}/queries/product-page`,
      validate('query', queryVisitor.extend({ productKey: identifier({ max: 64 }) })),
      validate('json', listsBody),
      async (c) => {
        const query = c.req.valid('query');
        const [productId] = await productIdsForSkus(db, [query.productKey]);
        if (productId === undefined) {
          return c.json({ error: 'No product with this key' }, 404);
        }
        // A product-page query is the view, as with Elevate; `notify=false` only reads.
        if (query.notify === 'true') await recordView(db, keysOf(query), query.productKey);
        const [product] = await loadProducts(db, [productId]);
        const answer: ElevateProductPageResponse = {
          productGroup: product ? productGroup(product, 'product-page') : null,
          recommendationLists: await lists(c.req.valid('json').recommendationLists, {
            keys: keysOf(query),
            productId,
          }),
        };
        return c.json(answer);
      },
    )
    .post(
      `${base}/queries/cart-page`,
      validate('query', queryVisitor.extend({ cart: text({ max: 4000 }).default('') })),
      validate('json', listsBody),
      async (c) => {
        const query = c.req.valid('query');
        const keys = query.cart.split('|').filter(Boolean).slice(0, 100);
        // Unknown keys are left out, not errors.
        const cartProductIds = await productIdsForSkus(db, keys);
        const answer: ElevateCartPageResponse = {
          cart: {
            productGroups: (await loadProducts(db, cartProductIds)).map((product) =>
              productGroup(product, 'cart'),
            ),
          },
          recommendationLists: await lists(c.req.valid('json').recommendationLists, {
            keys: keysOf(query),
            cartProductIds,
          }),
        };
        return c.json(answer);
      },
    )
    .post(
      `${base}/notifications/:kind{click|add-to-cart}`,
      validate('query', z.object(visitor)),
      validate('json', z.object({ ticket: text({ min: 1, max: 1000 }) })),
      async (c) => {
        const recorded = await recordTicket(
          db,
          c.req.param('kind') as 'click' | 'add-to-cart',
          keysOf(c.req.valid('query')),
          c.req.valid('json').ticket,
        );
        if (!recorded) return c.json({ error: 'Unknown ticket' }, 400);
        return c.body(null, 204);
      },
    )
    .post(
      `${base}/notifications/payment`,
      validate('query', z.object(visitor)),
      validate(
        'json',
        z.object({
          lines: z
            .array(
              z.object({
                productKey: identifier({ max: 64 }).optional(),
                variantKey: identifier({ max: 64 }),
                quantity: z.number().int().min(1).max(999),
                sellingPrice: z.number().min(0).max(1_000_000),
              }),
            )
            .max(200),
        }),
      ),
      async (c) => {
        await recordPurchases(db, keysOf(c.req.valid('query')), c.req.valid('json').lines);
        return c.body(null, 204);
      },
    );
}

/** Products ranked for a list per style asked for: enough for the colours of most styles. */
const coloursPerStyle = 4;
const maxRanked = 240;

/** The ids, in rank order, of the products whose style is among the first `limit` styles. */
async function firstStyles(db: Database, ranked: number[], limit: number): Promise<number[]> {
  if (ranked.length === 0) return [];
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.id, ranked));
  const codeById = new Map(rows.map((row) => [row.id, row.code]));
  const kept = new Set<string>();
  return ranked.filter((id) => {
    const code = codeById.get(id);
    if (code === undefined) return false;
    if (!kept.has(code) && kept.size < limit) kept.add(code);
    return kept.has(code);
  });
}

/**
 * Products in rank order as Elevate product groups: one group per style (product code), in
 * the order of its best-ranked colour, that colour first.
 */
function styleGroups(inRankOrder: ApiProduct[], list: string): ElevateProductGroup[] {
  const groups = new Map<string, ElevateProductGroup>();
  for (const product of inRankOrder) {
    const [entry] = productGroup(product, list).products;
    if (!entry) continue;
    const group = groups.get(product.code);
    if (group) group.products.push(entry);
    else groups.set(product.code, { key: product.code, products: [entry] });
  }
  return [...groups.values()];
}

/** A product as an Elevate product group of one, with a ticket naming the list. */
function productGroup(product: ApiProduct, list: string): ElevateProductGroup {
  const ticket = createTicket({ list, productKey: product.sku });
  return {
    key: product.code,
    products: [
      {
        key: product.sku,
        ticket,
        title: product.name,
        brand: product.brandName,
        link: product.uri,
        sellingPrice: { min: product.priceAsNumber, max: product.priceAsNumber },
        listPrice: {
          min: product.priceBeforeDiscountAsNumber,
          max: product.priceBeforeDiscountAsNumber,
        },
        imageInfo: {
          thumbnail: product.thumbnail.image.filename,
          images: product.images.map((image) => ({ sources: [{ url: image.filename }] })),
        },
        swatch: { colors: [product.colour.hex] },
        variants: product.items.map((item) => ({
          key: item.sku,
          label: item.size,
          inStock: item.available,
          stockNumber: item.stock,
          sellingPrice: product.priceAsNumber,
          listPrice: product.priceBeforeDiscountAsNumber,
          ticket,
        })),
      },
    ],
  };
}
