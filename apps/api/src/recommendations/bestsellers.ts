import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { inStock, notIn, selectIds } from './product-ids.ts';

export type BestsellerOptions = {
  limit: number;
  /** Only orders placed in the last this many days count (30 unless set). */
  windowDays?: number;
  /** Only products listed in this category (a landing page's reference). */
  categoryUri?: string;
  exclude?: readonly number[];
};

/**
 * Bestsellers (Elevate's TOP_PRODUCTS): products by units sold in the recent window, most
 * first, ties by product id. Order lines are the record: each order counts once. A new or
 * quiet shop sells fewer products than the list holds, so the rest of the list is the most
 * reviewed in-stock products: a bestseller row is never empty while there is stock.
 */
export async function bestsellers(
  db: Database,
  { limit, windowDays = 30, categoryUri, exclude = [] }: BestsellerOptions,
): Promise<number[]> {
  if (limit === 0) return [];
  const inCategory = (productId: SQL) =>
    categoryUri
      ? sql`and exists (select 1 from product_categories pc where pc.product_id = ${productId} and pc.category_uri = ${categoryUri})`
      : sql``;
  const sold = await selectIds(
    db,
    sql`
      select l.product_id as id
      from order_lines l
      join orders o on o.id = l.order_id
      where o.created_at >= now() - make_interval(days => ${windowDays})
        and ${notIn(sql`l.product_id`, exclude)}
        and ${inStock(sql`l.product_id`)}
        ${inCategory(sql`l.product_id`)}
      group by l.product_id
      order by sum(l.quantity) desc, l.product_id asc
      limit ${limit}`,
  );
  if (sold.length >= limit) return sold;
  const mostReviewed = await selectIds(
    db,
    sql`
      select p.id from products p
      where ${notIn(sql`p.id`, [...exclude, ...sold])}
        and ${inStock(sql`p.id`)}
        ${inCategory(sql`p.id`)}
      order by p.rating_count desc, p.id asc
      limit ${limit - sold.length}`,
  );
  return [...sold, ...mostReviewed];
}
