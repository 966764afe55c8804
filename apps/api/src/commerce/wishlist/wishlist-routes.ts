import type { Answer } from '@cairn/commerce-client/contract';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { loadProducts } from '../../catalogue/product-view.ts';
import type { Database } from '../../db/database.ts';
import { products, variants } from '../../db/schema.ts';
import { identifier, text } from '../../http/text.ts';
import { CommerceError } from '../commerce-error.ts';
import { requireCustomer } from '../customers/customer-routes.ts';
import { selectionLines, wishlistItems } from '../schema.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';

/** The wishlist is read 50 at a time (requirements R-CONST-5). */
export const wishlistPageSize = 50;
/** Only the default wishlist (id 0) exists. */
const wishlistIdSchema = text({ max: 9 })
  .regex(/^\d+$/, 'unknown wishlist')
  .transform(Number)
  .refine((id) => id === 0, 'unknown wishlist');

/**
 * Resolves a product named by id or by product sku (variant skus name their product too).
 * Unknown: a 404 with `errors.product`.
 */
async function findProductId(db: Database, product: string): Promise<number> {
  const id = /^\d{1,9}$/.test(product) ? Number(product) : -1;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.id, id), eq(products.sku, product)));
  if (row) return row.id;
  const [variant] = await db
    .select({ id: variants.productId })
    .from(variants)
    .where(eq(variants.sku, product));
  if (variant) return variant.id;
  throw new CommerceError(404, { product: 'unknown product' });
}

/** The customer's wishlist (requirements R-DATA-7, R-CALL-8, R-ERR-5): read, add, remove. */
export function wishlistRoutes({ db }: { db: Database }) {
  return new Hono<CommerceEnv>()
    .post(
      '/customer/wishlists/:wishlistId',
      input('param', z.object({ wishlistId: wishlistIdSchema })),
      input(
        'json',
        z.object({
          page: z.number().int().min(1).max(10_000).default(1),
          limit: z.number().int().min(1).max(wishlistPageSize).default(wishlistPageSize),
        }),
      ),
      async (c) => {
        const customerId = requireCustomer(c);
        const { wishlistId } = c.req.valid('param');
        const { page, limit } = c.req.valid('json');
        const where = and(
          eq(wishlistItems.customerId, customerId),
          eq(wishlistItems.wishlistId, wishlistId),
        );
        const [rows, [total]] = await Promise.all([
          db
            .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
            .from(wishlistItems)
            .where(where)
            .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.productId))
            .limit(limit)
            .offset((page - 1) * limit),
          db.select({ items: count() }).from(wishlistItems).where(where),
        ]);
        const ids = rows.map((row) => row.productId);
        const selectionId = c.var.session.record?.selectionId;
        const [views, inBag] = await Promise.all([
          loadProducts(db, ids),
          ids.length === 0 || !selectionId
            ? Promise.resolve([])
            : db
                .selectDistinct({ productId: variants.productId })
                .from(selectionLines)
                .innerJoin(variants, eq(variants.sku, selectionLines.sku))
                .where(
                  and(
                    eq(selectionLines.selectionId, selectionId),
                    inArray(variants.productId, ids),
                  ),
                ),
        ]);
        const bag = new Set(inBag.map((row) => row.productId));
        const byId = new Map(views.map((view) => [view.id, view]));
        return reply(c, {
          wishlist: {
            wishlist: wishlistId,
            items: rows.flatMap((row) => {
              const product = byId.get(row.productId);
              return product
                ? [
                    {
                      product,
                      addedToBag: bag.has(row.productId),
                      addedAt: row.addedAt.toISOString(),
                    },
                  ]
                : [];
            }),
            paging: { page, limit, total: total?.items ?? 0 },
          },
        } satisfies Answer<'wishlist'>);
      },
    )
    .post(
      '/customer/wishlists/:wishlistId/items/:product',
      input('param', z.object({ wishlistId: wishlistIdSchema, product: identifier({ max: 100 }) })),
      async (c) => {
        const customerId = requireCustomer(c);
        const { wishlistId, product } = c.req.valid('param');
        const productId = await findProductId(db, product);
        const added = await db
          .insert(wishlistItems)
          .values({ customerId, wishlistId, productId })
          .onConflictDoNothing()
          .returning({ productId: wishlistItems.productId });
        if (added.length === 0) {
          throw new CommerceError(409, { product: 'duplicate item: already in the wishlist' });
        }
        return reply(c, { added: productId }, 201);
      },
    )
    .delete(
      '/customer/wishlists/:wishlistId/items/:product',
      input('param', z.object({ wishlistId: wishlistIdSchema, product: identifier({ max: 100 }) })),
      async (c) => {
        const customerId = requireCustomer(c);
        const { wishlistId, product } = c.req.valid('param');
        const productId = await findProductId(db, product);
        const removed = await db
          .delete(wishlistItems)
          .where(
            and(
              eq(wishlistItems.customerId, customerId),
              eq(wishlistItems.wishlistId, wishlistId),
              eq(wishlistItems.productId, productId),
            ),
          )
          .returning({ productId: wishlistItems.productId });
        if (removed.length === 0) throw new CommerceError(404, { product: 'not in the wishlist' });
        return reply(c, { removed: productId });
      },
    );
}
