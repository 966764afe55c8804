import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { orders } from '../commerce/schema.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { RateLimited, type RateLimits, tooManyRequests } from '../http/rate-limits.ts';
import { email, text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import { deliveryOf } from './delivery.ts';

export type TrackingRoutesOptions = {
  db: Database;
  /** `trackingFailuresPerAddress` limits guesses that found no order. */
  limits: RateLimits;
  /** The clock; tests fix it. */
  now?: () => Date;
};

/** One answer for a wrong number, a wrong email or both: it does not say which exists. */
export const orderNotFoundMessage =
  'We could not find an order with that number and email address. Please check both and try again.';

const trackBody = z.object({
  orderNumber: text({
    min: 1,
    max: 40,
    error: 'Enter your order number',
    minMessage: 'Enter your order number',
    maxMessage: 'Order numbers are 40 characters at most',
  }),
  email: email({ invalid: 'Enter a valid email address, like name@example.com' }),
});

/**
 * `POST /api/orders/track`: an order's delivery status for its number and email. Guesses that
 * match nothing are limited per client address (429 once used up).
 */
export function trackingRoutes({ db, limits, now = () => new Date() }: TrackingRoutesOptions) {
  return new Hono().post('/orders/track', validate('json', trackBody), async (c) => {
    const { orderNumber, email } = c.req.valid('json');
    const address = clientAddress(c);
    const guesses = limits.trackingFailuresPerAddress;
    // Counted before the lookup, so parallel guesses count each other; a match gives it back.
    try {
      await guesses.take(address);
    } catch (error) {
      if (error instanceof RateLimited) return tooManyRequests(c, error);
      throw error;
    }
    const id = /^\d{1,9}$/.test(orderNumber) ? Number(orderNumber) : null;
    const [order] =
      id === null
        ? []
        : await db
            .select({
              id: orders.id,
              createdAt: orders.createdAt,
              country: orders.country,
              shippingMethod: orders.shippingMethod,
              status: orders.status,
            })
            .from(orders)
            .where(and(eq(orders.id, id), eq(sql`lower(${orders.email})`, email)));
    if (!order) return c.json({ error: orderNotFoundMessage }, 404);
    await guesses.giveBack(address);
    return c.json({
      orderNumber: String(order.id),
      placedAt: order.createdAt.toISOString(),
      ...deliveryOf(order, now()),
    });
  });
}
