import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PriceRecord, StockRecord } from './feed-format.ts';
import { batchesOf, type Executor, rowsOf } from './sql-rows.ts';

const batchSize = 20_000;

/** Skus a delta names that the shop does not have: product skus for prices, size skus for stock. */
export async function unknownDeltaSkus(
  db: Executor,
  records: { prices: PriceRecord[]; stocks: StockRecord[] },
): Promise<{ prices: Set<string>; stocks: Set<string> }> {
  const missing = async (skus: string[], table: 'products' | 'variants') => {
    const unknown = new Set<string>();
    for (const batch of batchesOf(skus, batchSize)) {
      const rows = await rowsOf(
        db,
        // `not exists` by the primary key: `not in (select …)` of a million sizes is a hash
        // PostgreSQL may not fit in memory, and then a scan per sku.
        sql`select value as sku from json_array_elements_text(${JSON.stringify(batch)}::json)
          where not exists (select 1 from ${sql.raw(table)} t where t.sku = value)`,
        z.object({ sku: z.string() }),
      );
      for (const row of rows) unknown.add(row.sku);
    }
    return unknown;
  };
  return {
    prices: await missing(
      records.prices.map((price) => price.sku),
      'products',
    ),
    stocks: await missing(
      records.stocks.map((stock) => stock.sku),
      'variants',
    ),
  };
}

/**
 * Applies a delta: new prices by product sku, new stock by size sku, writing only values that
 * differ. A price is one of the product's facts (its `updated_at` moves); stock is not.
 * Answers the products whose price or stock changed.
 */
export async function applyDelta(
  tx: Executor,
  records: { prices: PriceRecord[]; stocks: StockRecord[] },
): Promise<number[]> {
  const changed = new Set<number>();
  for (const batch of batchesOf(records.prices, batchSize)) {
    const rows = batch.map(({ sku, priceMinor, priceBeforeDiscountMinor }) => ({
      s: sku,
      p: priceMinor,
      b: priceBeforeDiscountMinor,
    }));
    const written = await rowsOf(
      tx,
      sql`update products set price_minor = r.p, price_before_discount_minor = r.b,
          updated_at = now()
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(s text, p integer, b integer)
        where products.sku = r.s
          and (products.price_minor, products.price_before_discount_minor) is distinct from (r.p, r.b)
        returning products.id`,
      z.object({ id: z.coerce.number() }),
    );
    for (const row of written) changed.add(row.id);
  }
  for (const batch of batchesOf(records.stocks, batchSize)) {
    const rows = batch.map(({ sku, stock }) => ({ s: sku, q: stock }));
    const written = await rowsOf(
      tx,
      sql`update variants set stock = r.q
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(s text, q integer)
        where variants.sku = r.s and variants.stock is distinct from r.q
        returning variants.product_id`,
      z.object({ product_id: z.coerce.number() }),
    );
    for (const row of written) changed.add(row.product_id);
  }
  return [...changed].sort((a, b) => a - b);
}
