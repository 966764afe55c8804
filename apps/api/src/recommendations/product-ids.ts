import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** Runs a query answering `id` rows and keeps their order. */
export async function selectIds(db: Database, query: SQL): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/** `p.id not in (...)`, or nothing to exclude. */
export function notIn(column: SQL, ids: readonly number[]): SQL {
  return ids.length === 0
    ? sql`true`
    : sql`${column} not in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
}

/** A product with at least one size in stock: out-of-stock products are never recommended. */
export function inStock(productId: SQL): SQL {
  return sql`exists (select 1 from variants v where v.product_id = ${productId} and v.stock > 0)`;
}

/** The product's home category (`position` 0: the most specific catalogue category). */
export function homeCategory(productId: SQL): SQL {
  return sql`(select home.category_uri from product_categories home where home.product_id = ${productId} and home.position = 0)`;
}
