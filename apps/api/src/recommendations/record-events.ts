import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { ElevatePaymentLine } from './elevate-types.ts';
import type { ShopperKeys } from './recently-viewed.ts';
import { recommendationEvents, recommendationPurchases } from './schema.ts';
import { readTicket } from './tickets.ts';

/**
 * Records a click on (or an add to cart of) a recommended product by its ticket. False when
 * the ticket is not one of this engine's.
 */
export async function recordTicket(
  db: Database,
  kind: 'click' | 'add-to-cart',
  keys: ShopperKeys,
  ticket: string,
): Promise<boolean> {
  const contents = readTicket(ticket);
  if (!contents) return false;
  await db.insert(recommendationEvents).values({
    kind,
    sessionKey: keys.sessionKey,
    customerKey: keys.customerKey,
    productKey: contents.productKey,
    list: contents.list,
    ticket,
  });
  return true;
}

/** Records an order's lines by variant key; lines naming no known size are left out. */
export async function recordPurchases(
  db: Database,
  keys: ShopperKeys,
  lines: readonly ElevatePaymentLine[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${line.variantKey}, ${line.quantity}::int, ${Math.round(line.sellingPrice * 100)}::int)`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    insert into ${recommendationPurchases}
      (session_key, customer_key, product_key, variant_key, quantity, selling_price_minor)
    select ${keys.sessionKey}, ${keys.customerKey}, p.sku, v.sku, line.quantity, line.price
    from (values ${values}) as line(variant_key, quantity, price)
    join variants v on v.sku = line.variant_key
    join products p on p.id = v.product_id`)) as unknown as {
    rowCount?: number;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}
