import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { orderLines, orders } from '../commerce/schema.ts';
import type { SessionRecord } from '../commerce/session/commerce-session.ts';
import type { Database } from '../db/database.ts';
import type { ElevatePaymentLine } from './elevate-types.ts';

/**
 * Claims the session's last paid order for the recommendations' purchase record, once: its
 * lines as Elevate's payment notification takes them, or null when the session has no paid
 * order or it was reported already. The lines are the order's, never the client's, so a
 * report cannot invent purchases or push a product into the bestsellers.
 */
export async function takeOrderReport(
  db: Database,
  session: SessionRecord | null,
): Promise<ElevatePaymentLine[] | null> {
  if (!session?.lastOrderId) return null;
  const [claimed] = await db
    .update(orders)
    .set({ recommendationsReportedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, session.lastOrderId),
        eq(orders.sessionId, session.id),
        isNull(orders.recommendationsReportedAt),
      ),
    )
    .returning({ id: orders.id });
  if (!claimed) return null;
  const lines = await db
    .select({
      variantKey: orderLines.sku,
      productKey: orderLines.productSku,
      quantity: orderLines.quantity,
      priceEachMinor: orderLines.priceEachMinor,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, claimed.id))
    .orderBy(asc(orderLines.position));
  return lines.map(({ priceEachMinor, ...line }) => ({
    ...line,
    sellingPrice: priceEachMinor / 100,
  }));
}
