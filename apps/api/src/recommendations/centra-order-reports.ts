import { ApiError } from '@cairn/commerce-client';
import { centraShopperClient } from '../commerce/centra-shopper-client.ts';
import { type Limit, RateLimited } from '../http/rate-limits.ts';
import type { ElevatePaymentLine } from './elevate-types.ts';

/**
 * With COMMERCE_API_URL the paid order is Centra's: the order a report names is the receipt of
 * the shopper's session there (`GET /receipt` under the shopper's `API-token`, by the server's
 * client with the plugin's shared secret), reported once per order number (`once`, the
 * `orderReportsPerCentraOrder` limit, shared by replicas). Answers its lines, or null when the
 * session paid nothing or the order was reported already. Centra away throws (the caller's 503).
 */
export function centraOrderReports({
  commerceUrl,
  sharedSecret,
  fetch,
  once,
}: {
  commerceUrl: string;
  sharedSecret?: string | undefined;
  fetch: (request: Request) => Promise<Response>;
  once: Limit;
}) {
  return async function takeCentraOrderReport(
    token: string | undefined,
  ): Promise<ElevatePaymentLine[] | null> {
    const client = centraShopperClient(token, { commerceUrl, fetch, sharedSecret });
    if (!client) return null;
    let order: Awaited<ReturnType<typeof client.getReceipt>>;
    try {
      order = await client.getReceipt();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
      throw error;
    }
    try {
      await once.take(`centra-order:${order.order}`);
    } catch (error) {
      if (error instanceof RateLimited) return null;
      throw error;
    }
    return order.items.map((line) => ({
      variantKey: line.sku,
      productKey: line.product.sku,
      quantity: line.quantity,
      sellingPrice: line.priceEachAsNumber,
    }));
  };
}
