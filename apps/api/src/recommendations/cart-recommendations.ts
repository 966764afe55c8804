import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { homeCategory, inStock, notIn, selectIds } from './product-ids.ts';

/**
 * Cart recommendations (CART): products bought together with the cart's products, by the
 * number of orders holding both, most first; then, to fill the list, in-stock products of the
 * cart products' home categories, best-rated first. Cart products are never recommended.
 */
export async function cartRecommendations(
  db: Database,
  { cartProductIds, limit }: { cartProductIds: readonly number[]; limit: number },
): Promise<number[]> {
  if (cartProductIds.length === 0 || limit === 0) return [];
  const inCart = sql.join(
    cartProductIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const bought = await selectIds(
    db,
    sql`
      select other.product_id as id
      from order_lines mine
      join order_lines other on other.order_id = mine.order_id
      where mine.product_id in (${inCart})
        and ${notIn(sql`other.product_id`, cartProductIds)}
        and ${inStock(sql`other.product_id`)}
      group by other.product_id
      order by count(distinct other.order_id) desc, other.product_id asc
      limit ${limit}`,
  );
  if (bought.length >= limit) return bought;
  const sameCategory = await selectIds(
    db,
    sql`
      select p.id
      from products p
      join product_categories pc on pc.product_id = p.id and pc.position = 0
      where pc.category_uri in (
          select ${homeCategory(sql`cart.id`)} from products cart where cart.id in (${inCart})
        )
        and ${notIn(sql`p.id`, [...cartProductIds, ...bought])}
        and ${inStock(sql`p.id`)}
      order by p.rating_count desc, p.id asc
      limit ${limit - bought.length}`,
  );
  return [...bought, ...sameCategory];
}
