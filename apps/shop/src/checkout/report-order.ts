import type { Order } from '@cairn/commerce-client';

type Keys = { sessionKey: string; customerKey: string };

export type OrderReport = {
  session: string;
  customer: string;
  lines: { quantity: number; variantKey: string; productKey: string; sellingPrice: number }[];
};

/**
 * The order as the recommendations engine takes it (`POST /api/elevate/order`, seed 000
 * section 7): one line per size bought, its quantity and what was paid for the line after
 * discounts, in the order's currency; with the keys of the session that shopped.
 */
export function orderReport(order: Order, keys: Keys): OrderReport {
  return {
    session: keys.sessionKey,
    customer: keys.customerKey,
    lines: order.items.map((line) => ({
      quantity: line.quantity,
      variantKey: line.sku,
      productKey: line.product.sku,
      sellingPrice: line.totalPriceAsNumber,
    })),
  };
}

/**
 * Tells the recommendations engine about an order. Best effort: recommendations must never
 * stand between a shopper and their receipt, so a failure is only logged. `keepalive` lets the
 * report finish if the shopper leaves the page at once.
 */
export async function reportOrder(
  report: OrderReport,
  { origin, fetch: fetchImpl = fetch }: { origin: string; fetch?: typeof fetch },
): Promise<boolean> {
  if (report.lines.length === 0) return false;
  try {
    const response = await fetchImpl(`${origin}/api/elevate/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    });
    if (!response.ok) console.warn(`The order report was refused (${response.status})`);
    return response.ok;
  } catch (error) {
    console.warn('The order report could not be sent', error);
    return false;
  }
}
