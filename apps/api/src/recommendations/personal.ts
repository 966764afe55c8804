import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { inStock, notIn, selectIds } from './product-ids.ts';
import type { ShopperKeys } from './recently-viewed.ts';
import { recommendationEvents } from './schema.ts';

/**
 * Search recommendations (PERSONAL): bestsellers of the home categories of the products this
 * shopper viewed, then the other bestsellers; units sold in the window, ties by product id.
 * A shopper who viewed nothing gets the plain bestsellers. Like bestsellers, a list that sales
 * do not fill is filled with the most reviewed in-stock products, viewed categories first.
 */
export async function personalRecommendations(
  db: Database,
  {
    keys,
    limit,
    windowDays = 30,
    exclude = [],
  }: { keys: ShopperKeys; limit: number; windowDays?: number; exclude?: readonly number[] },
): Promise<number[]> {
  if (limit === 0) return [];
  const viewedCategories = sql`
    viewed_categories as (
      select distinct pc.category_uri
      from ${recommendationEvents} e
      join products v on v.sku = e.product_key
      join product_categories pc on pc.product_id = v.id and pc.position = 0
      where e.kind = 'view' and (e.customer_key = ${keys.customerKey} or e.session_key = ${keys.sessionKey})
    )`;
  const sold = await selectIds(
    db,
    sql`
      with ${viewedCategories}
      select l.product_id as id
      from order_lines l
      join orders o on o.id = l.order_id
      where o.created_at >= now() - make_interval(days => ${windowDays})
        and ${notIn(sql`l.product_id`, exclude)}
        and ${inStock(sql`l.product_id`)}
      group by l.product_id
      order by
        bool_or(exists (
          select 1 from product_categories pc
          where pc.product_id = l.product_id and pc.position = 0
            and pc.category_uri in (select category_uri from viewed_categories)
        )) desc,
        sum(l.quantity) desc,
        l.product_id asc
      limit ${limit}`,
  );
  if (sold.length >= limit) return sold;
  const mostReviewed = await selectIds(
    db,
    sql`
      with ${viewedCategories}
      select p.id from products p
      where ${notIn(sql`p.id`, [...exclude, ...sold])}
        and ${inStock(sql`p.id`)}
      order by
        exists (
          select 1 from product_categories pc
          where pc.product_id = p.id and pc.position = 0
            and pc.category_uri in (select category_uri from viewed_categories)
        ) desc,
        p.rating_count desc,
        p.id asc
      limit ${limit - sold.length}`,
  );
  return [...sold, ...mostReviewed];
}
