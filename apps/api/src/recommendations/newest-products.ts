import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { inStock, notIn, selectIds } from './product-ids.ts';

/** Newest products (NEWEST_PRODUCTS), optionally of one category, newest first. */
export function newestProducts(
  db: Database,
  {
    limit,
    categoryUri,
    exclude = [],
  }: { limit: number; categoryUri?: string; exclude?: readonly number[] },
): Promise<number[]> {
  return selectIds(
    db,
    sql`
      select p.id from products p
      where ${notIn(sql`p.id`, exclude)} and ${inStock(sql`p.id`)}
        ${
          categoryUri
            ? sql`and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_uri = ${categoryUri})`
            : sql``
        }
      order by p.created_at desc, p.id asc
      limit ${limit}`,
  );
}
