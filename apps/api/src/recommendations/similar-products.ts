import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { colourDistanceSql, similarColourDistance } from './colour-distance.ts';
import { homeCategory, inStock, selectIds } from './product-ids.ts';

/** Prices within this share of the product's own price count as close. */
const closePriceShare = 0.3;

/**
 * "You may also like" (ALTERNATIVES): other products (not colourways of this one) of the same
 * home category and gender whose price is within 30% of this product's, closest price first,
 * ties by product id.
 */
export function similarProducts(
  db: Database,
  { productId, limit }: { productId: number; limit: number },
): Promise<number[]> {
  return selectIds(
    db,
    sql`
      select p.id
      from products self
      join product_categories pc on pc.category_uri = ${homeCategory(sql`self.id`)} and pc.position = 0
      join products p on p.id = pc.product_id
      where self.id = ${productId}
        and p.code <> self.code
        and p.gender = self.gender
        and abs(p.price_minor - self.price_minor) <= self.price_minor * ${closePriceShare}::numeric
        and ${inStock(sql`p.id`)}
      order by abs(p.price_minor - self.price_minor) asc, p.id asc
      limit ${limit}`,
  );
}

/**
 * "Similar colours" (COLOR_SIMILARITY): other products of the same home category whose colour
 * is less than 120 from this one's (Euclidean RGB, see colour-distance.ts), closest first.
 */
export function similarColours(
  db: Database,
  {
    productId,
    limit,
    maxDistance = similarColourDistance,
  }: { productId: number; limit: number; maxDistance?: number },
): Promise<number[]> {
  const distance = colourDistanceSql(sql`p.colour_hex`, sql`self.colour_hex`);
  return selectIds(
    db,
    sql`
      select p.id
      from products self
      join product_categories pc on pc.category_uri = ${homeCategory(sql`self.id`)} and pc.position = 0
      join products p on p.id = pc.product_id
      where self.id = ${productId}
        and p.code <> self.code
        and p.colour_hex ~* '^#[0-9a-f]{6}$'
        and ${distance} < ${maxDistance}::float8
        and ${inStock(sql`p.id`)}
      order by ${distance} asc, p.id asc
      limit ${limit}`,
  );
}
