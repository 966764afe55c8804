import { sql } from 'drizzle-orm';
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
 * first, ties by product id. Order lines are the record: each order counts once.
 */
export function bestsellers(
  db: Database,
  { limit, windowDays = 30, categoryUri, exclude = [] }: BestsellerOptions,
): Promise<number[]> {
  return selectIds(
    db,
    sql`
      select l.product_id as id
      from order_lines l
      join orders o on o.id = l.order_id
      where o.created_at >= now() - make_interval(days => ${windowDays})
        and ${notIn(sql`l.product_id`, exclude)}
        and ${inStock(sql`l.product_id`)}
        ${
          categoryUri
            ? sql`and exists (select 1 from product_categories pc where pc.product_id = l.product_id and pc.category_uri = ${categoryUri})`
            : sql``
        }
      group by l.product_id
      order by sum(l.quantity) desc, l.product_id asc
      limit ${limit}`,
  );
}
