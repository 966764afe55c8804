import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../commerce/customers/login-limits.ts';
import { orders } from '../commerce/schema.ts';
import type { Database } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import { deliveryOf } from './delivery.ts';
import {
  beginTrackingAttempt,
  defaultTrackingLimits,
  type TrackingLimits,
} from './tracking-limits.ts';

export type TrackingRoutesOptions = {
  db: Database;
  limits?: Partial<TrackingLimits>;
  /** The clock; tests fix it. */
  now?: () => Date;
};

/** One answer for a wrong number, a wrong email or both: it does not say which exists. */
export const orderNotFoundMessage =
  'We could not find an order with that number and email address. Please check both and try again.';

const trackBody = z.object({
  orderNumber: z
    .string({ error: 'Enter your order number' })
    .trim()
    .min(1, 'Enter your order number')
    .max(40, 'Order numbers are 40 characters at most'),
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .toLowerCase()
    .max(254, 'Enter a valid email address')
    .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' })),
});

/**
 * `POST /api/orders/track`: an order's delivery status for its number and email. Guesses that
 * match nothing are limited per client address (429 once used up).
 */
export function trackingRoutes({ db, limits, now = () => new Date() }: TrackingRoutesOptions) {
  const settings = { ...defaultTrackingLimits, ...limits };
  return new Hono().post('/orders/track', validate('json', trackBody), async (c) => {
    const { orderNumber, email } = c.req.valid('json');
    const attempt = await beginTrackingAttempt(db, clientAddress(c), settings);
    if (attempt.limited) {
      c.header('Retry-After', String(attempt.minutes * 60));
      return c.json(
        { error: `Too many attempts; please try again in ${attempt.minutes} minutes` },
        429,
      );
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
    await attempt.matched();
    return c.json({
      orderNumber: String(order.id),
      placedAt: order.createdAt.toISOString(),
      ...deliveryOf(order, now()),
    });
  });
}
