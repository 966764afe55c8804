import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { IndexedBrand, IndexedCategory, IndexedProduct } from './catalogue-index.ts';

// Products are read in pages by id, so a catalogue of any size never sits in one answer.
const pageSize = 5000;

type ProductRow = {
  id: number;
  brand_slug: string;
  gender: string;
  colour_name: string;
  price_minor: number;
  price_before_discount_minor: number;
  rating_average: number | string;
  rating_count: number;
  created_micros: string;
  attributes: Record<string, unknown>;
  search_text: string;
  category_uris: string[];
  variants: [sku: string, size: string, stock: number, position: number][];
};

/** The listed products with these ids (a purge's products); retired ones are left out. */
export async function loadIndexedProducts(
  db: Database,
  ids: readonly number[],
): Promise<IndexedProduct[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return (await rows<ProductRow>(db, productQuery(sql`p.id in (${list})`))).map(toIndexed);
}

/** Every listed product (every product not retired), a page at a time in id order. */
export async function* indexedProductPages(db: Database): AsyncGenerator<IndexedProduct[]> {
  let after = -2_147_483_648;
  for (;;) {
    const page = await rows<ProductRow>(
      db,
      sql`${productQuery(sql`p.id > ${after}`)} order by p.id limit ${pageSize}`,
    );
    yield page.map(toIndexed);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.id;
  }
}

export async function loadIndexedCategories(db: Database): Promise<IndexedCategory[]> {
  return rows<IndexedCategory>(
    db,
    sql`select uri, name, kind from categories order by position, uri`,
  );
}

export async function loadIndexedBrands(db: Database): Promise<IndexedBrand[]> {
  return rows<IndexedBrand>(db, sql`select slug, name from brands order by slug`);
}

function productQuery(where: SQL): SQL {
  return sql`select p.id, p.brand_slug, p.gender, p.colour_name, p.price_minor,
      p.price_before_discount_minor, p.rating_average, p.rating_count,
      (extract(epoch from p.created_at) * 1000000)::bigint::text as created_micros,
      p.attributes, p.search_text,
      (select coalesce(json_agg(pc.category_uri), '[]'::json)
        from product_categories pc where pc.product_id = p.id) as category_uris,
      (select coalesce(json_agg(json_build_array(v.sku, v.size, v.stock, v.position)
        order by v.position, v.sku), '[]'::json)
        from variants v where v.product_id = p.id) as variants
    from products p
    where p.retired_at is null and ${where}`;
}

function toIndexed(row: ProductRow): IndexedProduct {
  return {
    id: row.id,
    brandSlug: row.brand_slug,
    gender: row.gender,
    colourName: row.colour_name,
    priceMinor: row.price_minor,
    priceBeforeDiscountMinor: row.price_before_discount_minor,
    ratingAverage: Math.fround(Number(row.rating_average)),
    ratingCount: row.rating_count,
    createdAtMicros: Number(row.created_micros),
    // As jsonb_each_text reads them: strings as they are, anything else as JSON text.
    attributes: Object.fromEntries(
      Object.entries(row.attributes).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
    searchText: row.search_text,
    categoryUris: row.category_uris,
    variants: row.variants.map(([sku, size, stock, position]) => ({
      sku,
      size,
      inStock: stock > 0,
      position,
    })),
  };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
