import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { inStock, notIn, selectIds } from './product-ids.ts';
import { recommendationEvents } from './schema.ts';

export type ShopperKeys = { sessionKey: string; customerKey: string };

/** Records a product page view by the shopper's keys; an unknown product is ignored. */
export async function recordView(db: Database, keys: ShopperKeys, productKey: string) {
  await db.execute(sql`
    insert into ${recommendationEvents} (kind, session_key, customer_key, product_key)
    select 'view', ${keys.sessionKey}, ${keys.customerKey}, p.sku
    from products p where p.sku = ${productKey}`);
}

/**
 * Recently viewed (RECENTLY_VIEWED): the products this customer key or session key viewed,
 * latest view first, each once.
 */
export function recentlyViewed(
  db: Database,
  { keys, limit, exclude = [] }: { keys: ShopperKeys; limit: number; exclude?: readonly number[] },
): Promise<number[]> {
  return selectIds(
    db,
    sql`
      select p.id
      from (
        select product_key, max(id) as last_id
        from ${recommendationEvents}
        where kind = 'view' and (customer_key = ${keys.customerKey} or session_key = ${keys.sessionKey})
        group by product_key
      ) viewed
      join products p on p.sku = viewed.product_key
      where ${notIn(sql`p.id`, exclude)} and ${inStock(sql`p.id`)}
      order by viewed.last_id desc
      limit ${limit}`,
  );
}
